/**
 * The console's catalogue of products (issue 25): its paths (all under `api/admin/`, permission
 * `catalogue.manage`) and the shapes they answer. The console's `products.api.ts` and the server's
 * `routes/api/admin/products*.ts` both use these names; the rules of a product are
 * contract/schemas/admin-products.ts, written once for the form, the server and the CSV import.
 */
import type { ListPage } from './orders';

export const GOODS_STATUSES = ['draft', 'published', 'archived'] as const;
/** Draft and archived products are never shown to shoppers; archived ones stay in past orders. */
export type GoodsStatus = (typeof GOODS_STATUSES)[number];

/** How a product is priced: one price; a special price below its original; or by quantity (ladder tiers). */
export const PRICE_KINDS = ['plain', 'special', 'ladder'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
/** The database's `goods.price_type` of each kind. */
export const PRICE_TYPE_OF: Record<PriceKind, 1 | 2 | 3> = { plain: 1, special: 2, ladder: 3 };

/** Why a colour's stock changed (stock_movements.reason); `import` is the CSV import's own. */
export const STOCK_REASONS = ['received', 'counted', 'damaged', 'returned', 'correction'] as const;
export type StockReason = (typeof STOCK_REASONS)[number] | 'import';

export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'sku', 'price', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

export const adminProductPaths = {
  /** GET ?q=&category_id=&status=&low_stock=1&sort=&dir=&page=&page_size= (AdminProductPage). POST ProductInput: a new product (AdminProductDetail; the envelope answers 200 as everywhere). */
  products: 'api/admin/products',
  /** GET, the same query: the catalogue as CSV (PRODUCT_CSV_COLUMNS, one line per colour). */
  productsCsv: 'api/admin/products.csv',
  /**
   * POST multipart `file` (a CSV, PRODUCT_CSV_COLUMNS) and `dry_run` ('1': check only): every line's
   * result (CsvImportReport). Without dry_run every line is written in one transaction, or nothing
   * is when any line has an error (the report says which).
   */
  productsImport: 'api/admin/products/import',
  /** GET: one product (AdminProductDetail). PUT ProductInput with `version`: saves it (a stale version is a 409 productChanged). */
  product: (id: number) => `api/admin/products/${id}`,
  /** POST {version, status}: publishes, archives or makes a draft of a product (AdminProductDetail). */
  productStatus: (id: number) => `api/admin/products/${id}/status`,
  /** POST StockChangeInput: sets or adjusts a colour's stock with a reason (AdminStockChangeReply: the product and what the change did). */
  productStock: (id: number) => `api/admin/products/${id}/stock`,
  /** GET ?page=&page_size=: the product's stock history, newest first (AdminStockPage). */
  productStockHistory: (id: number) => `api/admin/products/${id}/stock-history`,
  /** POST multipart `file`, `variant_id` (optional: every colour), `alt`: adds a photo (AdminProductPhoto[], the product's photos now). */
  productPhotos: (id: number) => `api/admin/products/${id}/photos`,
  /** PATCH {alt?, variant_id? (null: every colour), is_main?}; DELETE: removes it (AdminProductPhoto[]). */
  productPhoto: (id: number, photoId: number) => `api/admin/products/${id}/photos/${photoId}`,
  /** POST {ids}: the photos in this order (AdminProductPhoto[]). */
  productPhotoOrder: (id: number) => `api/admin/products/${id}/photos/order`,
  /** POST {markdown}: the HTML shoppers would get, drawn by the shop's own renderer and sanitizer ({ html }). Any signed-in member. */
  markdownPreview: 'api/admin/markdown-preview',
  /** POST multipart `file`, `purpose` (ShopImagePurpose): a picture for the storefront (ShopImage). */
  media: 'api/admin/media',
  /** GET: every category a product may be put in, in menu order, named with its parent (AdminCategoryOption[]). */
  productCategories: 'api/admin/product-categories',
} as const;

/** A category as the product list's filter and the editor offer it ("Frames › Round"). */
export interface AdminCategoryOption {
  id: number;
  name: string;
}

export const adminProductPatterns = {
  product: 'api/admin/products/:id',
  productStatus: 'api/admin/products/:id/status',
  productStock: 'api/admin/products/:id/stock',
  productStockHistory: 'api/admin/products/:id/stock-history',
  productPhotos: 'api/admin/products/:id/photos',
  productPhoto: 'api/admin/products/:id/photos/:photo_id',
  productPhotoOrder: 'api/admin/products/:id/photos/order',
} as const;

/** Limits of a product's fields (the form, the server and the CSV import check the same). */
export const PRODUCT_LIMITS = {
  nameMax: 120,
  descriptionMax: 20_000,
  skuMax: 32,
  colourSkuMax: 40,
  colourNameMax: 40,
  attributeMax: 40,
  priceMax: 99_999.99,
  stockMax: 999_999,
  purchaseLimitMax: 999,
  thresholdMax: 9_999,
  sizeMin: 1,
  sizeMax: 200,
  sphMin: -20,
  sphMax: 20,
  tiersMax: 10,
  coloursMax: 20,
  stockNoteMax: 500,
  searchMax: 100,
} as const;

/** Photos: what an upload may be (checked by content), and the widths it is re-encoded to (AVIF and WebP each). */
export const PHOTO_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
  widths: [320, 640, 1280],
  altMax: 200,
  perProductMax: 40,
} as const;

