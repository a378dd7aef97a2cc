/** Catalogue shapes shared by the goods list, search and product pages. */

export const SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** What a goods list asks for; mirrored in the page URL so a list can be shared and reloaded. */
export interface GoodsQuery {
  category_id?: number;
  keywords?: string;
  sort: Sort;
  shape?: string[];
  color?: string[];
  material?: string[];
  rim?: string[];
  gender?: string[];
  /** Frame width ranges as lens width buckets, e.g. "narrow" | "medium" | "wide". */
  width?: string[];
  price_min?: number;
  price_max?: number;
}

export interface GoodsCard {
  id: number;
  name: string;
  sku: string;
  img: string;
  price_type: number;
  price: number;
  special_price: number | null;
  /** First and third ladder entries give the displayed range (spec section 3). */
  ladder_price: { min_qty: number; price: number }[];
  rating: number;
  review_count: number;
  colors: { id: number; color: string; color_hex: string; stock_qty: number }[];
  in_stock: boolean;
  is_wish: boolean;
}

export interface GoodsPage {
  items: GoodsCard[];
  page: number;
  page_size: number;
  total: number;
}
