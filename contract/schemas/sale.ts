import { mixed, number, object, type InferType } from 'yup';
import { messages } from '../messages';
import { endTimeOf } from '../sale';

/** POST ios/others/countDown {end_time}: unix seconds or an ISO date-time (contract/sale.ts endTimeOf). */
export const countDownSchema = object({
  end_time: mixed<string | number>()
    .required(messages.endTimeInvalid)
    .test('end-time', messages.endTimeInvalid, (v) => v === undefined || endTimeOf(v) !== null),
});
export type CountDownInput = InferType<typeof countDownSchema>;

/** GET api/eyeGlasses/getProducts?category_id=&page=: a page of the sale's products, of one of its categories or all. */
export const saleProductsQuerySchema = object({
  category_id: number()
    .typeError(messages.saleCategoryUnknown)
    .integer(messages.saleCategoryUnknown)
    .positive(messages.saleCategoryUnknown)
    .max(2_147_483_647, messages.saleCategoryUnknown)
    .optional(),
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
});
export type SaleProductsQuery = InferType<typeof saleProductsQuerySchema>;
