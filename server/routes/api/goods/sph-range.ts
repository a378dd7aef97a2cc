import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { sphRangeQuerySchema, type SphRangeQuery } from '../../../../contract/schemas/catalog';
import { sphRangesReply } from '../../../../contract/schemas/replies/lenses';
import { sphRangesOf } from '../../../services/catalog/lenses';
import { replies } from '../../../openapi/replies';

/** GET api/goods/sphRange?goods_id=&index=: the SPH range a frame can be made in, per lens index (or the one asked). Public. */
export default async function sphRangeRoutes(app: FastifyInstance) {
  app.get<{ Querystring: SphRangeQuery }>(
    `/${paths.sphRange}`,
    {
      schema: {
        summary: 'The SPH range a frame can be made in, per lens index',
        tags: ['lenses'],
        querystring: sphRangeQuerySchema,
        response: replies(sphRangesReply),
      },
    },
    async (req, reply) => reply.ok(await sphRangesOf(app.db, req.query.goods_id, req.query.index)),
  );
}
