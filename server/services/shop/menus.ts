import { and, asc, eq } from 'drizzle-orm';
import { FOOTER_COLUMN, FOOTER_STORE_ID } from '../../../contract/constants';
import type { NavItem } from '../../../contract/entities';
import { categories, navItems } from '../../db/schema';
import type { ReadApp } from '../platform/read-cache';

/** A menu entry's link to a category's list (`/goods-list/{id}`, maybe with a query): that category's id. */
export function linkedCategory(url: string): number | null {
  const m = /^\/goods-list\/(\d+)(?:[?#].*)?$/.exec(url);
  return m ? Number(m[1]) : null;
}

/** The store a column is read from when none is named: the footer store 2's, every other column store 1's. */
export const storeOfColumn = (columnId: number) => (columnId === FOOTER_COLUMN ? FOOTER_STORE_ID : 1);

/**
 * GET api/column/:id: one menu column as a tree, siblings by sort; 5 is the navigation menu, 2 the
 * footer. Without a store, the footer is store 2's and every other column store 1's. Hidden entries
 * are left out with everything under them, and so are entries linking a hidden category's list
 * (the console's Hide of a category: its products stay reachable). Cached; writers call
 * app.readCache.invalidate('column:*') (the console's category and navigation writers do).
 */
export function menuColumn(app: ReadApp, columnId: number, storeId?: number): Promise<NavItem[]> {
  const store = storeId ?? storeOfColumn(columnId);
  return app.readCache.get(
    `column:${columnId}:${store}`,
    async () => {
      const rows = await app.db
        .select()
        .from(navItems)
        .where(and(eq(navItems.columnId, columnId), eq(navItems.storeId, store)))
        .orderBy(asc(navItems.sort), asc(navItems.id));
      const hiddenCategories = new Set(
        (await app.db.select({ id: categories.id }).from(categories).where(eq(categories.isHidden, true))).map((c) => c.id),
      );
      const hidden = (r: (typeof rows)[number]) => {
        const category = linkedCategory(r.url);
        return r.isHidden || (category != null && hiddenCategories.has(category));
      };
      const byId = new Map<number, NavItem>();
      for (const r of rows) if (!hidden(r)) byId.set(r.id, { id: r.id, name: r.name, url: r.url, img: r.img, children: [] });
      const hiddenIds = new Set(rows.filter(hidden).map((r) => r.id));
      const roots: NavItem[] = [];
      for (const r of rows) {
        const item = byId.get(r.id);
        if (!item) continue;
        // Under a hidden entry: hidden with it.
        if (r.parentId != null && hiddenIds.has(r.parentId)) continue;
        const parent = r.parentId == null ? undefined : byId.get(r.parentId);
        // An item whose parent is missing shows at the top rather than vanishing.
        (parent ? parent.children : roots).push(item);
      }
      return roots;
    },
    'shop',
  );
}
