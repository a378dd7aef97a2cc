import type { AdminCategory, AdminHotSearch, AdminNavigation, AdminNavItem } from '../../admin-storefront-nav';
import { bool, int, listOf, obj, str, type Agrees, type Assert } from './shape';

// The console's categories, navigation and popular searches (contract/admin-storefront-nav.ts).

export const adminCategoryReply = obj({
  id: int(),
  parent_id: int().nullable(),
  depth: int(),
  name: str(),
  slug: str(),
  img: str(),
  sort: int(),
  is_hidden: bool(),
  goods_count: int(),
  children_count: int(),
});
type _Category = Assert<Agrees<typeof adminCategoryReply, AdminCategory>>;

/** GET api/admin/categories and every change of a category: the tree, depth first. */
export const adminCategoryTreeReply = listOf(adminCategoryReply);

const navItem = obj({
  id: int(),
  column_id: int(),
  parent_id: int().nullable(),
  depth: int(),
  name: str(),
  url: str(),
  sort: int(),
  is_hidden: bool(),
});
type _NavItem = Assert<Agrees<typeof navItem, AdminNavItem>>;

const hotSearch = obj({ id: int(), name: str(), url: str(), sort: int() });
type _HotSearch = Assert<Agrees<typeof hotSearch, AdminHotSearch>>;

/** GET api/admin/navigation and every change of an entry or a popular search. */
export const adminNavigationReply = obj({ menu: listOf(navItem), footer: listOf(navItem), hot_searches: listOf(hotSearch) });
type _Navigation = Assert<Agrees<typeof adminNavigationReply, AdminNavigation>>;
