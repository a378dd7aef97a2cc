/** Shapes of the data the API returns (spec section 3). snake_case as on the wire. */
import type { ShopPhoto } from './catalog';
import type { LineLens } from './prescription';

export interface Currency {
  id: number;
  name: string;
  img: string;
  /** Symbol prefix shown before amounts, e.g. "$" or "€". */
  money: string;
  /** ISO 4217 code, e.g. "USD". */
  symbol: string;
  /** Units of this currency per 1 USD (prices are stored in USD). */
  exchange_rate: number;
  country: string;
}

export interface UserInfo {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  /** 1 retail, 2 business (wholesale). */
  type: number;
}

export interface NavItem {
  id: number;
  name: string;
  url: string;
  img: string;
  children: NavItem[];
}

export interface HotSearch {
  name: string;
  url: string;
}

export interface LadderPrice {
  /** The lowest quantity this tier applies to. */
  min_qty: number;
  price: number;
}

export interface PriceInfo {
  /** 3 ladder pricing, 2 special price, otherwise plain. */
  price_type: number;
  price: number;
  special_price: number | null;
  ladder_price: LadderPrice[];
}

export interface CartLine {
  id: number;
  goods_id: number;
  variant_id: number;
  name: string;
  sku: string;
  img: string;
  /** The line colour's photo (issue 25), when the product has photos; `img` is then its src. */
  photo?: ShopPhoto;
  color: string;
  qty: number;
  stock_qty: number;
  price_type: number;
  /** Unit price for this line's quantity (ladder tier applied), the lenses' price included. */
  goods_price: number;
  /** The frame's list price, plus the lenses'. */
  goods_original_price: number;
  ladder_price: LadderPrice[];
  /** Most pieces of this product per line; 0 means no limit beyond stock. */
  purchase_limit: number;
  /** The lenses chosen for the frame with their price rows (the frame's first), null for a bare frame. */
  lens?: LineLens | null;
  /** A business buyer's terms of this product (tiers, minimum, whether a tier prices the line); null for anyone else. */
  wholesale?: LineWholesale | null;
}

/** A cart line's wholesale terms, sent only to a business buyer (contract/wholesale.ts). */
export interface LineWholesale {
  /** Wholesale tiers by min_qty. */
  tiers: LadderPrice[];
  /** The least this buyer may order of the product (0: none). */
  moq: number;
  /** The unit price is a wholesale tier's (lower than the retail price for this quantity). */
  applied: boolean;
}

/** Why a cart line cannot be checked out as it is (api/users/verifyCartPurchaseLimit). */
export const CART_PROBLEMS = ['out_of_stock', 'not_enough_stock', 'over_limit'] as const;
export type CartProblemReason = (typeof CART_PROBLEMS)[number];

export interface CartProblem {
  cart_id: number;
  goods_id: number;
  reason: CartProblemReason;
  /** The most this line may hold now (0 when sold out). */
  max_qty: number;
}

/** GET api/users/verifyCartPurchaseLimit */
export interface CartVerification {
  ok: boolean;
  problems: CartProblem[];
}

export interface WishItem {
  goods_id: number;
  name: string;
  img: string;
  price_type: number;
  price: number;
  special_price: number | null;
  in_stock: boolean;
}

export interface TokenData {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until the token expires. */
  expires_in: number;
  kind: 'visitor' | 'customer';
}

export interface LoginData extends TokenData {
  user: UserInfo;
}

/** POST api/registrationLogin: signed in, and whether the account was opened by this call. */
export interface RegistrationLoginData extends LoginData {
  registered: boolean;
}

/** GET api/goods/hotSearch */
export interface HotSearchData {
  hot_search: HotSearch[];
}
