import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { countDownSchema, type CountDownInput } from '../../../../contract/schemas/sale';
import { countDownReply } from '../../../../contract/schemas/replies/sale';
import { endTimeOf, secondsLeft } from '../../../../contract/sale';
import { replies } from '../../../openapi/replies';

/**
 * POST ios/others/countDown {end_time} (unix seconds or ISO; anything else 422): the seconds left
 * until then by the server's clock, 0 once passed. The app's sale countdowns tick from it, so a
 * shopper's wrong clock does not move the end of a sale. Anyone; never cached.
 */
export default async function countDownRoutes(app: FastifyInstance) {
  app.post<{ Body: CountDownInput }>(
    `/${paths.countDown}`,
    {
      schema: {
        summary: "Seconds left until end_time by the server's clock (0 once passed)",
        tags: ['sale'],
        body: countDownSchema,
        response: replies(countDownReply),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok({ seconds_left: secondsLeft(endTimeOf(req.body.end_time)!, Date.now()) });
    },
  );
}
