import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { currentRequestId } from '../../plugins/request-context';
import { sendDueMails, SMTP_TIMEOUTS } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. 'password-reset', 'order-placed'. */
  kind: string;
}

export interface Mailer {
  /**
   * Writes the mail to the outbox with `db`: pass the transaction of what causes it, so the mail
   * exists exactly when that committed. Call `flush()` after the commit to send it at once; the
   * outbox sweep sends it anyway within MAIL_SWEEP_MS.
   */
  queue(db: Db, mail: Mail): Promise<number>;
  /** `queue` on its own, then `flush`: for a mail that is itself the work (a reply, a link). */
  send(mail: Mail): Promise<number>;
  /** Asks a sender (this process's or another's) to send the outbox's due mails now. */
  flush(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const FROM = 'Optic Shop <service@opticshop.example>';
const MESSAGE_ID_DOMAIN = 'opticshop.example';

/** The queues that send the outbox: woken after a commit, and swept on a schedule. */
export const MAIL_SEND_JOB = 'mail-send';
export const MAIL_SWEEP_JOB = 'mail-sweep';

/**
 * The mailer: every message goes through the `outbox` table (a transactional outbox) and is sent
 * by a job: over SMTP_URL when set, else written to the log only (nodemailer's JSON transport).
 */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const transport = app.config.smtpUrl
    ? nodemailer.createTransport({ url: app.config.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });
  const mailer: Mailer = {
    async queue(db, mail) {
      const requestId = currentRequestId();
      const [row] = await db
        .insert(outbox)
        .values({ ...mail, messageId: `<${randomUUID()}@${MESSAGE_ID_DOMAIN}>`, requestId })
        .returning({ id: outbox.id });
      app.log.info({ mailId: row!.id, to: mail.to, kind: mail.kind, subject: mail.subject }, 'mail queued');
      return row!.id;
    },
    async send(mail) {
      const id = await mailer.queue(app.db, mail);
      mailer.flush();
      return id;
    },
    flush() {
      app.jobs.send(MAIL_SEND_JOB, {}).catch((err) => app.log.warn({ err }, 'could not wake the mail sender'));
    },
  };
  app.decorate('mailer', mailer);
  const sendAll = async () => {
    await sendDueMails({ db: app.db, log: app.log, transport, from: FROM, claimSeconds: app.config.mailClaimMs / 1000 });
  };
  // A wake-up: one waiting is enough (a second would find nothing left to send).
  app.jobs.define(MAIL_SEND_JOB, sendAll, { policy: 'short', retryLimit: 0 });
  // What no wake-up reached: a process that died between a commit and its wake-up, a try that is due again.
  app.jobs.every(MAIL_SWEEP_JOB, app.config.mailSweepMs, sendAll);
  app.addHook('onClose', async () => transport.close());
});

/** The mails stored for one address, oldest first (api/dev/outbox: journeys follow e-mailed links). */
export function mailsTo(db: Db, to: string) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      kind: outbox.kind,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(asc(outbox.id));
}
