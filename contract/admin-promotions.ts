/**
 * The console's promotions (issue 25): coupons, sale events and currencies. Paths all under
 * `api/admin/` (permission `catalogue.manage`), the shapes they answer and the limits of their
 * fields. The console's `promotions.api.ts` and the server's `routes/api/admin/promotions.ts` both
 * use these names; the rules are contract/schemas/admin-promotions.ts, written once.
 */
import type { ListPage } from './orders';

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Where a coupon stands for the operator: on (active, not ended), not yet started, ended, or disabled. */
export const COUPON_STATES = ['live', 'scheduled', 'ended', 'disabled'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

export const PROMOTION_LIMITS = {
  titleMax: 120,
  codeMax: 40,
  /** A percentage off is 0 < p <= 100; an amount off and a minimum spend at most this (USD). */
  amountMax: 99_999.99,
  quantityMax: 10_000_000,
  offerSortMax: 9_999,
  saleSubtitleMax: 500,
  bannerMax: 500,
  altMax: 200,
  saleCategoriesMax: 20,
  /** A rate per US dollar: above 0, at most this, with at most 6 decimals. */
  rateMax: 100_000_000,
  searchMax: 100,
} as const;

/**
 * What a coupon's code is made of: letters, digits, dashes and underscores, at most
 * PROMOTION_LIMITS.codeMax, stored upper-cased (the console's form and the code a shopper types at
 * checkout, api/users/redeemCoupon, are both checked against it).
 */
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]*$/;

export const adminPromotionPaths = {
  /** GET ?q=&state=&page=&page_size=: coupons, newest first (AdminCouponPage). POST CouponInput: a new coupon (AdminCoupon). */
  coupons: 'api/admin/coupons',
  /** GET: one coupon (AdminCoupon). PUT CouponInput with `version`: saves it (stale: 409 couponChanged; quantity below claimed: 422). */
  coupon: (id: number) => `api/admin/coupons/${id}`,
  /** POST {version, active}: ends (disables) a coupon, or enables it again (AdminCoupon). */
  couponActive: (id: number) => `api/admin/coupons/${id}/active`,
  /** GET: every sale event, latest ending first (AdminSale[]). POST SaleInput: a new sale (AdminSale). */
  sales: 'api/admin/sales',
  /** GET: the categories a sale can cover, by name, a child named with its parent (SaleCategoryChoice[]). */
  saleCategories: 'api/admin/sales/categories',
  /** GET: one sale (AdminSale). PUT SaleInput with `version`: saves it (stale: 409 saleChanged). */
  sale: (id: number) => `api/admin/sales/${id}`,
  /** GET: the currencies, their rates and the default (AdminCurrencies). PUT CurrenciesInput: saves rates and default. */
  currencies: 'api/admin/currencies',
} as const;

export const adminPromotionPatterns = {
  coupon: 'api/admin/coupons/:id',
  couponActive: 'api/admin/coupons/:id/active',
  sale: 'api/admin/sales/:id',
} as const;

/** A coupon in the console's list and editor. Money in USD. */
export interface AdminCoupon {
  id: number;
  version: number;
  title: string;
  code: string;
  discount_type: CouponKind;
  discount_value: number;
  min_amount: number;
  /** ISO date-times. */
  valid_from: string;
  valid_to: string;
  /** Claimable by any shopper (GET in the coupon strip); false: a code typed at checkout, or a reward. */
  claimable: boolean;
  /** How many may be claimed; null: no limit. */
  quantity: number | null;
  /** Claimed so far (each customer once). */
  claimed: number;
  /** Claims that an order has used. */
  used: number;
  /** Shown in the shop's coupon strip, in offer_sort order. */
  offered: boolean;
  offer_sort: number;
  active: boolean;
  state: CouponState;
}

export type AdminCouponPage = ListPage<AdminCoupon>;

export interface AdminSale {
  id: number;
  /** Changes with every save (a stale one is a 409). */
  version: string;
  title: string;
  subtitle: string;
  banner_img: string;
  banner_alt: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
  /** The categories it covers, in order. */
  categories: { id: number; name: string }[];
}

/** A category a sale can cover: `name` is "Parent › Child" for a child. */
export interface SaleCategoryChoice {
  id: number;
  name: string;
}

export interface AdminCurrency {
  id: number;
  name: string;
  symbol: string;
  money: string;
  /** Per US dollar. */
  exchange_rate: number;
  is_default: boolean;
}

export interface AdminCurrencies {
  /** Changes with every save (a stale one is a 409). */
  version: string;
  currencies: AdminCurrency[];
}
