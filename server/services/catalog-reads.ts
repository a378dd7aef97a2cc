import type { FastifyInstance, FastifyReply } from 'fastify';
import { Code } from '../../contract/codes';
import { loadCategories, type CategoryNode } from './catalog';

/** The category tree, through the catalogue cache (invalidated with everything list-like). */
export function categoryTree(app: FastifyInstance): Promise<Map<number, CategoryNode>> {
  return app.catalogCache.get('categories', () => loadCategories(app.db));
}

/** The `{ code, msg, data }` JSON of cached values, made once per value (cached values never change). */
const envelopes = new WeakMap<object, Buffer>();

/**
 * Sends a cached value as `reply.ok` would, from JSON serialized once: serializing a page of cards
 * costs more than the rest of a cached read. Only for the cached object itself; a copy with the
 * caller's is_wish goes through `reply.ok`.
 */
export function okCached(reply: FastifyReply, data: object): FastifyReply {
  let json = envelopes.get(data);
  if (json === undefined) {
    // Encoded once too: a Buffer is written as it is.
    json = Buffer.from(JSON.stringify({ code: Code.ok, msg: 'success', data }));
    envelopes.set(data, json);
  }
  return reply.code(200).type('application/json; charset=utf-8').send(json);
}
