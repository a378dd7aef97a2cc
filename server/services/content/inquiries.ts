import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InquiryInput } from '../../../contract/schemas/content';
import {
  LENS_INQUIRY_RX_FIELDS,
  type LensInquiryDetails,
  type LensInquiryInput,
  type LensInquiryNeed,
  type LensInquiryRxField,
  type LensInquirySummary,
} from '../../../contract/lens-inquiry';
import { formatDioptre } from '../../../contract/prescription';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { inquiries } from '../../db/schema';
import { conflict, notFound } from '../../errors';

type ContactApp = Pick<FastifyInstance, 'db' | 'config' | 'mailer'>;

/** The number an inquiry is known by in mails and in the CLI. */
export const inquiryRef = (id: number) => `#${id}`;

interface NewInquiry {
  kind: 'contact' | 'lens';
  name: string;
  email: string;
  subject: string;
  message: string;
  orderNo: string | null;
  details?: LensInquiryDetails;
  /** Lines the shop's copy shows above the message (the order, the prescription). */
  facts: string[];
  /** How long the sender is told the answer takes. */
  replyWithin: string;
}

/**
 * Stores an inquiry, mails the shop (config.contact.shopEmail) a copy with the sender's address to
 * reply to, and confirms to the sender. Mails go through the mailer (the outbox always keeps them).
 */
async function storeInquiry(app: ContactApp, input: NewInquiry, userId: number | null): Promise<{ id: number }> {
  const email = input.email.trim();
  const [row] = await app.db
    .insert(inquiries)
    .values({
      kind: input.kind,
      name: input.name,
      email,
      subject: input.subject,
      message: input.message,
      orderNo: input.orderNo,
      details: input.details ?? null,
      userId,
    })
    .returning({ id: inquiries.id });
  const id = row!.id;
  const facts = input.facts.map((f) => `${f}\n`).join('');
  await app.mailer.send({
    kind: `${input.kind === 'lens' ? 'lens-' : ''}inquiry-shop`,
    to: app.config.contact.shopEmail,
    subject: `${input.kind === 'lens' ? 'Lens enquiry' : 'Inquiry'} ${inquiryRef(id)}: ${input.subject}`,
    text:
      `From: ${input.name} <${email}>\n${facts}Subject: ${input.subject}\n\n${input.message}\n\n` +
      `Answer it with: npm run inquiries -- answer ${id} --text "..."\n`,
  });
  await app.mailer.send({
    kind: `${input.kind === 'lens' ? 'lens-' : ''}inquiry-received`,
    to: email,
    subject: `We have received your message ${inquiryRef(id)}`,
    text:
      `Hello ${input.name},\n\nThank you for contacting Optic Shop. We have received your message and will reply ` +
      `within ${input.replyWithin}.\n\nYour reference: ${inquiryRef(id)}\n${facts}Subject: ${input.subject}\n\n> ` +
      `${input.message.replace(/\n/g, '\n> ')}\n\nOptic Shop customer service\n${app.config.publicUrl}/contact-us\n`,
  });
  return { id };
}

/** POST api/contractUs/addInquiry: the contact form. */
export function addInquiry(app: ContactApp, input: InquiryInput, userId: number | null): Promise<{ id: number }> {
  return storeInquiry(
    app,
    {
      kind: 'contact',
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      orderNo: input.order_no || null,
      facts: input.order_no ? [`Order: ${input.order_no}`] : [],
      replyWithin: 'one business day',
    },
    userId,
  );
}

/** The subject line of each lens enquiry need (the shop's mail and the CLI). */
const LENS_NEED_SUBJECTS: Record<LensInquiryNeed, string> = {
  outside_range: 'Prescription outside the ranges',
  prism: 'Prism lenses',
  special_lens: 'A special lens',
  other: 'Lenses: another question',
};

/** The prescription of a lens enquiry, as the shop reads it ("Right: SPH -22.00 CYL -1.50"). */
export function lensInquiryFacts(d: LensInquiryDetails): string[] {
  const eye = (label: string, sph: number | null, cyl: number | null) =>
    sph == null && cyl == null
      ? []
      : [`${label}: ${[sph != null ? `SPH ${formatDioptre(sph)}` : '', cyl != null ? `CYL ${formatDioptre(cyl)}` : ''].filter(Boolean).join(' ')}`];
  return [
    `Need: ${LENS_NEED_SUBJECTS[d.need]}`,
    ...eye('Right', d.right_sph, d.right_cyl),
    ...eye('Left', d.left_sph, d.left_cyl),
    ...(d.add != null ? [`ADD: ${formatDioptre(d.add)}`] : []),
    ...(d.pd != null ? [`PD: ${d.pd}`] : []),
  ];
}

/**
 * POST api/contractUs/addLensInquiry: a prescription outside the configurator's ranges or a
 * special lens; stored with its values (kind lens), mailed to the shop, confirmed to the sender.
 */
export function addLensInquiry(app: ContactApp, input: LensInquiryInput, userId: number | null): Promise<{ id: number }> {
  const details: LensInquiryDetails = {
    need: input.need,
    ...(Object.fromEntries(LENS_INQUIRY_RX_FIELDS.map((f) => [f, input[f] ?? null])) as Record<LensInquiryRxField, number | null>),
  };
  return storeInquiry(
    app,
    {
      kind: 'lens',
      name: input.name,
      email: input.email,
      subject: LENS_NEED_SUBJECTS[input.need],
      message: input.message,
      orderNo: null,
      details,
      facts: lensInquiryFacts(details),
      replyWithin: 'two business days',
    },
    userId,
  );
}

/** POST api/customer/lens_enquiry: the customer's own lens enquiries, newest first, with the shop's answers. */
export async function customerLensInquiries(db: Db, userId: number, limit = 50): Promise<LensInquirySummary[]> {
  const rows = await db
    .select()
    .from(inquiries)
    .where(and(eq(inquiries.userId, userId), eq(inquiries.kind, 'lens')))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    need: r.details?.need ?? 'other',
    message: r.message,
    status: r.status,
    answer: r.answer,
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  }));
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
  if (!answer) throw conflict(null, said('inquiryMessageRequired'));
  const [row] = await app.db
    .update(inquiries)
    .set({ status: 'answered', answer, answeredAt: now })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, 'open')))
    .returning();
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
