import type { FastifyInstance } from 'fastify';
import { loadCategories, type CategoryNode } from './catalog';

/** The category tree, through the catalogue cache (invalidated with everything list-like). */
export function categoryTree(app: FastifyInstance): Promise<Map<number, CategoryNode>> {
  return app.catalogCache.get('categories', () => loadCategories(app.db));
}
