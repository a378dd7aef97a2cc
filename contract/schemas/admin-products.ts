import { array, number, object, string, type InferType } from 'yup';
import {
  ADMIN_PRODUCT_SORTS,
  GOODS_STATUSES,
  PRICE_KINDS,
  PRODUCT_LIMITS as L,
  STOCK_REASONS,
  type AdminProductSort,
  type GoodsStatus,
  type PriceKind,
  type PriceTier,
  type StockReason,
} from '../admin-products';
import { consoleMessages as m } from '../console-messages';
import { messages } from '../messages';
import { toCents } from '../rounding';
import { pageQuery, rowId, sortQuery } from './list-query';

/**
 * A product's rules, written once: the console's form checks them as the member types, the server
 * checks them on every save (api/admin/products), and the CSV import checks each line with them.
 * What only the database knows (an SKU used by another product, a category that exists) the
 * service checks, with the messages of console-messages.ts.
 */

const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Money in USD: 0..PRODUCT_LIMITS.priceMax with at most two decimals. */
const price = () =>
  number()
    .typeError(m.productPriceInvalid)
    .min(0, m.productPriceInvalid)
    .max(L.priceMax, m.productPriceInvalid)
    .test('cents', m.productPriceInvalid, (v) => v == null || Math.abs(toCents(v) - v * 100) < 1e-6);

const whole = (max: number, message: string) => number().typeError(message).integer(message).min(0, message).max(max, message);

/** A size in mm, or empty (null). */
const size = () =>
  number()
    .transform((v, raw) => (raw === '' || raw === null ? null : v))
    .nullable()
    .typeError(m.productSizeInvalid)
    .integer(m.productSizeInvalid)
    .min(L.sizeMin, m.productSizeInvalid)
    .max(L.sizeMax, m.productSizeInvalid)
    .default(null);

/** An SPH bound, or empty (null: the rule by rim decides). */
const sph = () =>
  number()
    .transform((v, raw) => (raw === '' || raw === null ? null : v))
    .nullable()
    .typeError(m.productSphInvalid)
    .min(L.sphMin, m.productSphInvalid)
    .max(L.sphMax, m.productSphInvalid)
    .test('quarter', m.productSphInvalid, (v) => v == null || Number.isInteger(v * 4))
    .default(null);

const attribute = () => string().trim().max(L.attributeMax, m.productAttributeTooLong).default('');

/**
 * Tiers by quantity: each from 2 pieces, each starting at a larger quantity than the one before and
 * costing less per piece (and less than `below`, the price of one, when given).
 */
export function tiersAscend(tiers: readonly PriceTier[], below?: number): boolean {
  let qty = 1;
  let cost = below ?? Number.POSITIVE_INFINITY;
  for (const t of tiers) {
    if (!(t.min_qty > qty) || !(t.price < cost)) return false;
    qty = t.min_qty;
    cost = t.price;
  }
  return true;
}

const tiers = () =>
  array(
    object({
      min_qty: number()
        .typeError(m.productTiersNotAscending)
        .integer(m.productTiersNotAscending)
        .min(2, m.productTiersNotAscending)
        .max(L.stockMax)
        .required(m.productTiersNotAscending),
      price: price().required(m.productPriceInvalid),
    }),
  )
    .max(L.tiersMax, m.productTiersTooMany)
    .default([]);

