/**
 * Checkout shapes: addresses, shipping methods, coupons and the server's price quote.
 * All amounts are USD (the shop's base currency); the app converts with the chosen currency's rate.
 * The server computes every amount; the app only shows them.
 */
import type { LineLens } from './prescription';

/** An entry of the address book (api/users/addressBooks). */
export interface Address {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  /** Two-letter country code (ISO 3166-1 alpha-2), the spec's country_id. */
  country_id: string;
  /** The country's English name. */
  country: string;
  /** Set for countries with regions (contract/regions.ts); null for a free-text state. */
  region_id: number | null;
  /** The region's code (e.g. "CA" for California), '' for a free-text state. */
  region_code: string;
  /** The region's name, or the free-text state. */
  region: string;
  city: string;
  street: string;
  street2: string;
  postcode: string;
  is_default: boolean;
}

/** What addAddress / updateAddress/{id} take (see contract/schemas/checkout.ts). */
export type AddressInput = Omit<Address, 'id' | 'country' | 'is_default'> & { is_default?: boolean };

export const SHIPPING_METHODS = ['standard', 'express'] as const;
export type ShippingMethodId = (typeof SHIPPING_METHODS)[number];

export interface ShippingMethod {
  id: ShippingMethodId;
  name: string;
  /** Business days, e.g. "7-12". */
  days: string;
  /** The carriage for this order in USD (0 when free). */
  carriage: number;
  /** The goods amount from which this method is free; null when it never is. */
  free_from: number | null;
}

/** A coupon as the spec lists it, with the rule the server applies. */
export interface Coupon {
  id: number;
  title: string;
  code: string;
  /** ISO dates: valid from, valid until (inclusive). */
  special_from_date: string;
  special_to_date: string;
  /** 1 when the customer holds it (spec: GET then SAVED). */
  is_get: number;
  /** 'percent' takes discount_value % of the goods amount; 'amount' takes discount_value USD. */
  discount_type: 'percent' | 'amount';
  discount_value: number;
  /** The goods amount (USD, after special/ladder prices) the order must reach. */
  min_amount: number;
}

/** One of the customer's coupons for a given selection (api/users/getUsableCoupon). */
export interface UsableCoupon extends Coupon {
  usable: boolean;
  /** Why it cannot be used now (a message of contract/messages.ts), '' when usable. */
  reason: string;
}

/** A priced line of a quote or an order. */
export interface QuotedLine {
  cart_id: number;
  goods_id: number;
  variant_id: number;
  name: string;
  sku: string;
  color: string;
  img: string;
  qty: number;
  price_type: number;
  /** Unit price applied (ladder tier / special price), and the plain list price. */
  unit_price: number;
  original_price: number;
  line_total: number;
  /** The lenses with their price rows (unit_price includes them), null for a bare frame. */
  lens?: LineLens | null;
}

/** POST api/users/getPrice: everything the order would cost, computed by the server. */
export interface PriceQuote {
  lines: QuotedLine[];
  /** Sum of qty * original_price. */
  goods_amount: number;
  /** Savings from special and ladder prices (goods_amount - sum of line totals). */
  discount_amount: number;
  /** The coupon's deduction, 0 without a coupon. */
  coupon_amount: number;
  coupon: Coupon | null;
  /** The customer's points, how many this order may spend (0 below POINTS_SPEND_MIN), and how many it spends now (use_points). */
  points_balance: number;
  points_spendable: number;
  points_used: number;
  /** What the points spent take off (USD), 0 without them. */
  points_amount: number;
  shipping_method: ShippingMethodId;
  carriage: number;
  /** What the customer pays: line totals - coupon + carriage. */
  total: number;
  shipping_methods: ShippingMethod[];
}
