import type { FastifyInstance } from 'fastify';
import { object, string, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { mailsTo } from '../../../services/mail/mailer';
import { outboxMailReply } from '../../../../contract/schemas/replies/ops';
import { listOf, type Agrees, type Assert } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

const querySchema = object({ to: string().trim().required(messages.emailRequired).max(254) });

/**
 * GET api/dev/outbox?to=<email>: the mails stored for one address, oldest first, so browser
 * journeys can follow e-mailed links. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devOutboxRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.get<{ Querystring: InferType<typeof querySchema> }>(
    `/${paths.devOutbox}`,
    {
      schema: {
        summary: 'The mails stored for an address (test only)',
        tags: ['dev'],
        querystring: querySchema,
        response: replies(listOf(outboxMailReply)),
      },
    },
    async (req, reply) => reply.ok(await mailsTo(app.db, req.query.to)),
  );
}

type _Mail = Assert<Agrees<typeof outboxMailReply, Awaited<ReturnType<typeof mailsTo>>[number]>>;
