import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { number, object, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { goodsVariants } from '../../../db/schema';
import { notFound } from '../../../errors';

const bodySchema = object({
  variant_id: number().typeError(messages.colorUnknown).integer(messages.colorUnknown).positive(messages.colorUnknown)
    .max(2_147_483_647, messages.colorUnknown).required(messages.colorUnknown),
  stock_qty: number().typeError(messages.invalidInput).integer(messages.invalidInput).min(0, messages.invalidInput)
    .max(1_000_000, messages.invalidInput).required(messages.invalidInput),
});

/**
 * POST api/dev/stock {variant_id, stock_qty}: sets a colour's stock, as a warehouse count or a
 * sale in another channel would, so browser journeys can see a cart line sell out. Answers
 * {variant_id, goods_id, stock_qty}. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devStockRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.post<{ Body: InferType<typeof bodySchema> }>(`/${paths.devStock}`, {
    schema: { body: bodySchema },
  }, async (req, reply) => {
    const [row] = await app.db.update(goodsVariants).set({ stockQty: req.body.stock_qty })
      .where(eq(goodsVariants.id, req.body.variant_id))
      .returning({ variant_id: goodsVariants.id, goods_id: goodsVariants.goodsId, stock_qty: goodsVariants.stockQty });
    if (!row) throw notFound(messages.colorUnknown);
    app.catalogCache.invalidateGoods([row.goods_id]);
    return reply.ok(row);
  });
}
