import { object, number, string, type InferType } from 'yup';
import { messages } from '../messages';

/** A positive database id (int4), so an absurd number is a 422 and never reaches the database. */
const id = () =>
  number().typeError(messages.invalidInput).integer(messages.invalidInput).positive(messages.invalidInput)
    .max(2_147_483_647, messages.invalidInput);

/** GET api/column/:id?store_id= */
export const columnParamsSchema = object({ id: id().required(messages.invalidInput) });
export const columnQuerySchema = object({ store_id: id().optional() });
export type ColumnParams = InferType<typeof columnParamsSchema>;
export type ColumnQuery = InferType<typeof columnQuerySchema>;

/** GET api/goods/image/:id.svg?color=hex&view=front|side */
export const goodsImageParamsSchema = object({ id: id().required(messages.invalidInput) });
export const goodsImageQuerySchema = object({
  color: string().matches(/^#?[0-9a-fA-F]{6}$/, messages.invalidInput).optional(),
  view: string().oneOf(['front', 'side'], messages.invalidInput).default('front'),
});
export type GoodsImageParams = InferType<typeof goodsImageParamsSchema>;
export type GoodsImageQuery = InferType<typeof goodsImageQuerySchema>;
