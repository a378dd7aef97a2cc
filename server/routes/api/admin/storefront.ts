import type { FastifyInstance } from 'fastify';
import { storefrontPaths, storefrontPatterns } from '../../../../contract/admin-storefront';
import { said } from '../../../../contract/messages';
import {
  blockGoodsSchema,
  blockUpdateSchema,
  orderSchema,
  previewInputSchema,
  questionnairePicturesSchema,
  slideInputSchema,
  slideUpdateSchema,
  storefrontGoodsQuerySchema,
  storefrontParamsSchema,
  type BlockGoodsInput,
  type BlockUpdateInput,
  type OrderInput,
  type PreviewInput,
  type QuestionnairePicturesInput,
  type SlideInput,
  type SlideUpdateInput,
  type StorefrontGoodsQuery,
  type StorefrontParams,
} from '../../../../contract/schemas/admin-storefront';
import { storefrontGoodsReply, storefrontPreviewReply, storefrontReply } from '../../../../contract/schemas/replies/admin-storefront';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';
import {
  addSlide,
  createPreview,
  readStorefront,
  removeSlide,
  reorderBlocks,
  reorderSlides,
  searchStorefrontGoods,
  setBlockGoods,
  setQuestionnairePictures,
  updateBlock,
  updateSlide,
} from '../../../services/catalog/storefront';

/**
 * api/admin/storefront/*: the home page's blocks, the promo banner's slides and the questionnaire
 * promo's pictures (catalogue.manage). Each change is audited and reaches shoppers at once.
 */
export default async function adminStorefrontRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'catalogue.manage' } as const;
  const saved = said('storefrontSaved');

  app.get(
    `/${storefrontPaths.storefront}`,
    {
      schema: {
        summary: 'The storefront: every home block with its slides and chosen goods, and the questionnaire pictures',
        tags,
        response: replies(storefrontReply),
      },
      config,
    },
    async (_req, reply) => reply.ok(await readStorefront(app.db)),
  );

  app.get<{ Querystring: StorefrontGoodsQuery }>(
    `/${storefrontPaths.goodsSearch}`,
    {
      schema: {
        summary: 'Published products found by name or SKU, for a goods row',
        tags,
        querystring: storefrontGoodsQuerySchema,
        response: replies(listOf(storefrontGoodsReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await searchStorefrontGoods(app.db, req.query.q)),
  );

  app.put<{ Params: StorefrontParams; Body: BlockUpdateInput }>(
    `/${storefrontPatterns.block}`,
    {
      schema: {
        summary: "A home block's title, subtitle, link and whether it is shown",
        tags,
        params: storefrontParamsSchema,
        body: blockUpdateSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateBlock(app, req.staff, req.params.id, req.body), saved),
  );

  app.post<{ Body: OrderInput }>(
    `/${storefrontPaths.blockOrder}`,
    { schema: { summary: 'Every home block, in the order shown', tags, body: orderSchema, response: replies(storefrontReply) }, config },
    async (req, reply) => reply.ok(await reorderBlocks(app, req.staff, req.body), saved),
  );

  app.put<{ Params: StorefrontParams; Body: BlockGoodsInput }>(
    `/${storefrontPatterns.blockGoods}`,
    {
      schema: {
        summary: "A goods row's products, in order (published only; none: chosen by its tab)",
        tags,
        params: storefrontParamsSchema,
        body: blockGoodsSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await setBlockGoods(app, req.staff, req.params.id, req.body), saved),
  );

  app.post<{ Params: StorefrontParams; Body: SlideInput }>(
    `/${storefrontPatterns.blockSlides}`,
    {
      schema: {
        summary: 'A new slide of the promo banner (the hero block), last',
        tags,
        params: storefrontParamsSchema,
        body: slideInputSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await addSlide(app, req.staff, req.params.id, req.body), saved),
  );

  app.post<{ Params: StorefrontParams; Body: OrderInput }>(
    `/${storefrontPatterns.slideOrder}`,
    {
      schema: {
        summary: "A block's slides in this order",
        tags,
        params: storefrontParamsSchema,
        body: orderSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await reorderSlides(app, req.staff, req.params.id, req.body), saved),
  );

  app.put<{ Params: StorefrontParams; Body: SlideUpdateInput }>(
    `/${storefrontPatterns.slide}`,
    {
      schema: {
        summary: "A slide's words, picture, link and dates",
        tags,
        params: storefrontParamsSchema,
        body: slideUpdateSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateSlide(app, req.staff, req.params.id, req.body), saved),
  );

  app.delete<{ Params: StorefrontParams }>(
    `/${storefrontPatterns.slide}`,
    { schema: { summary: 'Removes a slide', tags, params: storefrontParamsSchema, response: replies(storefrontReply) }, config },
    async (req, reply) => reply.ok(await removeSlide(app, req.staff, req.params.id), saved),
  );

  app.put<{ Params: StorefrontParams; Body: QuestionnairePicturesInput }>(
    `/${storefrontPatterns.questionnaire}`,
    {
      schema: {
        summary: "A hosted questionnaire promo's pictures",
        tags,
        params: storefrontParamsSchema,
        body: questionnairePicturesSchema,
        response: replies(storefrontReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await setQuestionnairePictures(app, req.staff, req.params.id, req.body), saved),
  );

  app.post<{ Body: PreviewInput }>(
    `/${storefrontPaths.preview}`,
    {
      schema: {
        summary: "Keeps a form's unsaved values for the shop's home page drawn with them (a preview token, 15 minutes)",
        tags,
        body: previewInputSchema,
        response: replies(storefrontPreviewReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createPreview(app, req.body)),
  );
}
