import type { FastifyInstance } from 'fastify';
import { mediaFileParamsSchema, type MediaFileParams } from '../../contract/schemas/product-photos';
import { notFound } from '../errors';
import { mediaReply } from '../openapi/replies';
import { mediaFile } from '../services/media/media';

/** What the browser and any CDN may do with a picture: keep it a year, never ask again (its URL never changes). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * GET /media/:key/:file (mediaPath: `/media/<key>/<width>.<avif|webp>`): one encoding of a staff
 * picture (services/media). Never changed once written, so cached for a year, with an ETag (the
 * URL itself) for a revalidation anyway; 404 for an unknown picture, width or format.
 */
export default async function mediaRoutes(app: FastifyInstance) {
  app.get<{ Params: MediaFileParams }>(
    '/media/:key/:file',
    {
      schema: {
        summary: 'One size and format of a staff picture (image/avif or image/webp), cached for a year',
        tags: ['catalogue'],
        params: mediaFileParamsSchema,
        response: mediaReply('image/webp'),
      },
    },
    async (req, reply) => {
      const etag = `"${req.params.key}-${req.params.file}"`;
      const file = await mediaFile(app.db, req.params.key, req.params.file);
      if (!file) throw notFound();
      reply.header('cache-control', MEDIA_CACHE_CONTROL).header('etag', etag).type(`image/${file.format}`);
      if (req.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.header('content-length', file.data.length).send(file.data);
    },
  );
}
