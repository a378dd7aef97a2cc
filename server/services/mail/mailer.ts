import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** What the message is about, e.g. 'password-reset', 'order-placed'. */
  kind: string;
}

export interface Mailer {
  /** Stores the message in the outbox, then sends it when SMTP is configured. Never throws on SMTP failure. */
  send(mail: Mail): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const FROM = 'Optic Shop <service@opticshop.example>';

/** Default: every message is kept in the outbox table and logged. With SMTP_URL it is also sent. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const transport: Transporter | null = app.config.smtpUrl ? nodemailer.createTransport(app.config.smtpUrl) : null;
  const mailer: Mailer = {
    async send(mail) {
      const [row] = await app.db
        .insert(outbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, kind: mail.kind })
        .returning({ id: outbox.id });
      const id = row!.id;
      app.log.info({ mailId: id, to: mail.to, kind: mail.kind, subject: mail.subject }, 'mail queued');
      if (!transport) return id;
      try {
        await transport.sendMail({ from: FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
        await app.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, id));
      } catch (err) {
        app.log.error({ err, mailId: id }, 'mail send failed');
        await app.db
          .update(outbox)
          .set({ error: String(err) })
          .where(eq(outbox.id, id));
      }
      return id;
    },
  };
  app.decorate('mailer', mailer);
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
