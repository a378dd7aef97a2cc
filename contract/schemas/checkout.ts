import { array, boolean, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { COUPON_CODE_PATTERN, PROMOTION_LIMITS } from '../admin-promotions';
import { SHIPPING_METHODS } from '../checkout';
import { ORDER_TABS } from '../orders';
import { countryOf, regionOf, regionsOf } from '../regions';
import { emailField } from './email';

/** A positive database id (int4). */
export const id = (message: string = messages.invalidInput) =>
  number().typeError(message).integer(message).positive(message).max(2_147_483_647, message);

/** A list of ids from a JSON array, repeated form fields (`ids[]=1&ids[]=2`) or one value. */
const idList = (message: string) =>
  array()
    .transform((v: unknown, orig: unknown) => (typeof orig === 'string' || typeof orig === 'number' ? [orig] : v))
    .of(id(message).required(message))
    .max(200, messages.invalidInput);

const text = (max: number, required: string) => string().trim().required(required).max(max, messages.fieldTooLong);

/**
 * An address of the book (addAddress, updateAddress/{id}). A country with regions needs one of
 * its regions (region_id); any other country takes an optional free-text state in `region`.
 * The server fills region_code and the region's name from region_id.
 */
export const addressSchema = object({
  firstname: text(50, messages.firstnameRequired),
  lastname: text(50, messages.lastnameRequired),
  phone: string()
    .trim()
    .required(messages.phoneRequired)
    .matches(/^\+?[0-9 ()./-]{6,20}$/, messages.phoneInvalid),
  country_id: string()
    .trim()
    .uppercase()
    .required(messages.countryRequired)
    .test('known-country', messages.countryRequired, (v) => !v || Boolean(countryOf(v))),
  region_id: number()
    .transform((v, orig) => (orig === '' || orig === null ? undefined : v))
    .typeError(messages.regionRequired)
    .integer(messages.regionRequired)
    .optional()
    .when('country_id', {
      is: (c: string | undefined) => Boolean(c && regionsOf(c)),
      then: (s) =>
        s.required(messages.regionRequired).test('region-of-country', messages.regionInvalid, function check(v) {
          return v === undefined || Boolean(regionOf(this.parent.country_id as string, v));
        }),
      otherwise: (s) => s.strip(),
    }),
  region: string().trim().max(80, messages.fieldTooLong).default(''),
  city: text(80, messages.cityRequired),
  street: text(120, messages.streetRequired),
  street2: string().trim().max(120, messages.fieldTooLong).default(''),
  postcode: string()
    .trim()
    .required(messages.postcodeRequired)
    .max(20, messages.postcodeInvalid)
    .matches(/^[A-Za-z0-9][A-Za-z0-9 -]{1,18}[A-Za-z0-9]$/, messages.postcodeInvalid)
    .when('country_id', {
      is: 'US',
      then: (s) => s.matches(/^\d{5}(-\d{4})?$/, messages.postcodeInvalid),
    }),
  is_default: boolean().default(false),
});
export type AddressForm = InferType<typeof addressSchema>;

export const addressIdParamsSchema = object({ id: id(messages.addressNotFound).required(messages.addressNotFound) });
/** POST api/users/setCoupon/{id} */
export const couponIdParamsSchema = object({ id: id(messages.couponNotClaimable).required(messages.couponNotClaimable) });

/** The cart lines an order is for, the address, the shipping method and a coupon (getPrice, createOrder). */
const orderRequest = {
  cart_ids: idList(messages.cartLineNotFound).min(1, messages.cartSelectionEmpty).required(messages.cartSelectionEmpty),
  address_id: id(messages.addressNotFound).optional(),
  shipping_method: string()
    .oneOf([...SHIPPING_METHODS], messages.shippingMethodInvalid)
    .default('standard'),
  coupon_id: id(messages.couponNotOwned).optional().nullable(),
  /** Spend the customer's points on the order (as many as it may take). */
  use_points: boolean().typeError(messages.invalidInput).default(false),
};

/** POST api/users/getPrice */
export const getPriceSchema = object(orderRequest);
export type GetPriceInput = InferType<typeof getPriceSchema>;

/** POST api/users/getUsableCoupon */
/**
 * GET api/getCouponList?coupon_ids=38,39,40,41: the spec sends the ids comma separated; repeated
 * fields or a JSON list work too.
 */
export const couponListQuerySchema = object({
  coupon_ids: array()
    .transform((v: unknown, orig: unknown) => {
      if (typeof orig === 'string')
        return orig
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      return typeof orig === 'number' ? [orig] : v;
    })
    .of(id().required(messages.invalidInput))
    .max(50, messages.invalidInput)
    .required(messages.invalidInput),
});
export type CouponListQuery = InferType<typeof couponListQuerySchema>;

export const usableCouponSchema = object({ cart_ids: orderRequest.cart_ids });
export type UsableCouponInput = InferType<typeof usableCouponSchema>;

/**
 * POST api/users/redeemCoupon: a coupon's code as the shopper typed it (trimmed, any case), and
 * optionally the selection the answer judges the coupon for (as getUsableCoupon does). A code that
 * no coupon can have (too long, other characters) is simply unknown.
 */
export const redeemCouponSchema = object({
  code: string()
    .typeError(messages.couponCodeUnknown)
    // Trimmed and upper-cased by hand: yup's trim() would throw on an object sent as the code.
    .transform((v: unknown) => (typeof v === 'string' ? v.trim().toUpperCase() : v))
    .required(messages.couponCodeEmpty)
    .max(PROMOTION_LIMITS.codeMax, messages.couponCodeUnknown)
    .matches(COUPON_CODE_PATTERN, messages.couponCodeUnknown),
  cart_ids: idList(messages.cartLineNotFound).min(1, messages.cartSelectionEmpty).optional(),
});
export type RedeemCouponInput = InferType<typeof redeemCouponSchema>;

/**
 * POST api/users/createOrder. `client_token` makes a repeated submit answer the same order;
 * `expected_total` (what the shopper saw) turns a price change since the quote into a 409.
 */
export const createOrderSchema = object({
  ...orderRequest,
  address_id: id(messages.addressRequired).required(messages.addressRequired),
  client_token: string()
    .trim()
    .matches(/^[A-Za-z0-9_-]{8,64}$/, messages.invalidInput)
    .required(messages.invalidInput),
  expected_total: number().typeError(messages.invalidInput).min(0, messages.invalidInput).optional(),
  currency_id: id(messages.currencyUnknown).optional(),
});
export type CreateOrderInput = InferType<typeof createOrderSchema>;

/** A page of a paged list, 1 when absent. */
const pageNumber = () =>
  number().typeError(messages.pageInvalid).integer(messages.pageInvalid).min(1, messages.pageInvalid).max(10_000, messages.pageInvalid).default(1);

/** GET api/users/myOrders?tab=&page= */
export const myOrdersSchema = object({
  tab: string().oneOf(Object.keys(ORDER_TABS), messages.filterInvalid).default('all'),
  page: pageNumber(),
});
export type MyOrdersInput = InferType<typeof myOrdersSchema>;

/** GET api/users/transactionHistory?page= */
export const pageQuerySchema = object({ page: pageNumber() });
export type PageQuery = InferType<typeof pageQuerySchema>;

/** Orders addressed by id in the path or the query (orderDetail?id=, delOrder/{id}, shipAddress/{id}, ...). */
export const orderIdSchema = object({ id: id(messages.orderNotFound).required(messages.orderNotFound) });
export const orderIdParamsSchema = object({ orderId: id(messages.orderNotFound).required(messages.orderNotFound) });
export const orderRefSchema = object({ order_id: id(messages.orderNotFound).required(messages.orderNotFound) });

/** GET api/orders/track?order_no=&email= (public) */
export const trackOrderSchema = object({
  order_no: string().trim().uppercase().required(messages.orderNoRequired).max(20, messages.trackNotFound),
  email: emailField({ words: 'catalogue' }),
});
export type TrackOrderInput = InferType<typeof trackOrderSchema>;

/** POST api/users/addOrderComment/{id}: a review of one delivered line of order {id}. */
export const orderCommentSchema = object({
  goods_id: id(messages.goodsNotFound).required(messages.goodsNotFound),
  rating: number()
    .typeError(messages.ratingInvalid)
    .integer(messages.ratingInvalid)
    .min(1, messages.ratingInvalid)
    .max(5, messages.ratingInvalid)
    .required(messages.ratingInvalid),
  content: string().trim().required(messages.reviewRequired).min(3, messages.reviewRequired).max(2000, messages.fieldTooLong),
});
export type OrderCommentInput = InferType<typeof orderCommentSchema>;
