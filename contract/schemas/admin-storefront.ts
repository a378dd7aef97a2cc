import { array, boolean, object, string, type InferType } from 'yup';
import { STOREFRONT_LIMITS as L } from '../admin-storefront';
import { consoleMessages as m } from '../console-messages';
import { rowId } from './list-query';

/**
 * The storefront's rules, written once: the console's forms check them as the member types, the
 * server on every save (api/admin/storefront). What only the database knows (a product that is
 * published, a block that is the hero) the service checks, with the messages of console-messages.ts.
 */

/** A link a shopper follows: a path on the shop (not `//host`), or an https address. */
export const LINK = /^(\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/;
/** A picture on the shop's own origin (its media, a product picture): a path, not `//host`. */
export const PICTURE = /^\/(?!\/)[^\s"'<>]*$/;

const link = () =>
  string().trim().max(L.linkMax, m.storefrontLinkInvalid).matches(LINK, { message: m.storefrontLinkInvalid, excludeEmptyString: true }).default('');
const picture = () =>
  string().trim().required(m.storefrontImageRequired).max(L.imageMax, m.storefrontImageInvalid).matches(PICTURE, m.storefrontImageInvalid);
const title = () => string().trim().required(m.storefrontTitleRequired).max(L.titleMax, m.storefrontTitleTooLong);
const subtitle = () => string().trim().max(L.subtitleMax, m.storefrontSubtitleTooLong).default('');
const version = () => string().trim().max(64, m.storefrontChanged).required(m.storefrontChanged);

/** An instant as ISO text, or empty (null: open). */
const instant = () =>
  string()
    .transform((v: unknown) => (v === '' || v === undefined ? null : v))
    .nullable()
    .test('date', m.storefrontDateInvalid, (v) => v == null || !Number.isNaN(Date.parse(v)))
    .default(null);

/** PUT api/admin/storefront/blocks/{id} */
export const blockInputSchema = object({
  title: title(),
  subtitle: subtitle(),
  link: link(),
  is_active: boolean().typeError(m.storefrontTitleRequired).default(true),
});
export type BlockInput = InferType<typeof blockInputSchema>;
export const blockUpdateSchema = blockInputSchema.shape({ version: version() });
export type BlockUpdateInput = InferType<typeof blockUpdateSchema>;

/** A slide: the end, when given, after the start. */
export const slideInputSchema = object({
  title: title(),
  subtitle: subtitle(),
  img: picture(),
  alt: string().trim().max(L.altMax, m.storefrontAltTooLong).default(''),
  link: link(),
  starts_at: instant(),
  ends_at: instant().test('after', m.storefrontEndBeforeStart, function (end) {
    const start = (this.parent as { starts_at?: string | null }).starts_at;
    return end == null || start == null || Number.isNaN(Date.parse(start)) || Date.parse(end) > Date.parse(start);
  }),
});
export type SlideInput = InferType<typeof slideInputSchema>;
/** PUT api/admin/storefront/slides/{id} */
export const slideUpdateSchema = slideInputSchema.shape({ version: version() });
export type SlideUpdateInput = InferType<typeof slideUpdateSchema>;

/** POST …/order: every one of them once, in the new order. */
export const orderSchema = object({
  ids: array(rowId(m.storefrontOrderInvalid).required(m.storefrontOrderInvalid))
    .required(m.storefrontOrderInvalid)
    .min(1, m.storefrontOrderInvalid)
    .max(200, m.storefrontOrderInvalid)
    .test('once', m.storefrontOrderInvalid, (ids) => !ids || new Set(ids).size === ids.length),
});
export type OrderInput = InferType<typeof orderSchema>;

/** PUT api/admin/storefront/blocks/{id}/goods: [] lets the row's tab choose. */
const goodsIds = () =>
  array(rowId(m.goodsRowIdInvalid).required(m.goodsRowIdInvalid))
    .typeError(m.goodsRowIdInvalid)
    .required(m.goodsRowTooMany)
    .max(L.goodsMax, m.goodsRowTooMany)
    .test('once', m.goodsRowTwice, (ids) => !ids || new Set(ids).size === ids.length);
export const blockGoodsSchema = object({ goods_ids: goodsIds(), version: version() });
export type BlockGoodsInput = InferType<typeof blockGoodsSchema>;

/** PUT api/admin/storefront/questionnaires/{id} */
export const questionnairePicturesSchema = object({
  image_url: picture(),
  wap_image_url: picture(),
  version: version(),
});
export type QuestionnairePicturesInput = InferType<typeof questionnairePicturesSchema>;

/** GET api/admin/storefront/goods */
export const storefrontGoodsQuerySchema = object({ q: string().trim().max(60, m.storefrontOrderInvalid).default('') });
export type StorefrontGoodsQuery = InferType<typeof storefrontGoodsQuerySchema>;

export const storefrontParamsSchema = object({ id: rowId(m.blockNotFound).required(m.blockNotFound) });
export type StorefrontParams = InferType<typeof storefrontParamsSchema>;

/**
 * POST api/admin/storefront/preview: a form's unsaved values, laid over the live storefront: a
 * block's words (`block`), a slide (`slide`, without id: a new one, last of its block), a goods
 * row's products (`goods`). At least one.
 */
export const previewInputSchema = object({
  block: blockInputSchema
    .shape({ id: rowId(m.blockNotFound).required(m.blockNotFound) })
    .default(undefined)
    .optional(),
  slide: slideInputSchema
    .shape({ id: rowId(m.slideNotFound).nullable().default(null), block_id: rowId(m.blockNotFound).required(m.blockNotFound) })
    .default(undefined)
    .optional(),
  goods: object({
    block_id: rowId(m.blockNotFound).required(m.blockNotFound),
    goods_ids: goodsIds(),
  })
    .default(undefined)
    .optional(),
}).test('some', m.previewEmpty, (v) => !!(v?.block || v?.slide || v?.goods));
export type PreviewInput = InferType<typeof previewInputSchema>;
