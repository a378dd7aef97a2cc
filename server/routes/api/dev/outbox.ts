import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { object, string, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { outbox } from '../../../db/schema';

const querySchema = object({ to: string().trim().required(messages.emailRequired).max(254) });

/**
 * GET api/dev/outbox?to=<email>: the mails stored for one address, oldest first, so browser
 * journeys can follow e-mailed links. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.get<{ Querystring: InferType<typeof querySchema> }>(`/${paths.devOutbox}`, {
    schema: { querystring: querySchema },
  }, async (req, reply) => {
    const rows = await app.db.select({
      id: outbox.id, to: outbox.to, subject: outbox.subject, text: outbox.text, html: outbox.html, kind: outbox.kind, createdAt: outbox.createdAt,
    }).from(outbox).where(eq(outbox.to, req.query.to)).orderBy(asc(outbox.id));
    return reply.ok(rows);
  });
}
