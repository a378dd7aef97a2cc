import type { GoodsCard } from './catalog';

/**
 * The frames catalogue as a lookbook (/optical-frames-online-catalog-z, issue #14): the frames by
 * collection (a top-level category holding frames or sunglasses) and category (its leaves), every
 * product id in lookbook order up front, then the cards of those ids a page at a time as the
 * shopper scrolls.
 */

/** GET api/getFrameCollectionBlocks: a collection of the lookbook. */
export interface FrameCollectionBlock {
  id: number;
  name: string;
  description: string;
  /** The picture of its first frame. */
  img: string;
  /** Its active frames. */
  count: number;
}

/** GET api/getCategoryBlocks: a category of a collection (the collection itself when it has no children). */
export interface CategoryBlock {
  id: number;
  collection_id: number;
  name: string;
  description: string;
  count: number;
}

/** POST Product/get_all_product_id: every frame of the lookbook (or one collection or category), in lookbook order. */
export interface LookbookIds {
  ids: number[];
}

/** GET api/getProducts?ids=: a frame's card with the category it is shown under. */
export interface LookbookFrame extends GoodsCard {
  category_id: number;
}

export interface LookbookProducts {
  items: LookbookFrame[];
}

/** Cards asked for at a time as the shopper scrolls. */
export const LOOKBOOK_PAGE_SIZE = 24;
/** At most this many ids in one getProducts call. */
export const LOOKBOOK_MAX_IDS = 48;

/** `1,2,3`: the ids of a getProducts call. */
export const lookbookIdsParam = (ids: number[]) => ids.join(',');
