import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outbox } from '../../db/schema';

/** Where the e-mailed catalogue link goes: the optical frames catalogue (the content pages will give it a page of its own). */
export const ONLINE_CATALOGUE_PATH = '/goods-list/1';
const KIND = 'catalogue';
const DAY_MS = 86_400_000;

/**
 * POST api/contractUs/getCatalogue: mails a link to the online catalogue (the outbox always keeps
 * it; SMTP sends it when configured). An address that was sent the catalogue in the last 24 hours
 * is not sent it again, and the answer is the same either way (nothing tells a caller what others
 * asked for). The route's rate limit bounds how many addresses one IP can make us mail.
 */
export async function sendCatalogue(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>,
  email: string,
  now = new Date(),
): Promise<{ sent: boolean }> {
  const [recent] = await app.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = lower(${email})`, eq(outbox.kind, KIND), gt(outbox.createdAt, new Date(now.getTime() - DAY_MS))))
    .limit(1);
  if (recent) return { sent: false };
  const link = `${app.config.publicUrl}${ONLINE_CATALOGUE_PATH}`;
  await app.mailer.send({
    kind: KIND,
    to: email,
    subject: 'Your Optic Shop catalogue',
    text: `Hello,\n\nThank you for your interest in our frames. Browse the whole catalogue, with retail and wholesale prices, here:\n${link}\n\nFor a price list for your business, reply to this message.\n\nOptic Shop`,
  });
  return { sent: true };
}
