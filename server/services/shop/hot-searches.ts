import { asc } from 'drizzle-orm';
import type { HotSearchData } from '../../../contract/entities';
import { hotSearches as hotSearchRows } from '../../db/schema';
import type { ReadApp } from '../platform/read-cache';

/** GET api/goods/hotSearch: the search dialog's Popular Searches. Cached; writers call app.readCache.invalidate('hot-search'). */
export function hotSearches(app: ReadApp): Promise<HotSearchData> {
  return app.readCache.get(
    'hot-search',
    async () => {
      const rows = await app.db.select().from(hotSearchRows).orderBy(asc(hotSearchRows.sort), asc(hotSearchRows.id));
      return { hot_search: rows.map((r) => ({ name: r.name, url: r.url })) };
    },
    'shop',
  );
}
