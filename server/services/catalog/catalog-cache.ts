import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The catalogue read cache: list pages, filter properties, product pages, recommendations,
 * reviews and the home page, each kept under a key made of its normalized query. PGlite answers
 * about a thousand selects a second; a cached page is answered at close to bare-Fastify speed.
 *
 * Correctness rests on invalidation: whoever writes goods, variants (stock), prices, categories,
 * reviews or home blocks calls `invalidateGoods(ids)` (or `invalidate()` for everything) after the
 * write commits. An entry scoped to a product (its page, its reviews) is dropped only with that
 * product; every list-like entry is dropped with any product, since any product may appear in it.
 * A load still running when its key is invalidated is not kept, so nothing read before a write can
 * be served after it.
 *
 * With Redis, invalidations are published on a channel (one per shop namespace) and every process
 * drops the same entries; each process listens with its own duplicated connection.
 *
 * Cached values are shared between callers: they must not depend on the caller (is_wish is laid
 * over a copy per request) and must never be mutated.
 */
export interface CatalogCache {
  /** The cached value of key, loading it once. scope: the product the value depends on alone. */
  get<T>(key: string, load: () => Promise<T>, scope?: number): Promise<T>;
  /** Drops everything, here and (with Redis) in every process. */
  invalidate(): void;
  /** Drops what may show these products: their own entries and every list-like entry. */
  invalidateGoods(goodsIds: number[]): void;
  /** Entries held now. */
  readonly size: number;
  /** Moves on with every invalidation (here or from another process): what was derived before is stale. */
  readonly generation: number;
}

interface Entry {
  value: Promise<unknown>;
  scope: number | undefined;
  expires: number;
}

export interface CatalogCacheOptions {
  maxEntries?: number;
  /** A safety net only; invalidation is what keeps entries right. */
  ttlMs?: number;
  /** Called with each invalidation made here, to tell other processes. */
  publish?: (goodsIds: number[] | null) => void;
}

export function createCatalogCache(opts: CatalogCacheOptions = {}): CatalogCache & { drop(goodsIds: number[] | null): void } {
  const maxEntries = opts.maxEntries ?? 5000;
  const ttlMs = opts.ttlMs ?? 10 * 60_000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function drop(goodsIds: number[] | null) {
    generation++;
    if (goodsIds === null) {
      entries.clear();
      return;
    }
    const ids = new Set(goodsIds);
    for (const [key, e] of entries) if (e.scope === undefined || ids.has(e.scope)) entries.delete(key);
  }

  return {
    get<T>(key: string, load: () => Promise<T>, scope?: number): Promise<T> {
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) {
        // Least recently used goes first when full: a hit moves to the end.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as Promise<T>;
      }
      const entry: Entry = { value: load(), scope, expires: now + ttlMs };
      entries.set(key, entry);
      // A failed load is not kept (and never replaces a newer entry).
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value as Promise<T>;
    },
    invalidate() {
      drop(null);
      opts.publish?.(null);
    },
    invalidateGoods(goodsIds) {
      drop(goodsIds);
      opts.publish?.(goodsIds);
    },
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
    drop,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
}

interface Message {
  from: string;
  ids: number[] | null;
}

/** `app.catalogCache`, shared across processes through Redis when `app.redis` is set. */
export const catalogCachePlugin = fp(async (app: FastifyInstance) => {
  const instance = crypto.randomUUID();
  const channel = `${app.config.rateLimitNamespace}:catalog-invalidate`;
  const redis: Redis | null = app.redis;
  const cache = createCatalogCache({
    publish: redis
      ? (ids) => {
          const msg: Message = { from: instance, ids };
          redis.publish(channel, JSON.stringify(msg)).catch((err) => app.log.error({ err }, 'catalog invalidation not published'));
        }
      : undefined,
  });

  if (redis) {
    // A subscribed connection can do nothing else: listen on a duplicate.
    const sub = redis.duplicate();
    sub.on('error', (err) => app.log.warn({ err }, 'catalog invalidation subscriber'));
    sub.on('message', (ch: string, raw: string) => {
      if (ch !== channel) return;
      try {
        const msg = JSON.parse(raw) as Message;
        if (msg.from === instance) return;
        cache.drop(Array.isArray(msg.ids) ? msg.ids.map(Number) : null);
      } catch (err) {
        app.log.warn({ err }, 'bad catalog invalidation message');
      }
    });
    // After a reconnect, messages may have been missed: start clean.
    sub.on('ready', () => cache.drop(null));
    await sub.subscribe(channel);
    app.addHook('onClose', async () => {
      sub.disconnect();
    });
  }

  app.decorate('catalogCache', cache as CatalogCache);
});
