import { array, boolean, number, object, string, type InferType } from 'yup';
import { COUPON_CODE_PATTERN, COUPON_KINDS, COUPON_STATES, PROMOTION_LIMITS as L, type CouponKind, type CouponState } from '../admin-promotions';
import { consoleMessages as m } from '../console-messages';
import { messages } from '../messages';
import { toCents } from '../rounding';
import { pageQuery, rowId } from './list-query';

/**
 * The rules of coupons, sales and currencies, written once: the console's forms send what these
 * accept and the server checks every save with them (api/admin/coupons, sales, currencies). What
 * only the database knows (a code used by another coupon, claims already made, a category that
 * exists) the service checks, with the messages of console-messages.ts.
 */

/** At most two decimals. */
const cents = (v: number | undefined | null) => v == null || Math.abs(toCents(v) - v * 100) < 1e-6;

/** An ISO 8601 date-time with its zone (the console sends `toISOString()`). */
const dateTime = () =>
  string()
    .trim()
    .required(m.dateTimeInvalid)
    .matches(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, m.dateTimeInvalid)
    .test('date', m.dateTimeInvalid, (v) => v == null || !Number.isNaN(Date.parse(v)));

/** The end after the start: checked on the end's field, so the message is under it. */
const after = (start: string, message: string) =>
  dateTime().test('after', message, function (v) {
    const from = Date.parse(String(this.parent[start] ?? ''));
    return v == null || Number.isNaN(from) || Date.parse(v) > from;
  });

/** An optional whole number: empty (or null) is null. */
const emptyIsNull = (v: unknown, raw: unknown) => (raw === '' || raw === null ? null : v);

export const couponInputSchema = object({
  title: string().trim().required(m.couponTitleRequired).max(L.titleMax, m.couponTitleTooLong),
  /** Upper-cased; empty on a claimable coupon: the server makes one. */
  code: string()
    .trim()
    .uppercase()
    .max(L.codeMax, m.couponCodeInvalid)
    .matches(COUPON_CODE_PATTERN, m.couponCodeInvalid)
    .default('')
    .test('code', m.couponCodeRequired, function (v) {
      return this.parent.claimable !== false || !!v;
    }),
  discount_type: string<CouponKind>()
    .oneOf([...COUPON_KINDS], m.couponKindInvalid)
    .required(m.couponKindInvalid),
  /** A percentage (0 < p <= 100) or an amount off in USD (above 0), as discount_type says. */
  discount_value: number()
    .typeError(m.couponAmountInvalid)
    .required(m.couponAmountInvalid)
    .test('value', function (v) {
      if (this.parent.discount_type === 'percent') {
        return (v > 0 && v <= 100 && cents(v)) || this.createError({ message: m.couponPercentInvalid });
      }
      return (v > 0 && v <= L.amountMax && cents(v)) || this.createError({ message: m.couponAmountInvalid });
    }),
  min_amount: number()
    .typeError(m.couponMinSpendInvalid)
    .min(0, m.couponMinSpendInvalid)
    .max(L.amountMax, m.couponMinSpendInvalid)
    .test('cents', m.couponMinSpendInvalid, cents)
    .default(0),
  valid_from: dateTime(),
  valid_to: after('valid_from', m.couponToBeforeFrom),
  claimable: boolean().typeError(messages.invalidInput).default(true),
  /** How many may claim it; null (or empty): no limit. Never below those already claimed (the service checks). */
  quantity: number()
    .transform(emptyIsNull)
    .nullable()
    .typeError(m.couponQuantityInvalid)
    .integer(m.couponQuantityInvalid)
    .min(1, m.couponQuantityInvalid)
    .max(L.quantityMax, m.couponQuantityInvalid)
    .default(null),
  offered: boolean()
    .typeError(messages.invalidInput)
    .default(false)
    .test('claimable', m.couponOfferNeedsClaimable, function (v) {
      return !v || this.parent.claimable !== false;
    }),
  offer_sort: number()
    .typeError(m.couponOfferSortInvalid)
    .integer(m.couponOfferSortInvalid)
    .min(0, m.couponOfferSortInvalid)
    .max(L.offerSortMax, m.couponOfferSortInvalid)
    .default(0),
  active: boolean().typeError(messages.invalidInput).default(true),
});
export type CouponInput = InferType<typeof couponInputSchema>;

