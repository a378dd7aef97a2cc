/**
 * The first screen the server draws into index.html for the busiest pages (home, a category, a
 * product, the company news): besides static markup, it sends the page's first catalogue answers in a JSON data block,
 * so the app starts with them instead of asking again. Both sides name those answers with these keys.
 * Only caller-independent, cached reads go in: no is_wish, no prices in a currency.
 */

/** The id of the `<script type="application/json">` block holding the answers. */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';

/** The cookie the app keeps with its language, so the server draws words in it (or none). */
export const LANGUAGE_COOKIE = 'lang';

export const firstScreenKeys = {
  /** POST api/goods/list of a category: page 1, default sort, no filter, PAGE_SIZE goods. */
  goodsList: (categoryId: number) => `goods-list:${categoryId}`,
  /** GET api/goods/property?category_id= */
  goodsProperty: (categoryId: number) => `goods-property:${categoryId}`,
  /** GET api/goods/{id} */
  goodsDetail: (id: number) => `goods-detail:${id}`,
  /** POST api/index/indexBlocks?top or ?index */
  indexBlocks: (where: 'top' | 'index') => `index-blocks:${where}`,
  /** GET api/blog/getList, page 1, every kind, no tag (/company-news as it opens), in the language `lang`. */
  blogList: (lang: string) => `blog-list:${lang}`,
} as const;

export interface FirstScreenData {
  /** The path the answers were made for: the app uses them on that page only. */
  path: string;
  answers: Record<string, unknown>;
}
