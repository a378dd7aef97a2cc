import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { patterns } from '../../../contract/endpoints';
import { FOOTER_COLUMN, FOOTER_STORE_ID } from '../../../contract/constants';
import type { NavItem } from '../../../contract/entities';
import {
  columnParamsSchema, columnQuerySchema, type ColumnParams, type ColumnQuery,
} from '../../../contract/schemas/catalog';
import type { Db } from '../../db/client';
import { navItems } from '../../db/schema';
import { cached } from '../../services/read-cache';

/** One column as a tree, siblings by sort. Cached; writers call invalidate(db, 'column:*'). */
function loadColumn(db: Db, columnId: number, storeId: number): Promise<NavItem[]> {
  return cached(db, `column:${columnId}:${storeId}`, async () => {
    const rows = await db.select().from(navItems)
      .where(and(eq(navItems.columnId, columnId), eq(navItems.storeId, storeId)))
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
  });
}

/** GET api/column/:id?store_id=: 5 is the navigation menu, 2 the footer (store 2 by default). */
export default async function columnRoutes(app: FastifyInstance) {
  app.get<{ Params: ColumnParams; Querystring: ColumnQuery }>(`/${patterns.column}`, {
    schema: { params: columnParamsSchema, querystring: columnQuerySchema },
  }, async (req, reply) => {
    const { id } = req.params;
    const storeId = req.query.store_id ?? (id === FOOTER_COLUMN ? FOOTER_STORE_ID : 1);
    return reply.ok(await loadColumn(app.db, id, storeId));
  });
}
