import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { outbox } from '../../db/schema';
import { asPartOf } from '../../plugins/request-context';

/** The SMTP client's limits (connecting, the greeting, a silent socket): one send never outlasts a claim of 60 s. */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/** Tries before a mail is given up on (the operator's then: `failed_at`, `error`). */
export const MAIL_MAX_ATTEMPTS = 8;
/** Mails one claim takes at most (each send at most ~40 s: SMTP_TIMEOUTS). */
const BATCH = 5;

/** Seconds before the next try after `attempts` failed ones: 30 s, 1 min, 2 min … at most an hour. */
export const retryAfterSeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

interface Claimed {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  message_id: string;
  request_id: string | null;
  attempts: number;
}

/**
 * Takes up to `limit` mails that are due (unsent, not given up, not held by another sender or
 * waiting for their next try) for `claimSeconds` (a sender that dies lets them go then).
 * `skip locked`: senders in several processes take different mails, never the same one.
 */
export function claimDueMails(db: Db, claimSeconds: number, limit = BATCH): Promise<Claimed[]> {
  return queryRows<Claimed>(
    db,
    sql`update outbox set attempts = attempts + 1, claimed_until = now() + make_interval(secs => ${claimSeconds})
        where id in (
          select id from outbox
          where sent_at is null and failed_at is null and (claimed_until is null or claimed_until <= now())
          order by id limit ${limit} for update skip locked)
        returning id, "to", subject, text, html, kind, message_id, request_id, attempts`,
  );
}

export interface OutboxSender {
  db: Db;
  log: FastifyBaseLogger;
  transport: Transporter;
  from: string;
  /** How long a claim holds its mails (MAIL_CLAIM_MS). */
  claimSeconds: number;
}

/**
 * Sends every due mail, a batch at a time, until none is left; returns how many were sent. Each
 * goes with its own Message-ID, so a try after an unknown SMTP answer (a sender that died after
 * the server took it) is the same message, not a second one. A refusal is tried again later
 * (retryAfterSeconds), and given up on after MAIL_MAX_ATTEMPTS with the error kept.
 */
export async function sendDueMails(sender: OutboxSender): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await claimDueMails(sender.db, sender.claimSeconds);
    for (const mail of batch) if (await sendOne(sender, mail)) sent++;
    if (batch.length < BATCH) return sent;
  }
}

async function sendOne({ db, log, transport, from }: OutboxSender, mail: Claimed): Promise<boolean> {
  return asPartOf(mail.request_id ?? undefined, async () => {
    const about = { mailId: mail.id, kind: mail.kind, messageId: mail.message_id, try: mail.attempts };
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: mail.message_id,
      });
    } catch (err) {
      const gaveUp = mail.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(outbox)
        .set(
          gaveUp
            ? { failedAt: new Date(), claimedUntil: null, error: String(err) }
            : { claimedUntil: new Date(Date.now() + retryAfterSeconds(mail.attempts) * 1000), error: String(err) },
        )
        .where(eq(outbox.id, mail.id));
      if (gaveUp) log.error({ err, ...about }, 'mail given up after its last try');
      else log.warn({ err, ...about }, 'mail not sent, will try again');
      return false;
    }
    await db.update(outbox).set({ sentAt: new Date(), claimedUntil: null, error: null }).where(eq(outbox.id, mail.id));
    log.info(about, 'mail sent');
    return true;
  });
}
