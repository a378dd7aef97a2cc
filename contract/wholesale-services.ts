/**
 * Wholesale services (issue 14): pre-orders of coming frames, reorders of what a buyer bought
 * before, custom logos, OEM/ODM requests, drop shipping and the annual rebate. Shapes the API
 * answers, their limits and the rebate tiers, written once for the app and the server.
 */

import type { OrderStatus, ShipAddress } from './orders';
import { fromCents, percentOfCents, toCents } from './rounding';

// ---------- pre-orders ----------

export const PRE_ORDER_STATUSES = ['reserved', 'arrived', 'ordered', 'cancelled'] as const;
export type PreOrderStatus = (typeof PRE_ORDER_STATUSES)[number];
/** At most this many frames of one colour in one pre-order. */
export const PRE_ORDER_MAX_QTY = 500;

/** A colour on its way from the factory that can be pre-ordered (api/users/advance_sale_order/incoming). */
export interface IncomingFrame {
  goods_id: number;
  variant_id: number;
  name: string;
  sku: string;
  color: string;
  img: string;
  price: number;
  /** YYYY-MM-DD. */
  expected_date: string;
  /** Still free to pre-order. */
  available: number;
  /** The business minimum order quantity of the product (0: none): a pre-order is at least this many. */
  moq: number;
}

/** A customer's pre-order (get_list, get_one, add_advance_sale_order). */
export interface PreOrder {
  id: number;
  goods_id: number;
  variant_id: number;
  name: string;
  sku: string;
  color: string;
  img: string;
  qty: number;
  expected_date: string;
  status: PreOrderStatus;
  /** The order it was paid through, once the customer paid. */
  order_id: number | null;
  created_at: string;
  arrived_at: string | null;
  /** Cancelling is possible until the frames arrived. */
  can_cancel: boolean;
  /** Arrived and not yet turned into an order. */
  can_pay: boolean;
}

/** What an arrival did (operator: `npm run wholesale -- arrive`, api/admin/wholesale/arrive). */
export interface ArrivalResult {
  goods_id: number;
  /** Pre-orders now arrived (their customers mailed). */
  pre_orders: number[];
  /** Frames put on general sale (beyond the pre-orders). */
  to_stock: number;
}

// ---------- reorder ----------

/** A colour the buyer bought before, as it is now (api/goods/replenishIndex). */
export interface ReorderLine {
  goods_id: number;
  variant_id: number;
  name: string;
  sku: string;
  color: string;
  img: string;
  /** Frames of this colour in the buyer's paid orders. */
  bought_qty: number;
  last_qty: number;
  last_ordered_at: string;
  /** The price now (special or ladder base) and the stock now (0 when off sale). */
  price: number;
  stock: number;
}
export interface ReorderPage {
  items: ReorderLine[];
}
/** What a reorder put into the cart, and what it could not (api/users/reorder). */
export interface ReorderResult {
  added: { variant_id: number; qty: number }[];
  /**
   * Lines left out, each with why: out of stock, less stock than asked (what went in), off sale, or
   * fewer than the product's business minimum now (`moq`: the minimum, to offer instead; 0 otherwise).
   */
  skipped: { variant_id: number; name: string; color: string; reason: ReorderSkip; added_qty: number; moq: number }[];
}
export const REORDER_SKIPS = ['out_of_stock', 'not_enough_stock', 'unavailable', 'below_minimum'] as const;
export type ReorderSkip = (typeof REORDER_SKIPS)[number];

// ---------- uploads and custom logos ----------

/** Uploads: at most 5 MB, one of these types (checked by content). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
/** An OEM/ODM request takes up to this many attachments. */
export const ODM_MAX_FILES = 3;
/** A logo is printed on at least this many frames of one order. */
export const LOGO_MIN_QTY = 50;
/** A customer keeps at most this many logos. */
export const LOGO_MAX_COUNT = 20;
export const LOGO_PLACEMENTS = ['temple', 'lens', 'case'] as const;
export type LogoPlacement = (typeof LOGO_PLACEMENTS)[number];

export interface CustomerLogo {
  id: number;
  name: string;
  mime: string;
  size: number;
  /** Root-relative: the logo as stored (re-encoded or sanitized), for the owner's token only. */
  url: string;
  chosen: boolean;
  created_at: string;
}
export interface OrderLogo {
  order_id: number;
  logo_id: number;
  qty: number;
  placement: LogoPlacement;
}
/** The custom logo an order's frames are printed with, as the order page shows it (OrderDetail.logo). */
export interface OrderLogoView {
  logo_id: number;
  /** The logo file's name as uploaded. */
  name: string;
  /** Root-relative, for the owner's token only (api/orders/logo/{id}). */
  url: string;
  qty: number;
  placement: LogoPlacement;
}

// ---------- OEM / ODM ----------

export const ODM_KINDS = ['oem', 'odm'] as const;
export type OdmKind = (typeof ODM_KINDS)[number];
/** The smallest OEM/ODM run the factory takes, per design. */
export const ODM_MIN_QTY = 300;
export const ODM_MESSAGE_MAX = 2000;
export interface OdmReceipt {
  id: number;
}

// ---------- drop shipping ----------

/** Orders that have not left the warehouse: they can go to a customer, and their end customer can still change. */
export const UNSHIPPED_STATUSES: readonly OrderStatus[] = ['pending_payment', 'paid', 'processing'];

export interface DropShipment {
  id: number;
  order_id: number;
  order_no: string;
  blind_packaging: boolean;
  /** The end customer's address, where the order goes. */
  customer: ShipAddress;
  /** The end customer's e-mail ('' when the buyer gave none): the buyer's to see and change, never on the order. */
  email: string;
  status: OrderStatus;
}

// ---------- annual rebate ----------

/** The agreement's tiers (its section 3): from this many US dollars of the year's purchases, this percent. */
export const REBATE_TIERS = [
  { from: 5000, percent: 2 },
  { from: 15000, percent: 3.5 },
  { from: 50000, percent: 5 },
] as const;
export type RebateTier = (typeof REBATE_TIERS)[number];

/** The tier a year's purchases reach (none under the first), the rebate in cents rounded half-up. */
export function rebateFor(purchases: number): { tier: RebateTier | null; rebate: number; next: RebateTier | null } {
  let tier: RebateTier | null = null;
  for (const t of REBATE_TIERS) if (purchases >= t.from) tier = t;
  const next = REBATE_TIERS.find((t) => purchases < t.from) ?? null;
  const rebate = tier ? fromCents(percentOfCents(toCents(purchases), tier.percent)) : 0;
  return { tier, rebate, next };
}

export interface RebateStatus {
  year: number;
  /** The goods of the customer's paid orders this year, USD. */
  purchases: number;
  tier_percent: number;
  rebate: number;
  /** The next tier's threshold, null at the top. */
  next_from: number | null;
  /** The agreement's version now, and the one the customer accepted (null: none). */
  version: number;
  accepted_version: number | null;
  accepted_at: string | null;
}
