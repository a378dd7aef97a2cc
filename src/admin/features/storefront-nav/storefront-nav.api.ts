import { adminNavPaths, type AdminCategory, type AdminNavigation } from '../../../../contract/admin-storefront-nav';
import { adminHttp } from '../../app/admin-http';

/** The console's categories, navigation columns and popular searches (contract/admin-storefront-nav.ts). */
export const storefrontNavApi = {
  categories: (signal?: AbortSignal) => adminHttp<AdminCategory[]>('get', adminNavPaths.categories, { signal }),
  addCategory: (body: { name: string; parent_id: number | null; slug: string; img: string }) =>
    adminHttp<AdminCategory[]>('post', adminNavPaths.categories, { json: body }),
  patchCategory: (id: number, body: object) => adminHttp<AdminCategory[]>('patch', adminNavPaths.category(id), { json: body }),
  orderCategories: (parent_id: number | null, ids: number[]) =>
    adminHttp<AdminCategory[]>('post', adminNavPaths.categoryOrder, { json: { parent_id, ids } }),
  deleteCategory: (id: number) => adminHttp<AdminCategory[]>('delete', adminNavPaths.category(id)),
  navigation: (signal?: AbortSignal) => adminHttp<AdminNavigation>('get', adminNavPaths.navigation, { signal }),
  addNavItem: (column: number, body: { name: string; url: string }) =>
    adminHttp<AdminNavigation>('post', adminNavPaths.navItems(column), { json: body }),
  patchNavItem: (column: number, id: number, body: object) => adminHttp<AdminNavigation>('patch', adminNavPaths.navItem(column, id), { json: body }),
  orderNavItems: (column: number, parent_id: number | null, ids: number[]) =>
    adminHttp<AdminNavigation>('post', adminNavPaths.navOrder(column), { json: { parent_id, ids } }),
  deleteNavItem: (column: number, id: number) => adminHttp<AdminNavigation>('delete', adminNavPaths.navItem(column, id)),
  addHotSearch: (body: { name: string; url: string }) => adminHttp<AdminNavigation>('post', adminNavPaths.hotSearches, { json: body }),
  patchHotSearch: (id: number, body: object) => adminHttp<AdminNavigation>('patch', adminNavPaths.hotSearch(id), { json: body }),
  orderHotSearches: (ids: number[]) => adminHttp<AdminNavigation>('post', adminNavPaths.hotSearchOrder, { json: { ids } }),
  deleteHotSearch: (id: number) => adminHttp<AdminNavigation>('delete', adminNavPaths.hotSearch(id)),
};
