import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../contract/endpoints';
import { columnParamsSchema, columnQuerySchema, type ColumnParams, type ColumnQuery } from '../../../contract/schemas/catalog';
import { menuColumn } from '../../services/shop/menus';
import { navItemReply } from '../../../contract/schemas/replies/shop';
import { listOf } from '../../../contract/schemas/replies/shape';
import { replies } from '../../openapi/replies';

/** GET api/column/:id?store_id=: 5 is the navigation menu, 2 the footer (store 2 by default). */
export default async function columnRoutes(app: FastifyInstance) {
  app.get<{ Params: ColumnParams; Querystring: ColumnQuery }>(
    `/${patterns.column}`,
    {
      schema: {
        summary: 'A menu (5 the navigation, 2 the footer)',
        tags: ['shop'],
        params: columnParamsSchema,
        querystring: columnQuerySchema,
        response: replies(listOf(navItemReply)),
      },
    },
    async (req, reply) => reply.ok(await menuColumn(app, req.params.id, req.query.store_id)),
  );
}
