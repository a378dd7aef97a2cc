import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { goodsImageParamsSchema, goodsImageQuerySchema, type GoodsImageParams, type GoodsImageQuery } from '../../../../contract/schemas/catalog';
import { notFound } from '../../../errors';
import { productPicture } from '../../../services/catalog/product-pictures';
import { mediaReply } from '../../../openapi/replies';

/**
 * GET api/goods/image/:id.svg?color=hex&view=front|side: the product drawn as an SVG. The URL names
 * everything the picture depends on, so it is cached for a year.
 */
export default async function goodsImageRoutes(app: FastifyInstance) {
  app.get<{ Params: GoodsImageParams; Querystring: GoodsImageQuery }>(
    `/${patterns.goodsImage}`,
    {
      schema: {
        summary: 'A product picture (SVG) in a colour, front or side',
        tags: ['catalogue'],
        params: goodsImageParamsSchema,
        querystring: goodsImageQuerySchema,
        response: mediaReply('image/svg+xml'),
      },
    },
    async (req, reply) => {
      const svg = await productPicture(app, req.params.id, req.query);
      if (!svg) throw notFound();
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type('image/svg+xml; charset=utf-8').send(svg);
    },
  );
}
