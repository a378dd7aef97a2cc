import { and, asc, eq } from 'drizzle-orm';
import { FOOTER_COLUMN, FOOTER_STORE_ID } from '../../../contract/constants';
import type { NavItem } from '../../../contract/entities';
import { navItems } from '../../db/schema';
import type { ReadApp } from '../platform/read-cache';

/**
 * GET api/column/:id: one menu column as a tree, siblings by sort; 5 is the navigation menu, 2 the
 * footer. Without a store, the footer is store 2's and every other column store 1's. Cached; writers
 * call app.readCache.invalidate('column:*').
 */
export function menuColumn(app: ReadApp, columnId: number, storeId?: number): Promise<NavItem[]> {
  const store = storeId ?? (columnId === FOOTER_COLUMN ? FOOTER_STORE_ID : 1);
  return app.readCache.get(
    `column:${columnId}:${store}`,
    async () => {
      const rows = await app.db
        .select()
        .from(navItems)
        .where(and(eq(navItems.columnId, columnId), eq(navItems.storeId, store)))
        .orderBy(asc(navItems.sort), asc(navItems.id));
      const byId = new Map<number, NavItem>();
      for (const r of rows) byId.set(r.id, { id: r.id, name: r.name, url: r.url, img: r.img, children: [] });
      const roots: NavItem[] = [];
      for (const r of rows) {
        const item = byId.get(r.id)!;
        const parent = r.parentId == null ? undefined : byId.get(r.parentId);
        // An item whose parent is missing shows at the top rather than vanishing.
        (parent ? parent.children : roots).push(item);
      }
      return roots;
    },
    'shop',
  );
}
