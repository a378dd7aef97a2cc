import { asc } from 'drizzle-orm';
import type { HotSearchData } from '../../../contract/entities';
import type { Db } from '../../db/client';
import { hotSearches as hotSearchRows } from '../../db/schema';
import { cached } from './read-cache';

/** GET api/goods/hotSearch: the search dialog's Popular Searches. Cached; writers call invalidate(db, 'hot-search'). */
export function hotSearches(db: Db): Promise<HotSearchData> {
  return cached(db, 'hot-search', async () => {
    const rows = await db.select().from(hotSearchRows).orderBy(asc(hotSearchRows.sort), asc(hotSearchRows.id));
    return { hot_search: rows.map((r) => ({ name: r.name, url: r.url })) };
  });
}
