/**
 * The console's storefront (issue 25): the home page's blocks (title, subtitle, link, order, shown
 * or not; a goods row's chosen products), the promo banner's slides (the hero block's items:
 * picture, alt, link, order, dates) and the hosted questionnaire promo's pictures. Every path is
 * under `api/admin/storefront`, permission `catalogue.manage`. The rules of each input are
 * contract/schemas/admin-storefront.ts, written once for the console's forms and the server.
 *
 * Preview before publishing: a form's unsaved values are sent to `preview`, which keeps them for
 * STOREFRONT_LIMITS.previewTtlS behind a random token only staff receive; the shop's home page
 * opened as `/?storefront-preview=<token>` is drawn with them laid over the live storefront. Saving
 * the form (Publish) makes them live. See server/services/catalog/README.md (Storefront).
 */
import type { IndexBlockKind, IndexGoodsTab } from './catalog';

export const storefrontPaths = {
  /** GET: every block with its slides and chosen goods, and the questionnaires' promo pictures (Storefront). */
  storefront: 'api/admin/storefront',
  /** PUT BlockInput with `version`: a block's words, link and whether it is shown (Storefront). */
  block: (id: number) => `api/admin/storefront/blocks/${id}`,
  /** POST {ids}: every block, in the order the home page shows them (Storefront). */
  blockOrder: 'api/admin/storefront/blocks/order',
  /** PUT {goods_ids, version}: a goods row's products, in order; [] chosen by its tab (Storefront). */
  blockGoods: (id: number) => `api/admin/storefront/blocks/${id}/goods`,
  /** POST SlideInput: a new slide of the hero block, last (Storefront, 201). */
  blockSlides: (id: number) => `api/admin/storefront/blocks/${id}/slides`,
  /** POST {ids}: the block's slides in this order (Storefront). */
  slideOrder: (id: number) => `api/admin/storefront/blocks/${id}/slides/order`,
  /** PUT SlideInput with `version`; DELETE: removes it (Storefront). */
  slide: (id: number) => `api/admin/storefront/slides/${id}`,
  /** GET ?q=: published products found by name or SKU, to choose for a goods row (StorefrontGoods[]). */
  goodsSearch: 'api/admin/storefront/goods',
  /** PUT {image_url, wap_image_url, version}: a questionnaire promo's pictures (Storefront). */
  questionnaire: (id: number) => `api/admin/storefront/questionnaires/${id}`,
  /** POST StorefrontPreviewInput: keeps a draft for the phone-width preview (StorefrontPreview). */
  preview: 'api/admin/storefront/preview',
} as const;

export const storefrontPatterns = {
  block: 'api/admin/storefront/blocks/:id',
  blockGoods: 'api/admin/storefront/blocks/:id/goods',
  blockSlides: 'api/admin/storefront/blocks/:id/slides',
  slideOrder: 'api/admin/storefront/blocks/:id/slides/order',
  slide: 'api/admin/storefront/slides/:id',
  questionnaire: 'api/admin/storefront/questionnaires/:id',
} as const;

/** The query parameter of the shop's home page that draws it with a preview's draft. */
export const STOREFRONT_PREVIEW_PARAM = 'storefront-preview';

/** The phone the preview is drawn at (the shop's journeys' viewport). */
export const PREVIEW_VIEWPORT = { width: 390, height: 844 } as const;

export const STOREFRONT_LIMITS = {
  titleMax: 120,
  subtitleMax: 300,
  linkMax: 300,
  imageMax: 500,
  altMax: 200,
  /** Slides of the hero block. */
  slidesMax: 10,
  /** Products a goods row may name. */
  goodsMax: 20,
  /** How long a preview's draft is kept. */
  previewTtlS: 15 * 60,
  goodsSearchMax: 20,
} as const;

/** A slide of the promo banner (an item of the hero block). Dates are ISO instants; null: open. */
export interface StorefrontSlide {
  id: number;
  block_id: number;
  title: string;
  subtitle: string;
  img: string;
  alt: string;
  link: string;
  sort: number;
  starts_at: string | null;
  ends_at: string | null;
  /** Shown to shoppers now (within its dates). */
  live: boolean;
  /** The row as read: sent back with an edit, a stale one is a 409. */
  version: string;
}

/** A product as the goods-row picker shows it. */
export interface StorefrontGoods {
  id: number;
  name: string;
  sku: string;
  img: string;
  status: 'draft' | 'published' | 'archived';
}

export interface StorefrontBlock {
  id: number;
  placement: 'top' | 'index';
  /** A stored block's kind (the coupons block is the promotions' offer, never stored). */
  kind: Exclude<IndexBlockKind, 'coupons'>;
  title: string;
  subtitle: string;
  link: string;
  sort: number;
  is_active: boolean;
  /** A goods row's tab (how its goods are chosen when goods_ids is empty). */
  tab: IndexGoodsTab | null;
  goods_ids: number[];
  /** The chosen goods, in order (goods rows). */
  goods: StorefrontGoods[];
  slides: StorefrontSlide[];
  version: string;
}

/** A hosted questionnaire's promo pictures (the spec's s3_img, s3_wap_img). */
export interface StorefrontQuestionnaire {
  id: number;
  title: string;
  image_url: string;
  wap_image_url: string;
  starts_at: string;
  ends_at: string;
  version: string;
}

/** GET api/admin/storefront and the answer to every change. */
export interface Storefront {
  blocks: StorefrontBlock[];
  questionnaires: StorefrontQuestionnaire[];
}

/** POST api/admin/storefront/preview */
export interface StorefrontPreview {
  token: string;
  /** The shop's home page drawn with the draft. */
  url: string;
  expires_in: number;
}
