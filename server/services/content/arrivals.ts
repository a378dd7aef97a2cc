import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ArrivalNotificationInput } from '../../../contract/schemas/content';

/**
 * POST api/contractUs/arrivalNotification: "e-mail me when the coming collection arrives". One row
 * per collection and address (lower-case); asking again changes nothing and mails nothing, and the
 * answer is the same either way. The first request is confirmed by mail.
 */
export async function requestArrivalNotice(
  app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>,
  input: ArrivalNotificationInput,
): Promise<{ created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const res = (await app.db.execute(sql`
    insert into arrival_notifications (collection, email) values (${input.collection}, ${email})
    on conflict (collection, email) do nothing
    returning id`)) as unknown as { rows: unknown[] };
  if (!res.rows.length) return { created: false };
  await app.mailer.send({
    kind: 'arrival-notification',
    to: email,
    subject: 'We will tell you when the new collection arrives',
    text:
      `Hello,\n\nThank you for your interest in our coming collection. We will send you one e-mail at this ` +
      `address as soon as it arrives in the shop.\n\n${app.config.publicUrl}/\n\nOptic Shop\n`,
  });
  return { created: true };
}
