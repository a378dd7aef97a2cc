import { array, object, number, string, type InferType } from 'yup';
import { messages } from '../messages';
import { PAGE_SIZE } from '../constants';
import { INDEX_GOODS_TABS, SORTS, WIDTH_BUCKETS } from '../catalog';
import { quantity } from './cart';
import { emailField } from './email';
import { LENS_INDICES, lensConfigSchema, type LensIndex } from '../prescription';

/** A positive database id (int4), so an absurd number is a 422 and never reaches the database. */
const id = () =>
  number().typeError(messages.invalidInput).integer(messages.invalidInput).positive(messages.invalidInput).max(2_147_483_647, messages.invalidInput);

/** GET api/column/:id?store_id= */
export const columnParamsSchema = object({ id: id().required(messages.invalidInput) });
export const columnQuerySchema = object({ store_id: id().optional() });
export type ColumnParams = InferType<typeof columnParamsSchema>;
export type ColumnQuery = InferType<typeof columnQuerySchema>;

/** GET api/goods/image/:id.svg?color=hex&view=front|side */
export const goodsImageParamsSchema = object({ id: id().required(messages.invalidInput) });
export const goodsImageQuerySchema = object({
  color: string()
    .matches(/^#?[0-9a-fA-F]{6}$/, messages.invalidInput)
    .optional(),
  view: string().oneOf(['front', 'side'], messages.invalidInput).default('front'),
});
export type GoodsImageParams = InferType<typeof goodsImageParamsSchema>;
export type GoodsImageQuery = InferType<typeof goodsImageQuerySchema>;

/** Filter lists arrive as `shape[]=round&shape[]=oval` (form) or a JSON array; one value is a list of one. */
const list = (values?: readonly string[]) =>
  array()
    .transform((v: unknown, orig: unknown) => (typeof orig === 'string' ? [orig] : v))
    .of(
      values
        ? string()
            .trim()
            .oneOf([...values], messages.filterInvalid)
            .required(messages.filterInvalid)
        : string().trim().max(40, messages.filterInvalid).required(messages.filterInvalid),
    )
    .max(20, messages.filterInvalid)
    .optional();

const price = () => number().typeError(messages.filterInvalid).min(0, messages.filterInvalid).max(1_000_000, messages.filterInvalid).optional();

/** POST api/goods/list: a category, a search, or both; filters; sort; a page of at most 50. */
export const goodsListSchema = object({
  category_id: id().optional(),
  keywords: string().trim().max(100, messages.filterInvalid).optional(),
  sort: string()
    .oneOf([...SORTS], messages.filterInvalid)
    .default('newest'),
  shape: list(),
  color: list(),
  material: list(),
  rim: list(),
  gender: list(),
  width: list(WIDTH_BUCKETS),
  price_min: price(),
  price_max: price(),
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
  page_size: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(50, messages.pageInvalid)
    .default(PAGE_SIZE),
});
export type GoodsListInput = InferType<typeof goodsListSchema>;

/** GET api/goods/property?category_id= and replenishProperty?keywords= */
export const propertyQuerySchema = object({
  category_id: id().optional(),
  keywords: string().trim().max(100, messages.filterInvalid).optional(),
});
export type PropertyQuery = InferType<typeof propertyQuerySchema>;

export const goodsIdParamsSchema = object({ id: id().required(messages.goodsNotFound) });
export type GoodsIdParams = InferType<typeof goodsIdParamsSchema>;

/** recommendation, goodComments, goodCommentImgs */
export const goodsQuerySchema = object({
  goods_id: id().required(messages.goodsNotFound),
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
});
export type GoodsQueryInput = InferType<typeof goodsQuerySchema>;

/** POST api/index/indexBlocks?top | ?index, body { type } */
export const indexBlocksSchema = object({ type: string().oneOf(['wap', 'pc'], messages.invalidInput).default('wap') });
export const indexGoodsSchema = object({
  type: string()
    .oneOf([...INDEX_GOODS_TABS], messages.invalidInput)
    .default('new'),
});

/** POST api/users/addWish { goods_ids } */
export const addWishSchema = object({
  goods_ids: array()
    .transform((v: unknown, orig: unknown) => (typeof orig === 'string' || typeof orig === 'number' ? [orig] : v))
    .of(id().required(messages.goodsNotFound))
    .min(1, messages.goodsNotFound)
    .max(100, messages.invalidInput)
    .required(messages.goodsNotFound),
});
export type AddWishInput = InferType<typeof addWishSchema>;

/** DELETE api/users/removeWish { goods_id } */
export const removeWishSchema = object({ goods_id: id().required(messages.goodsNotFound) });
export type RemoveWishInput = InferType<typeof removeWishSchema>;

/** POST api/users/addCart (JSON) */
export const addCartSchema = object({
  goods_id: id().required(messages.goodsNotFound),
  variant_id: id().required(messages.colorUnknown),
  qty: quantity(),
  /** Lenses for the frame (contract/prescription.ts); absent or null for a bare frame. */
  lens: lensConfigSchema.nullable().default(null),
});
export type AddCartInput = InferType<typeof addCartSchema>;

/** GET api/goods/sphRange?goods_id=&index= (index optional: every index) */
export const sphRangeQuerySchema = object({
  goods_id: id().required(messages.goodsNotFound),
  index: string<LensIndex>()
    .oneOf([...LENS_INDICES], messages.lensIndexNotAllowed)
    .optional(),
});
export type SphRangeQuery = InferType<typeof sphRangeQuerySchema>;

/** POST api/users/stockNotify */
export const stockNotifySchema = object({
  goods_id: id().required(messages.goodsNotFound),
  variant_id: id().required(messages.colorUnknown),
  email: emailField({ words: 'catalogue' }),
});
export type StockNotifyInput = InferType<typeof stockNotifySchema>;