const version = () =>
  number().typeError(messages.invalidInput).integer(messages.invalidInput).min(1, messages.invalidInput).required(messages.invalidInput);

/** PUT api/admin/coupons/{id}: the coupon with the version it was read at. */
export const couponUpdateSchema = couponInputSchema.shape({ version: version() });
export type CouponUpdate = InferType<typeof couponUpdateSchema>;

/** POST api/admin/coupons/{id}/active */
export const couponActiveSchema = object({
  version: version(),
  active: boolean().typeError(messages.invalidInput).required(messages.invalidInput),
});
export type CouponActiveInput = InferType<typeof couponActiveSchema>;

/** GET api/admin/coupons: by (part of) a title or the start of a code, by state; newest first. */
export const couponQuerySchema = object({
  q: string().trim().max(L.searchMax, messages.fieldTooLong).default(''),
  state: string<CouponState>().oneOf([...COUPON_STATES], messages.filterInvalid),
  ...pageQuery(),
});
export type CouponQuery = InferType<typeof couponQuerySchema>;

export const couponParamsSchema = object({ id: rowId(m.couponNotFound).required(m.couponNotFound) });
export type CouponParams = InferType<typeof couponParamsSchema>;

export const saleInputSchema = object({
  title: string().trim().required(m.saleTitleRequired).max(L.titleMax, m.couponTitleTooLong),
  subtitle: string().trim().max(L.saleSubtitleMax, m.saleSubtitleTooLong).default(''),
  /** A picture on this site (a root-relative address, e.g. a /media/… the console uploaded), or none. */
  banner_img: string()
    .trim()
    .max(L.bannerMax, m.saleBannerInvalid)
    .matches(/^(\/(?!\/)\S*)?$/, m.saleBannerInvalid)
    .default(''),
  banner_alt: string().trim().max(L.altMax, m.saleAltTooLong).default(''),
  starts_at: dateTime(),
  ends_at: after('starts_at', m.saleEndBeforeStart),
  active: boolean().typeError(messages.invalidInput).default(true),
  category_ids: array(rowId(m.saleCategoryUnknownConsole).required(m.saleCategoryUnknownConsole))
    .typeError(m.saleCategoriesRequired)
    .required(m.saleCategoriesRequired)
    .min(1, m.saleCategoriesRequired)
    .max(L.saleCategoriesMax, m.saleCategoriesRequired)
    .test('once', m.saleCategoriesRequired, (v) => v == null || new Set(v).size === v.length),
});
export type SaleInput = InferType<typeof saleInputSchema>;

const stamp = () => string().trim().required(messages.invalidInput).max(64, messages.invalidInput);

/** PUT api/admin/sales/{id}: the sale with the version it was read at. */
export const saleUpdateSchema = saleInputSchema.shape({ version: stamp() });
export type SaleUpdate = InferType<typeof saleUpdateSchema>;

export const saleParamsSchema = object({ id: rowId(m.saleNotFoundConsole).required(m.saleNotFoundConsole) });
export type SaleParams = InferType<typeof saleParamsSchema>;

/** A rate per US dollar: above 0, at most PROMOTION_LIMITS.rateMax, at most 6 decimals. */
const rate = () =>
  number()
    .typeError(m.currencyRateInvalid)
    .required(m.currencyRateInvalid)
    .moreThan(0, m.currencyRateInvalid)
    .max(L.rateMax, m.currencyRateInvalid)
    .test('decimals', m.currencyRateInvalid, (v) => v == null || Math.abs(Math.round(v * 1e6) - v * 1e6) < 1e-3);

/** PUT api/admin/currencies: the rates (of some or every currency) and which one is the default. */
export const currenciesInputSchema = object({
  version: stamp(),
  default_id: rowId(m.currencyDefaultInvalid).required(m.currencyDefaultInvalid),
  rates: array(object({ id: rowId(m.currencyListInvalid).required(m.currencyListInvalid), exchange_rate: rate() }))
    .typeError(m.currencyListInvalid)
    .max(200, m.currencyListInvalid)
    .test('once', m.currencyListInvalid, (v) => v == null || new Set(v.map((r) => r.id)).size === v.length)
    .default([]),
});
export type CurrenciesInput = InferType<typeof currenciesInputSchema>;
