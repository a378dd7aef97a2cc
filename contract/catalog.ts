/** Catalogue shapes shared by the goods list, search and product pages. */
import type { ShopImage } from './admin-products';

/**
 * A staff photo of a product as the shop shows it: a `<picture>` with AVIF and WebP `srcset`s (the
 * src the WebP at about 640 px, width/height its size) and the photo's alt text (else the
 * product's name). A product without photos has none: its drawn picture (`img`) is shown instead.
 */
export interface ShopPhoto extends ShopImage {
  alt: string;
}

/**
 * `sizes` of the shop's pictures at phone width (1rem is 10vw up to 54px: the app is at most 540px
 * wide). The app's `<picture>`s and the server's first screen (services/catalog/first-screen.ts)
 * use the same, so the browser fetches the first picture once, from the HTML, before the app runs.
 */
export const PICTURE_SIZES = {
  gallery: '(min-width: 540px) 540px, 100vw',
  card: '(min-width: 540px) 250px, 46vw',
  cartLine: '(min-width: 540px) 124px, 23vw',
  liveProduct: '(min-width: 540px) 86px, 16vw',
} as const;

export const SORTS = ['newest', 'price_asc', 'price_desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];

/** Frame width filter values, by lens width: narrow (< 50 mm), medium (50-53 mm), wide (> 53 mm). */
export const WIDTH_BUCKETS = ['narrow', 'medium', 'wide'] as const;
export type WidthBucket = (typeof WIDTH_BUCKETS)[number];

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
  /** The main photo (issue 25), when the product has photos; `img` is then its src. */
  photo?: ShopPhoto;
}

export interface GoodsPage {
  items: GoodsCard[];
  page: number;
  page_size: number;
  total: number;
}

/** One filter value with how many goods it would show. */
export interface Facet {
  value: string;
  label: string;
  count: number;
  /** Colours carry their swatch. */
  hex?: string;
}

/** The filter values a list offers (api/goods/property, replenishProperty). */
export interface GoodsProperties {
  shape: Facet[];
  color: Facet[];
  material: Facet[];
  rim: Facet[];
  gender: Facet[];
  /** Frame width buckets by lens width: narrow (< 50), medium (50-53), wide (> 53). */
  width: Facet[];
  price: { min: number; max: number };
}

export interface GoodsVariant {
  id: number;
  color: string;
  color_hex: string;
  stock_qty: number;
}

export interface GoodsImage {
  url: string;
  alt: string;
  variant_id: number;
  view: 'front' | 'side';
  /** A staff photo (then `url` is its src and `view` 'front'); the drawn pictures have none. */
  photo?: ShopPhoto;
}

export interface FrameMeasurements {
  lens_width: number | null;
  bridge: number | null;
  temple: number | null;
  lens_height: number | null;
  /** Grams. */
  weight: number | null;
}

/** GET api/goods/{id} */
export interface GoodsDetail extends GoodsCard {
  /**
   * The description as shoppers read it: the Markdown the console writes (`goods.description`)
   * rendered to sanitized HTML by the server's one renderer (server/services/content/markdown.ts,
   * what the console's preview shows); '' for none. Its text nodes are translated, its markup never.
   * The Markdown itself is the console's (api/admin/products/{id}).
   */
  description_html: string;
  category: { id: number; name: string; parent: { id: number; name: string } | null };
  material: string;
  shape: string;
  rim: string;
  gender: string;
  measurements: FrameMeasurements;
  variants: GoodsVariant[];
  images: GoodsImage[];
  /** Per order line; 0 means stock is the only limit. */
  purchase_limit: number;
  /**
   * The language of `name` and `description_html`: the shopper's (`lang` cookie) where a machine or
   * corrected translation is held (server/services/translate), else 'en'.
   */
  content_lang: string;
}

export interface Review {
  id: number;
  /** The reviewer's first name and the initial of the last name. */
  name: string;
  rating: number;
  content: string;
  color: string;
  created_at: string;
  images: string[];
}

/** GET api/goods/goodComments */
export interface ReviewPage {
  items: Review[];
  page: number;
  page_size: number;
  total: number;
  average: number;
  /** How many reviews gave 5, 4, 3, 2, 1 stars (index 0 is 5 stars). */
  distribution: number[];
}

/** GET api/goods/goodCommentImgs */
export interface ReviewImage {
  review_id: number;
  url: string;
}

/**
 * `coupons`: the coupons the coupon strip offers, in the operator's order (each item's id is a
 * coupon's, its title the coupon's); the shop asks api/getCouponList for them.
 */
export type IndexBlockKind = 'hero' | 'category_tiles' | 'goods_row' | 'promo' | 'coupons';

export interface IndexBlockItem {
  id: number;
  title: string;
  subtitle: string;
  img: string;
  /** The picture's text alternative ('' for a decorative one). */
  alt: string;
  link: string;
}

/** A block of the home page (api/index/indexBlocks). */
export interface IndexBlock {
  id: number;
  kind: IndexBlockKind;
  title: string;
  subtitle: string;
  link: string;
  items: IndexBlockItem[];
  /** For goods rows: the goods to show. */
  goods: GoodsCard[];
  /** For goods rows: the api/index/indexGoods tab they come from (for a "see all"). */
  tab?: IndexGoodsTab;
}

export const INDEX_GOODS_TABS = ['new', 'best', 'sale'] as const;
export type IndexGoodsTab = (typeof INDEX_GOODS_TABS)[number];
