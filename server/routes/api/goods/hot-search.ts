import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import type { HotSearchData } from '../../../../contract/entities';
import { hotSearches } from '../../../db/schema';
import { cached } from '../../../services/read-cache';

/** GET api/goods/hotSearch: the search dialog's Popular Searches. Cached; writers call invalidate(db, 'hot-search'). */
export default async function hotSearchRoutes(app: FastifyInstance) {
  app.get(`/${paths.hotSearch}`, async (_req, reply) => {
    const data = await cached(app.db, 'hot-search', async (): Promise<HotSearchData> => {
      const rows = await app.db.select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));
      return { hot_search: rows.map((r) => ({ name: r.name, url: r.url })) };
    });
    return reply.ok(data);
  });
}
