import type { FastifyInstance } from 'fastify';
import { object, string, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { mailsTo } from '../../../services/mail/mailer';

const querySchema = object({ to: string().trim().required(messages.emailRequired).max(254) });

/**
 * GET api/dev/outbox?to=<email>: the mails stored for one address, oldest first, so browser
 * journeys can follow e-mailed links. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.get<{ Querystring: InferType<typeof querySchema> }>(`/${paths.devOutbox}`, {
    schema: { querystring: querySchema },
  }, async (req, reply) => reply.ok(await mailsTo(app.db, req.query.to)));
}
