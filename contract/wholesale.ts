import type { LadderPrice } from './entities';

/**
 * Wholesale (issue #14): business accounts, wholesale tiers and minimums, the price lists and the
 * catalogue shopping list with its quick order. Shapes the API answers and the rules both sides use.
 */

/** What kind of business a customer declares (account settings). */
export const BUSINESS_TYPES = ['optician', 'retailer', 'distributor', 'online_shop', 'other'] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** UserInfo.type of a business buyer (1 is retail). */
export const BUSINESS_USER_TYPE = 2;

/** A business account's review by staff; with BUSINESS_APPROVAL on, only an approved one gets wholesale prices. */
export const BUSINESS_STATUSES = ['pending', 'approved', 'declined'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];

/** GET/POST api/users/business: the customer's declared business. */
export interface BusinessProfile {
  company_name: string;
  tax_id: string;
  business_type: BusinessType;
  /** ISO 3166-1 alpha-2, one of contract/regions.ts COUNTRIES. */
  country: string;
}

/** Which price list: v retail (everyone's prices), w wholesale (tiers and minimums of business buyers). */
export const PRICE_LIST_KINDS = ['v', 'w'] as const;
export type PriceListKind = (typeof PRICE_LIST_KINDS)[number];

/** Rows of a price list page. */
export const PRICE_LIST_PAGE_SIZE = 50;

/** A product as the price lists show it (prices in USD; the app shows them in the chosen currency). */
export interface PriceListRow {
  goods_id: number;
  sku: string;
  name: string;
  img: string;
  collection: string;
  price_type: number;
  price: number;
  special_price: number | null;
  /** Ladder tiers (price_type 3), which apply to everyone. */
  ladder_price: LadderPrice[];
  /** Wholesale tiers: only in the wholesale list to business buyers; empty otherwise. */
  wholesale_price: LadderPrice[];
  /** Minimum order quantity of a business buyer (0: none); 0 outside the wholesale list for business buyers. */
  moq: number;
  /** Stock over all colours. */
  stock: number;
  /**
   * The colours a quantity goes on (shopping list lines are per colour), with their stock: only in
   * the wholesale list to business buyers; empty otherwise.
   */
  colors: PriceListColor[];
}

export interface PriceListColor {
  variant_id: number;
  color: string;
  stock: number;
}

/** GET api/goods/wholesaleTerms: a product's terms for a business buyer (only products that have any). */
export interface GoodsWholesaleTerms {
  goods_id: number;
  /** Wholesale tiers by min_qty (may be empty when the product has only a minimum). */
  tiers: LadderPrice[];
  /** Minimum order quantity (0: none). */
  moq: number;
}

/**
 * The business minimum of one cart line: frames bought as frames keep their product's; glasses
 * made with lenses (a pair to one prescription, one line each) have none. The cart, the quote and
 * the app's steppers all ask this.
 */
export function lineMinimum(moq: number, withLenses: boolean): number {
  return withLenses ? 0 : moq;
}

/** At most this many products in one wholesaleTerms request (a page of cards). */
export const WHOLESALE_TERMS_MAX_IDS = 100;

/** A filter choice of the price lists: a top-level category. */
export interface PriceListCollection {
  id: number;
  name: string;
}

export interface PriceListPage {
  kind: PriceListKind;
  /** The wholesale list to someone who is not a business buyer: no wholesale prices, a way to become one. */
  wholesale_hidden: boolean;
  collections: PriceListCollection[];
  rows: PriceListRow[];
  total: number;
  page: number;
  page_size: number;
}

/** At most this many lines in one quick order (pasted or a CSV file). */
export const QUICK_ORDER_MAX_LINES = 500;
/** A pasted text or CSV file larger than this is refused before it is read line by line. */
export const QUICK_ORDER_MAX_CHARS = 40_000;

export interface QuickOrderLine {
  /** 1-based line of the text. */
  line: number;
  sku: string;
  qty: number;
  /** The colour's name when the line names one (third column), else the first colour in stock. */
  color: string;
}

export type QuickOrderParse<M = string> = { lines: QuickOrderLine[]; errors: Record<string, M> };

/** The field a per-line error of a quick order is reported on (a 422's field errors). */
export const quickOrderLineField = (line: number) => `lines.${line}`;

/**
 * Reads `SKU, quantity[, colour]` lines, pasted or from a CSV file (commas, semicolons or tabs;
 * a header line `sku,...` and blank lines skipped). Per-line format errors are returned by line;
 * too many lines is the caller's refusal (see QUICK_ORDER_MAX_LINES). The messages are the caller's
 * (texts, or references the server sends with their keys).
 */
export function parseQuickOrder<M = string>(text: string, msgs: { format: M; qty: M }): QuickOrderParse<M> {
  const lines: QuickOrderLine[] = [];
  const errors: Record<string, M> = {};
  text.split(/\r\n|\r|\n/).forEach((raw, i) => {
    const row = raw.trim();
    if (!row) return;
    const cells = row.split(/[,;\t]/).map((c) =>
      c
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (i === 0 && /^sku$/i.test(cells[0] ?? '')) return;
    const [sku = '', qtyText = '', color = ''] = cells;
    if (!sku || !qtyText) {
      errors[quickOrderLineField(i + 1)] = msgs.format;
      return;
    }
    const qty = /^\d{1,6}$/.test(qtyText) ? Number(qtyText) : NaN;
    if (!Number.isInteger(qty) || qty < 1) {
      errors[quickOrderLineField(i + 1)] = msgs.qty;
      return;
    }
    lines.push({ line: i + 1, sku: sku.toUpperCase(), qty, color });
  });
  return { lines, errors };
}

/** Counts the non-blank lines of a text without splitting it all (a 10,000-line file is refused early). */
export function countLines(text: string): number {
  let n = 0;
  for (const row of text.split(/\r\n|\r|\n/)) if (row.trim()) n++;
  return n;
}

export type ShoppingListStatus = 'open' | 'ordered' | 'carted';

export interface ShoppingListLine {
  id: number;
  goods_id: number;
  variant_id: number;
  sku: string;
  name: string;
  color: string;
  img: string;
  qty: number;
  /** The unit price for this buyer and quantity (USD), the cart's pricing. */
  unit_price: number;
  moq: number;
  stock: number;
}

export interface ShoppingList {
  id: number;
  status: ShoppingListStatus;
  created_at: string;
  updated_at: string;
  lines: ShoppingListLine[];
  /** The order it was submitted as, when it was. */
  order_id: number | null;
  order_no: string | null;
  total: number;
}

export interface ShoppingListSummary {
  id: number;
  status: ShoppingListStatus;
  created_at: string;
  updated_at: string;
  line_count: number;
  piece_count: number;
  order_id: number | null;
  order_no: string | null;
}
