import { mixed, number, object, string, type InferType } from 'yup';
import { createOrderSchema } from './checkout';
import { messages } from '../messages';
import { COUNTRIES } from '../regions';
import {
  BUSINESS_TYPES,
  PRICE_LIST_KINDS,
  QUICK_ORDER_MAX_CHARS,
  WHOLESALE_TERMS_MAX_IDS,
  type BusinessType,
  type PriceListKind,
} from '../wholesale';

const countryCodes = COUNTRIES.map((c) => c.country_id);

/** POST api/users/business: the business a customer declares (account settings). */
export const businessProfileSchema = object({
  company_name: string().trim().required(messages.businessCompanyRequired).max(120, messages.businessCompanyRequired),
  tax_id: string()
    .trim()
    .required(messages.businessTaxIdRequired)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 .\-/]{2,38}[A-Za-z0-9]$/, messages.businessTaxIdRequired),
  business_type: mixed<BusinessType>()
    .oneOf([...BUSINESS_TYPES], messages.businessTypeRequired)
    .required(messages.businessTypeRequired),
  country: string().trim().uppercase().oneOf(countryCodes, messages.businessCountryRequired).required(messages.businessCountryRequired),
});
export type BusinessProfileInput = InferType<typeof businessProfileSchema>;

/** GET api/goods/priceList: one page of a price list, searched and filtered by collection. */
export const priceListQuerySchema = object({
  kind: mixed<PriceListKind>()
    .oneOf([...PRICE_LIST_KINDS], messages.invalidInput)
    .default('v'),
  keywords: string().trim().max(80, messages.invalidInput).default(''),
  collection: number().typeError(messages.invalidInput).integer(messages.invalidInput).min(0, messages.invalidInput).default(0),
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
});
export type PriceListQuery = InferType<typeof priceListQuerySchema>;

const goodsIdList = new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${WHOLESALE_TERMS_MAX_IDS - 1}}$`);

/** GET api/goods/wholesaleTerms?goods_ids=1,2,3: 1 to WHOLESALE_TERMS_MAX_IDS product ids, comma-separated. */
export const wholesaleTermsQuerySchema = object({
  goods_ids: string()
    .required(messages.invalidInput)
    .matches(goodsIdList, messages.invalidInput)
    .test('ids-in-range', messages.invalidInput, (v) => v === undefined || v.split(',').every((id) => Number(id) <= 2_147_483_647)),
});
export type WholesaleTermsQuery = InferType<typeof wholesaleTermsQuerySchema>;

/** The ids of a validated wholesaleTerms query. */
export const goodsIdsOfTermsQuery = (q: WholesaleTermsQuery): number[] => [...new Set(q.goods_ids.split(',').map(Number))];

/** GET api/goods/priceListPdf: the whole list as a PDF in a currency. */
export const priceListPdfQuerySchema = object({
  kind: mixed<PriceListKind>()
    .oneOf([...PRICE_LIST_KINDS], messages.invalidInput)
    .default('v'),
  currency_id: number().typeError(messages.currencyUnknown).integer(messages.currencyUnknown).min(1, messages.currencyUnknown).optional(),
});
export type PriceListPdfQuery = InferType<typeof priceListPdfQuerySchema>;

/** POST api/users/shoppingList/quickOrder: pasted lines or a CSV file's text. */
export const quickOrderSchema = object({
  text: string()
    .required(messages.quickOrderEmpty)
    .max(QUICK_ORDER_MAX_CHARS, messages.quickOrderTooManyLines)
    .test('not-blank', messages.quickOrderEmpty, (v) => !!v && v.trim().length > 0),
  /** replace: the list becomes these lines; add (default): quantities are added to the list's. */
  mode: mixed<'add' | 'replace'>().oneOf(['add', 'replace'], messages.invalidInput).default('add'),
});
export type QuickOrderInput = InferType<typeof quickOrderSchema>;

/** POST api/users/shoppingList/line: set one colour's quantity on the open list (0 removes it). */
export const shoppingListLineSchema = object({
  variant_id: number().typeError(messages.colorUnknown).integer(messages.colorUnknown).min(1, messages.colorUnknown).required(messages.colorUnknown),
  qty: number()
    .typeError(messages.quickOrderQty)
    .integer(messages.quickOrderQty)
    .min(0, messages.quickOrderQty)
    .max(99_999, messages.quickOrderQty)
    .required(messages.quickOrderQty),
});
export type ShoppingListLineInput = InferType<typeof shoppingListLineSchema>;

export const shoppingListIdParamsSchema = object({
  id: number()
    .typeError(messages.shoppingListNotFound)
    .integer(messages.shoppingListNotFound)
    .min(1, messages.shoppingListNotFound)
    .required(messages.shoppingListNotFound),
});
export type ShoppingListIdParams = InferType<typeof shoppingListIdParamsSchema>;

/** POST api/users/shoppingList/submit: what createOrder asks besides the lines (the list's). */
export const submitShoppingListSchema = createOrderSchema.pick(['address_id', 'shipping_method', 'client_token', 'currency_id']);
export type SubmitShoppingListInput = InferType<typeof submitShoppingListSchema>;
