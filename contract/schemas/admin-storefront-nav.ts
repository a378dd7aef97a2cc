import { array, boolean, number, object, string, type InferType } from 'yup';
import {
  CATEGORY_LIMITS as C,
  EDITABLE_NAV_COLUMNS,
  HOT_SEARCH_LIMITS as H,
  NAV_LIMITS as N,
  SHOP_URL_PATTERN,
  SLUG_PATTERN,
  type EditableNavColumn,
} from '../admin-storefront-nav';
import { consoleMessages as m } from '../console-messages';
import { rowId } from './list-query';

/**
 * The rules of categories, navigation entries and popular searches, written once: the console's
 * forms and the server (api/admin/categories, navigation, hot-searches) check the same. What only
 * the database knows (a slug taken, a parent that exists, a move under its own child) the services
 * check, with the messages of console-messages.ts.
 */

/** A parent: an id, or null (empty) for the top level. */
const parent = (message: string) =>
  rowId(message)
    .transform((v, raw) => (raw === '' || raw === null ? null : v))
    .nullable();

const categoryName = () => string().trim().required(m.categoryNameRequired).max(C.nameMax, m.categoryNameTooLong);
const slug = () =>
  string()
    .trim()
    .lowercase()
    .max(C.slugMax, m.categorySlugInvalid)
    .test('slug', m.categorySlugInvalid, (v) => !v || SLUG_PATTERN.test(v));
const picture = () =>
  string()
    .trim()
    .max(C.imgMax, m.categoryImgInvalid)
    .test('url', m.categoryImgInvalid, (v) => !v || SHOP_URL_PATTERN.test(v));

/** POST api/admin/categories. An empty slug is made from the name. */
export const categoryInputSchema = object({
  name: categoryName(),
  slug: slug().default(''),
  img: picture().default(''),
  parent_id: parent(m.categoryParentUnknown).default(null),
  is_hidden: boolean().default(false),
});
export type CategoryInput = InferType<typeof categoryInputSchema>;

/** PATCH api/admin/categories/{id}: only what is sent changes (a move sends parent_id, null: the top level). */
export const categoryPatchSchema = object({
  name: categoryName().optional().default(undefined),
  slug: slug().optional().default(undefined),
  img: picture().optional().default(undefined),
  parent_id: parent(m.categoryParentUnknown).optional().default(undefined),
  is_hidden: boolean().optional().default(undefined),
});
export type CategoryPatch = InferType<typeof categoryPatchSchema>;

export const categoryParamsSchema = object({ id: rowId(m.categoryNotFound).required(m.categoryNotFound) });
export type CategoryParams = InferType<typeof categoryParamsSchema>;

/** A reorder: the siblings under `parent_id` (null: the top level), every one named once. */
const orderOf = (max: number, message: string) =>
  object({
    parent_id: parent(message).default(null),
    ids: array(rowId(m.listOrderInvalid).required(m.listOrderInvalid))
      .required(m.listOrderInvalid)
      .min(1, m.listOrderInvalid)
      .max(max, m.listOrderInvalid)
      .test('once', m.listOrderInvalid, (ids) => !ids || new Set(ids).size === ids.length),
  });
export const categoryOrderSchema = orderOf(C.siblingsMax, m.categoryParentUnknown);
export type CategoryOrderInput = InferType<typeof categoryOrderSchema>;

const navName = () => string().trim().required(m.navNameRequired).max(N.nameMax, m.navNameTooLong);
const shopUrl = (max: number) =>
  string()
    .trim()
    .required(m.navUrlRequired)
    .max(max, m.navUrlInvalid)
    .test('url', m.navUrlInvalid, (v) => !v || SHOP_URL_PATTERN.test(v));

/** POST api/admin/navigation/{column}. */
export const navItemInputSchema = object({
  name: navName(),
  url: shopUrl(N.urlMax),
  parent_id: parent(m.navParentUnknown).default(null),
  is_hidden: boolean().default(false),
});
export type NavItemInput = InferType<typeof navItemInputSchema>;

/** PATCH api/admin/navigation/{column}/{id}: only what is sent changes. */
export const navItemPatchSchema = object({
  name: navName().optional().default(undefined),
  url: shopUrl(N.urlMax).optional().default(undefined),
  parent_id: parent(m.navParentUnknown).optional().default(undefined),
  is_hidden: boolean().optional().default(undefined),
});
export type NavItemPatch = InferType<typeof navItemPatchSchema>;

/** api/admin/navigation/{column}: 5 the menu, 2 the footer. */
export const navColumnParamsSchema = object({
  column: number()
    .typeError(m.navColumnUnknown)
    .oneOf([...EDITABLE_NAV_COLUMNS], m.navColumnUnknown)
    .required(m.navColumnUnknown),
});
export type NavColumnParams = { column: EditableNavColumn };
export const navItemParamsSchema = object({
  column: navColumnParamsSchema.fields.column,
  id: rowId(m.navItemNotFound).required(m.navItemNotFound),
});
export type NavItemParams = { column: EditableNavColumn; id: number };

export const navOrderSchema = orderOf(N.siblingsMax, m.navParentUnknown);
export type NavOrderInput = InferType<typeof navOrderSchema>;

const hotName = () => string().trim().required(m.hotSearchNameRequired).max(H.nameMax, m.hotSearchNameTooLong);

/** POST api/admin/hot-searches. An empty url is the search for its words. */
export const hotSearchInputSchema = object({
  name: hotName(),
  url: string()
    .trim()
    .max(H.urlMax, m.navUrlInvalid)
    .test('url', m.navUrlInvalid, (v) => !v || SHOP_URL_PATTERN.test(v))
    .default(''),
});
export type HotSearchInput = InferType<typeof hotSearchInputSchema>;

/** PATCH api/admin/hot-searches/{id}. */
export const hotSearchPatchSchema = object({
  name: hotName().optional().default(undefined),
  url: shopUrl(H.urlMax).optional().default(undefined),
});
export type HotSearchPatch = InferType<typeof hotSearchPatchSchema>;

export const hotSearchParamsSchema = object({ id: rowId(m.hotSearchNotFound).required(m.hotSearchNotFound) });
export type HotSearchParams = InferType<typeof hotSearchParamsSchema>;

/** POST api/admin/hot-searches/order: every popular search once. */
export const hotSearchOrderSchema = object({
  ids: array(rowId(m.listOrderInvalid).required(m.listOrderInvalid))
    .required(m.listOrderInvalid)
    .min(1, m.listOrderInvalid)
    .max(H.countMax, m.listOrderInvalid)
    .test('once', m.listOrderInvalid, (ids) => !ids || new Set(ids).size === ids.length),
});
export type HotSearchOrderInput = InferType<typeof hotSearchOrderSchema>;
