/**
 * The console's categories, navigation columns and popular searches (issue 25, "Categories and
 * navigation"): paths (all under `api/admin/`, permission `catalogue.manage`), the shapes they
 * answer and the limits of their fields. The rules are contract/schemas/admin-storefront-nav.ts,
 * written once for the console's forms and the server.
 *
 * Concurrency: a change sends only what it changes (a rename its name, Hide its flag), so two
 * members editing different things of one row never overwrite each other (last write wins per
 * field); a reorder names the whole list of siblings and is refused (409 listChanged) when that
 * list is no longer the siblings the server has. Writes of one kind are serialized on the server.
 */
import { FOOTER_COLUMN, NAV_COLUMN } from './constants';

export const CATEGORY_LIMITS = { nameMax: 80, slugMax: 80, imgMax: 500, siblingsMax: 500 } as const;
export const NAV_LIMITS = { nameMax: 80, urlMax: 500, siblingsMax: 500 } as const;
export const HOT_SEARCH_LIMITS = { nameMax: 60, urlMax: 500, countMax: 30 } as const;

/** The navigation columns the console edits: 5 the shop's menu, 2 the footer. */
export const EDITABLE_NAV_COLUMNS = [NAV_COLUMN, FOOTER_COLUMN] as const;
export type EditableNavColumn = (typeof EDITABLE_NAV_COLUMNS)[number];

/** A slug: lower-case letters and digits in words joined by dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A link the shop may show: a path of the shop (`/goods-list/3`), or an https address. */
export const SHOP_URL_PATTERN = /^(?:\/(?!\/)[^\s]*|https:\/\/[^\s/]+[^\s]*)$/;

/** The address of a category's list in the shop, the menu entry that links it (column 5). */
export const categoryListUrl = (id: number) => `/goods-list/${id}`;
/** The address of a search, a popular search's default link. */
export const searchUrl = (words: string) => `/search-result?keywords=${encodeURIComponent(words)}`;

/**
 * A slug made from a name: accents dropped, anything not a letter or digit a dash, at most
 * CATEGORY_LIMITS.slugMax characters; 'category' when nothing is left. The server makes it unique.
 */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CATEGORY_LIMITS.slugMax)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** One category of the tree (GET api/admin/categories): depth first, each after its parent, siblings in order. */
export interface AdminCategory {
  id: number;
  parent_id: number | null;
  /** 0 for a top-level category. */
  depth: number;
  name: string;
  slug: string;
  /** Its picture's address ('' for none). */
  img: string;
  sort: number;
  /** Hidden from the shop's menus and category lists; its products stay reachable. */
  is_hidden: boolean;
  /** Products in this category itself (not its children), any status. */
  goods_count: number;
  children_count: number;
}

/** One entry of a navigation column, in the same depth-first order. */
export interface AdminNavItem {
  id: number;
  column_id: number;
  parent_id: number | null;
  depth: number;
  name: string;
  url: string;
  sort: number;
  is_hidden: boolean;
}

export interface AdminHotSearch {
  id: number;
  name: string;
  url: string;
  sort: number;
}

/** GET api/admin/navigation: the menu (column 5), the footer (column 2) and the popular searches. */
export interface AdminNavigation {
  menu: AdminNavItem[];
  footer: AdminNavItem[];
  hot_searches: AdminHotSearch[];
}

export const adminNavPaths = {
  /** GET: the tree (AdminCategory[]). POST CategoryInput: a new category, last among its siblings, with its menu entry (the tree). */
  categories: 'api/admin/categories',
  /** POST {parent_id, ids}: the siblings under parent_id in this order, every one of them named once (the tree). */
  categoryOrder: 'api/admin/categories/order',
  /** PATCH CategoryPatch: renames, moves, hides or shows (the tree). DELETE: only when it holds no products and no categories. */
  category: (id: number) => `api/admin/categories/${id}`,
  /** GET: AdminNavigation. */
  navigation: 'api/admin/navigation',
  /** POST NavItemInput: a new entry of column 5 or 2, last among its siblings (AdminNavigation). */
  navItems: (column: number) => `api/admin/navigation/${column}`,
  /** POST {parent_id, ids}: the column's siblings in this order (AdminNavigation). */
  navOrder: (column: number) => `api/admin/navigation/${column}/order`,
  /** PATCH NavItemPatch; DELETE (its children move up to its parent) (AdminNavigation). */
  navItem: (column: number, id: number) => `api/admin/navigation/${column}/${id}`,
  /** POST HotSearchInput: a new popular search, last (AdminNavigation). */
  hotSearches: 'api/admin/hot-searches',
  /** POST {ids}: every popular search in this order (AdminNavigation). */
  hotSearchOrder: 'api/admin/hot-searches/order',
  /** PATCH HotSearchPatch; DELETE (AdminNavigation). */
  hotSearch: (id: number) => `api/admin/hot-searches/${id}`,
} as const;

export const adminNavPatterns = {
  category: 'api/admin/categories/:id',
  navItems: 'api/admin/navigation/:column',
  navOrder: 'api/admin/navigation/:column/order',
  navItem: 'api/admin/navigation/:column/:id',
  hotSearch: 'api/admin/hot-searches/:id',
} as const;
