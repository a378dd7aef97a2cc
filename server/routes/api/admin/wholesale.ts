import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { arrivalSchema, type ArrivalInput } from '../../../../contract/schemas/wholesale-services';
import { arrivalReply } from '../../../../contract/schemas/replies/wholesale-services';
import { replies } from '../../../openapi/replies';
import { arriveFrames } from '../../../services/wholesale/pre-orders';

/**
 * POST api/admin/wholesale/arrive {goods_id, qty} (a signed-in member with catalogue.manage):
 * frames of a product arrived: the pre-orders they fill are mailed, the rest goes on sale. The
 * same as `npm run wholesale -- arrive <goods_id> <qty>`.
 */
export default async function adminWholesaleRoutes(app: FastifyInstance) {
  app.post<{ Body: ArrivalInput }>(
    `/${paths.adminArrival}`,
    {
      config: { staff: 'catalogue.manage' },
      schema: { summary: 'Frames of a product arrived (operator)', tags: ['admin'], body: arrivalSchema, response: replies(arrivalReply) },
    },
    async (req, reply) => reply.ok(await arriveFrames(app, req.body.goods_id, req.body.qty, req.staff)),
  );
}
