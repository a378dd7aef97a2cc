import { object, string, type InferType } from 'yup';
import { LENS_PRICE_LIST_KINDS, type LensPriceListKind } from '../lens-price-list';
import { messages } from '../messages';

/** GET api/customer/lensPriceList?kind=z|w */
export const lensPriceListQuerySchema = object({
  kind: string<LensPriceListKind>()
    .oneOf([...LENS_PRICE_LIST_KINDS], messages.lensPriceListKind)
    .default('z'),
});
export type LensPriceListQuery = InferType<typeof lensPriceListQuerySchema>;
