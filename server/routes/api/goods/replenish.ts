import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import { reorderSchema, replenishIndexSchema, type ReorderInput, type ReplenishIndexInput } from '../../../../contract/schemas/wholesale-services';
import { reorderPageReply, reorderResultReply } from '../../../../contract/schemas/replies/wholesale-services';
import { replies } from '../../../openapi/replies';
import { requireBusinessBuyer } from '../../../services/wholesale/buyer';
import { boughtBefore, reorder } from '../../../services/wholesale/reorder';

/**
 * Replenishment for business buyers:
 * - POST api/goods/replenishIndex {keywords?}: what they bought before, with stock and price now;
 * - POST api/users/reorder {lines: [{variant_id, qty}]}: those colours into the cart in one step,
 *   what could not go in (whole) reported per line.
 */
export default async function replenishRoutes(app: FastifyInstance) {
  app.post<{ Body: ReplenishIndexInput }>(
    `/${paths.replenishIndex}`,
    {
      schema: {
        summary: 'What I bought before, with stock and price now',
        tags: ['wholesale'],
        body: replenishIndexSchema,
        response: replies(reorderPageReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await boughtBefore(app.db, await requireBusinessBuyer(app, req.who.userId), req.body?.keywords ?? '')),
  );

  app.post<{ Body: ReorderInput }>(
    `/${paths.reorder}`,
    {
      schema: {
        summary: 'Reorder: put frames I bought before into the cart',
        tags: ['wholesale'],
        body: reorderSchema,
        response: replies(reorderResultReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      await requireBusinessBuyer(app, req.who.userId);
      if (req.who.kind !== 'customer') throw new Error('unreachable: customer route');
      return reply.ok(await reorder(app.db, req.who, req.body, app.config), said('reorderAdded'));
    },
  );
}
