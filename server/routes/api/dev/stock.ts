import type { FastifyInstance } from 'fastify';
import { number, object, type InferType } from 'yup';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { setVariantStock } from '../../../services/catalog/stock';
import { devStockReply } from '../../../../contract/schemas/replies/ops';
import { type Agrees, type Assert } from '../../../../contract/schemas/replies/shape';
import { replies } from '../../../openapi/replies';

const bodySchema = object({
  variant_id: number()
    .typeError(messages.colorUnknown)
    .integer(messages.colorUnknown)
    .positive(messages.colorUnknown)
    .max(2_147_483_647, messages.colorUnknown)
    .required(messages.colorUnknown),
  stock_qty: number()
    .typeError(messages.invalidInput)
    .integer(messages.invalidInput)
    .min(0, messages.invalidInput)
    .max(1_000_000, messages.invalidInput)
    .required(messages.invalidInput),
});

/**
 * POST api/dev/stock {variant_id, stock_qty}: sets a colour's stock, as a warehouse count or a
 * sale in another channel would, so browser journeys can see a cart line sell out. Answers
 * {variant_id, goods_id, stock_qty}. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devStockRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.post<{ Body: InferType<typeof bodySchema> }>(
    `/${paths.devStock}`,
    {
      schema: { summary: "Set a colour's stock (test only)", tags: ['dev'], body: bodySchema, response: replies(devStockReply) },
    },
    async (req, reply) => reply.ok(await setVariantStock(app, req.body.variant_id, req.body.stock_qty)),
  );
}

type _Stock = Assert<Agrees<typeof devStockReply, Awaited<ReturnType<typeof setVariantStock>>>>;