export const colourInputSchema = object({
  /** An existing colour's id; none: a new colour. */
  id: rowId(m.productColourUnknown).optional(),
  name: string().trim().required(m.productColourNameRequired).max(L.colourNameMax, m.productColourNameTooLong),
  hex: string()
    .trim()
    .lowercase()
    .matches(/^#[0-9a-f]{6}$/, m.productColourHexInvalid)
    .required(m.productColourHexInvalid),
  sku: string().trim().required(m.productColourSkuInvalid).max(L.colourSkuMax, m.productColourSkuInvalid).matches(SKU, m.productColourSkuInvalid),
  /** A new colour's first stock (recorded as `received`); an existing colour's stock changes through api/admin/products/{id}/stock. */
  stock: whole(L.stockMax, m.stockInvalid).default(0),
});
export type ColourInput = InferType<typeof colourInputSchema>;

/**
 * A product as the console's form (and a CSV line, gathered by product) sends it. Prices: `price` is
 * what a shopper pays for one; a special one has its `original_price` above it; a ladder has its
 * tiers below it. Wholesale tiers are the business buyers' (from `wholesale_moq` pieces).
 */
export const productInputSchema = object({
  name: string().trim().required(m.productNameRequired).max(L.nameMax, m.productNameTooLong),
  description: string().max(L.descriptionMax, m.productDescriptionTooLong).default(''),
  category_id: rowId(m.productCategoryRequired).required(m.productCategoryRequired),
  sku: string().trim().required(m.productSkuRequired).max(L.skuMax, m.productSkuInvalid).matches(SKU, m.productSkuInvalid),
  status: string<GoodsStatus>()
    .oneOf([...GOODS_STATUSES], m.productStatusInvalid)
    .default('draft'),
  shape: attribute(),
  rim: attribute(),
  material: attribute(),
  gender: attribute(),
  lens_width: size(),
  bridge: size(),
  temple: size(),
  sph_min: sph(),
  sph_max: sph().test('range', m.productSphInvalid, function (max) {
    const min = this.parent.sph_min as number | null;
    return max == null || min == null || min < max;
  }),
  purchase_limit: whole(L.purchaseLimitMax, m.productLimitInvalid).default(0),
  low_stock_threshold: whole(L.thresholdMax, m.productThresholdInvalid).default(5),
  price_type: string<PriceKind>()
    .oneOf([...PRICE_KINDS], m.productPriceTypeInvalid)
    .default('plain'),
  price: price().required(m.productPriceInvalid),
  original_price: price()
    .transform((v, raw) => (raw === '' || raw === null ? null : v))
    .nullable()
    .default(null)
    .when('price_type', {
      is: 'special',
      then: (s) =>
        s.required(m.productOriginalPriceRequired).test('above', m.productSpecialAboveOriginal, function (original) {
          return original == null || (this.parent.price as number) < original;
        }),
    }),
  ladder: tiers()
    .when('price_type', { is: 'ladder', then: (s) => s.min(1, m.productLadderRequired) })
    .test('ascend', m.productTiersNotAscending, function (list) {
      return !list || tiersAscend(list as PriceTier[], this.parent.price as number);
    }),
  wholesale_moq: whole(L.thresholdMax, m.productMoqInvalid).default(0),
  wholesale: tiers().test('ascend', m.productTiersNotAscending, (list) => !list || tiersAscend(list as PriceTier[])),
  colours: array(colourInputSchema)
    .min(1, m.productColoursRequired)
    .max(L.coloursMax, m.productColoursTooMany)
    .test('skus', m.productColourSkuTwice, (list) => {
      const skus = (list ?? []).map((c) => c.sku?.toUpperCase());
      return new Set(skus).size === skus.length;
    })
    .required(m.productColoursRequired),
});
export type ProductInput = InferType<typeof productInputSchema>;

/** PUT api/admin/products/{id}: the product with the version it was read at. */
export const productUpdateSchema = productInputSchema.shape({
  version: number().typeError(m.productChanged).integer(m.productChanged).min(1, m.productChanged).required(m.productChanged),
});
export type ProductUpdateInput = InferType<typeof productUpdateSchema>;

export const adminProductParamsSchema = object({ id: rowId(m.productNotFound).required(m.productNotFound) });
export type AdminProductParams = InferType<typeof adminProductParamsSchema>;

/** GET api/admin/products (and products.csv). */
export const adminProductQuerySchema = object({
  q: string().trim().max(L.searchMax, messages.fieldTooLong).default(''),
  category_id: rowId(messages.filterInvalid),
  status: string<GoodsStatus>().oneOf([...GOODS_STATUSES], messages.filterInvalid),
  low_stock: number<0 | 1>().oneOf([0, 1], messages.filterInvalid).default(0),
  ...sortQuery<AdminProductSort>(ADMIN_PRODUCT_SORTS, 'updated', messages.filterInvalid),
  ...pageQuery(),
});
export type AdminProductQueryInput = InferType<typeof adminProductQuerySchema>;

/** POST api/admin/products/{id}/status */
export const productStatusSchema = object({
  version: number().typeError(m.productChanged).integer(m.productChanged).min(1, m.productChanged).required(m.productChanged),
  status: string<GoodsStatus>()
    .oneOf([...GOODS_STATUSES], m.productStatusInvalid)
    .required(m.productStatusInvalid),
});
export type ProductStatusInput = InferType<typeof productStatusSchema>;

/**
 * POST api/admin/products/{id}/stock: `set` makes the colour's stock `qty` (a count); `adjust` adds
 * `qty` (negative: taken away). Either way with a reason; the result never goes below 0.
 */
export const stockChangeSchema = object({
  variant_id: rowId(m.productColourUnknown).required(m.productColourUnknown),
  mode: string<'set' | 'adjust'>().oneOf(['set', 'adjust'], m.stockChangeInvalid).required(m.stockChangeInvalid),
  qty: number()
    .typeError(m.stockChangeInvalid)
    .integer(m.stockChangeInvalid)
    .when('mode', {
      is: 'set',
      then: (s) => s.min(0, m.stockInvalid).max(L.stockMax, m.stockInvalid),
      otherwise: (s) => s.min(-L.stockMax, m.stockChangeInvalid).max(L.stockMax, m.stockChangeInvalid).notOneOf([0], m.stockChangeInvalid),
    })
    .required(m.stockChangeInvalid),
  reason: string<StockReason>()
    .oneOf([...STOCK_REASONS], m.stockReasonInvalid)
    .required(m.stockReasonInvalid),
  note: string().trim().max(L.stockNoteMax, m.stockNoteTooLong).default(''),
});
export type StockChangeInput = InferType<typeof stockChangeSchema>;

/** POST api/admin/markdown-preview: a description as the member types it. */
export const markdownPreviewSchema = object({
  markdown: string().max(L.descriptionMax, m.productDescriptionTooLong).default(''),
});
export type MarkdownPreviewInput = InferType<typeof markdownPreviewSchema>;
