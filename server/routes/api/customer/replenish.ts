import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { replenishSchema, type ReplenishInput } from '../../../../contract/prescription';
import { cartLineReply } from '../../../../contract/schemas/replies/catalog';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { cartLinesOf } from '../../../services/cart/cart';
import { replenishLenses } from '../../../services/orders/replenish';
import { replies } from '../../../openapi/replies';
import { unauthorized } from '../../../errors';

/** POST api/customer/replenish {order_id, line_id}: the same glasses as a line of a past order into the cart; answers the whole cart. */
export default async function replenishRoutes(app: FastifyInstance) {
  app.post<{ Body: ReplenishInput }>(
    `/${paths.replenish}`,
    {
      schema: {
        summary: 'Order the same glasses (frame colour, lenses, prescription) as a line of a past order again',
        tags: ['lenses'],
        body: replenishSchema,
        response: replies(listOf(cartLineReply)),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => {
      if (req.who.kind !== 'customer') throw unauthorized();
      await replenishLenses(app.db, req.who, req.body, app.config);
      return reply.ok(await cartLinesOf(app.db, req.who, app.config));
    },
  );
}
