import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InquiryInput } from '../../../contract/schemas/content';
import { messages } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type ContactApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/** The number an inquiry is known by in mails and in the CLI. */
export const inquiryRef = (id: number) => `#${id}`;

/**
 * POST api/contractUs/addInquiry: stores the message, mails the shop (config.contact.shopEmail) a
 * copy with the sender's address to reply to, and confirms to the sender. Mails go through the
 * mailer (the outbox always keeps them).
 */
export async function addInquiry(app: ContactApp, input: InquiryInput, userId: number | null): Promise<{ id: number }> {
  const email = input.email.trim();
  const [row] = await app.db.insert(inquiries).values({
    name: input.name, email, subject: input.subject, message: input.message, orderNo: input.order_no || null, userId,
  }).returning({ id: inquiries.id });
  const id = row!.id;
  const order = input.order_no ? `Order: ${input.order_no}\n` : '';
  await app.mailer.send({
    kind: 'inquiry-shop',
    to: app.config.contact.shopEmail,
    subject: `Inquiry ${inquiryRef(id)}: ${input.subject}`,
    text: `From: ${input.name} <${email}>\n${order}Subject: ${input.subject}\n\n${input.message}\n\n`
      + `Answer it with: npm run inquiries -- answer ${id} --text "..."\n`,
  });
  await app.mailer.send({
    kind: 'inquiry-received',
    to: email,
    subject: `We have received your message ${inquiryRef(id)}`,
    text: `Hello ${input.name},\n\nThank you for contacting Optic Shop. We have received your message and will reply `
      + `within one business day.\n\nYour reference: ${inquiryRef(id)}\n${order}Subject: ${input.subject}\n\n> `
      + `${input.message.replace(/\n/g, '\n> ')}\n\nOptic Shop customer service\n${app.config.publicUrl}/contact-us\n`,
  });
  return { id };
}

export type InquiryRow = typeof inquiries.$inferSelect;

/** The operator's list: newest first, open ones only unless `all`. */
export function listInquiries(db: Db, { all = false, limit = 50 } = {}): Promise<InquiryRow[]> {
  const q = db.select().from(inquiries);
  return (all ? q : q.where(eq(inquiries.status, 'open'))).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit);
}

export async function getInquiry(db: Db, id: number): Promise<InquiryRow> {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id)).limit(1);
  if (!row) throw notFound(`There is no inquiry ${inquiryRef(id)}`);
  return row;
}

/**
 * The operator answers an inquiry (`npm run inquiries -- answer`): the answer is mailed to the
 * sender and the inquiry is marked answered, once (a second answer is refused).
 */
export async function answerInquiry(app: Pick<FastifyInstance, 'db' | 'mailer'>, id: number, text: string, now = new Date()): Promise<InquiryRow> {
  const answer = text.trim();
  if (!answer) throw conflict(null, messages.inquiryMessageRequired);
  const [row] = await app.db.update(inquiries).set({ status: 'answered', answer, answeredAt: now })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, 'open'))).returning();
  if (!row) {
    const known = await getInquiry(app.db, id);
    throw conflict(null, `Inquiry ${inquiryRef(id)} was already answered on ${known.answeredAt?.toISOString() ?? '?'}`);
  }
  await app.mailer.send({
    kind: 'inquiry-answer',
    to: row.email,
    subject: `Re: ${row.subject} ${inquiryRef(id)}`,
    text: `Hello ${row.name},\n\n${answer}\n\nOptic Shop customer service\n\n----\nYou wrote:\n> ${row.message.replace(/\n/g, '\n> ')}\n`,
  });
  return row;
}