/** CSV import: the most lines one file may have (beyond it the whole file is refused), and its size. */
export const CSV_LIMITS = {
  maxLines: 5_000,
  maxBytes: 5 * 1024 * 1024,
} as const;

/**
 * The columns of the catalogue's CSV, one line per colour (a product's fields repeat on each of its
 * colours' lines; the first line of a product wins if they differ, and the report says so).
 * `ladder` and `wholesale` are tiers written `qty:price` separated by `|` (e.g. `10:17.99|50:15.99`).
 */
export const PRODUCT_CSV_COLUMNS = [
  'sku',
  'name',
  'description',
  'category',
  'status',
  'price_type',
  'price',
  'original_price',
  'ladder',
  'wholesale_moq',
  'wholesale',
  'shape',
  'rim',
  'material',
  'gender',
  'lens_width',
  'bridge',
  'temple',
  'sph_min',
  'sph_max',
  'purchase_limit',
  'low_stock_threshold',
  'colour_sku',
  'colour',
  'colour_hex',
  'stock',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/** The list's filters, as they travel in the query string (and in the console's URL). */
export interface AdminProductQuery {
  /** (Part of) a name, or the start of an SKU (a product's or a colour's). */
  q?: string;
  category_id?: number;
  status?: GoodsStatus;
  /** 1: only products with a colour at or below the product's low-stock threshold. */
  low_stock?: 0 | 1;
  sort?: AdminProductSort;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

/** What a staff picture is for: a product's photo, or a picture of the storefront (categories, slides, promos, pages). */
export const SHOP_IMAGE_PURPOSES = ['product', 'category', 'banner', 'promo', 'content', 'live'] as const;
export type ShopImagePurpose = (typeof SHOP_IMAGE_PURPOSES)[number];

/** Where one encoding of a staff picture is served (never changed once written: cached for a year). */
export const mediaPath = (key: string, width: number, format: 'avif' | 'webp') => `/media/${key}/${width}.${format}`;

/** A picture as the shop serves it: AVIF and WebP in a few widths, for a `<picture>` with `srcset`. */
export interface ShopImage {
  key: string;
  /** The WebP at 640 px (or the widest there is): the `<img src>`. */
  src: string;
  /** `url 320w, url 640w, …` of each format. */
  srcset_avif: string;
  srcset_webp: string;
  width: number;
  height: number;
}

export interface AdminProductPhoto {
  id: number;
  /** The colour it shows; null: every colour. */
  variant_id: number | null;
  alt: string;
  is_main: boolean;
  sort: number;
  image: ShopImage;
}

export interface AdminProductRow {
  id: number;
  name: string;
  sku: string;
  category: { id: number; name: string };
  status: GoodsStatus;
  price_type: PriceKind;
  /** What a shopper pays for one (the special price when special). */
  price: number;
  /** The special price's original; null otherwise. */
  original_price: number | null;
  /** All colours together. */
  stock: number;
  /** A colour is at or below the threshold. */
  low_stock: boolean;
  low_stock_threshold: number;
  /** The main photo's small size, or the drawn picture (api/goods/image/{id}.svg) when it has none. */
  thumb: string;
  updated_at: string;
}

export type AdminProductPage = ListPage<AdminProductRow>;

export interface PriceTier {
  min_qty: number;
  price: number;
}

export interface AdminProductColour {
  id: number;
  name: string;
  hex: string;
  sku: string;
  stock: number;
  /** Shoppers waiting for it (pre-orders and back-in-stock requests), served when its stock rises. */
  waiting: number;
}

/** A product as the console edits it: ProductInput's fields plus what the server keeps. */
export interface AdminProductDetail {
  id: number;
  version: number;
  name: string;
  description: string;
  category_id: number;
  sku: string;
  status: GoodsStatus;
  shape: string;
  rim: string;
  material: string;
  gender: string;
  lens_width: number | null;
  bridge: number | null;
  temple: number | null;
  sph_min: number | null;
  sph_max: number | null;
  purchase_limit: number;
  low_stock_threshold: number;
  price_type: PriceKind;
  price: number;
  original_price: number | null;
  ladder: PriceTier[];
  wholesale_moq: number;
  wholesale: PriceTier[];
  colours: AdminProductColour[];
  photos: AdminProductPhoto[];
  /** The shop's page of it (shown to shoppers only when published). */
  shop_url: string;
  created_at: string;
  updated_at: string;
}

export interface AdminStockMovement {
  id: number;
  at: string;
  variant_id: number;
  colour: string;
  delta: number;
  qty_after: number;
  reason: StockReason;
  note: string;
  /** The member's name; '' when unknown. */
  author: string;
}

export type AdminStockPage = ListPage<AdminStockMovement>;

/**
 * What a stock change did (POST api/admin/products/{id}/stock, beside the product). A rise with
 * reason `received` of a colour with reserved pre-orders goes through the pre-orders' arrival first
 * (the same rule as the operator's arrival): `pre_orders` says what it did, and `delta` is only
 * what reached the sellable stock.
 */
export interface AdminStockChange {
  goods_id: number;
  variant_id: number;
  /** What reached the colour's sellable stock (negative: taken away): the stock history's delta. */
  delta: number;
  /** The colour's sellable stock now: the stock history's stock after. */
  qty_after: number;
  /** The received frames' arrival for the colour's pre-orders; null when the change did not go through one. */
  pre_orders: AdminStockPreOrders | null;
}

export interface AdminStockPreOrders {
  /** The frames received (the rise asked for). */
  received: number;
  /** The pre-orders served, oldest first: now arrived (payable), their customers mailed. */
  served: number[];
  /** The frames those pre-orders took (kept for them, never on sale). */
  frames: number;
  /** Arrived frames held for the colour's next pre-order, too few to fill it yet (not on sale). */
  held: number;
}

/** The stock endpoint's answer: the product as it is now, and what the change did. */
export interface AdminStockChangeReply extends AdminProductDetail {
  change: AdminStockChange;
}

export type CsvLineResult = 'created' | 'updated' | 'unchanged' | 'error';

export interface CsvLineReport {
  /** The line's number in the file (the header is line 1). */
  line: number;
  sku: string;
  colour_sku: string;
  result: CsvLineResult;
  /** Why it is an error (field: message), or a note on an accepted line. */
  messages: string[];
}

export interface CsvImportReport {
  dry_run: boolean;
  /** Whether anything was written (never when dry_run, never when a line has an error). */
  written: boolean;
  counts: Record<CsvLineResult, number>;
  lines: CsvLineReport[];
}
