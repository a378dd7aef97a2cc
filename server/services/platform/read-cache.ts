import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The read cache, one per app (`app.readCache`): every read that is asked far more often than its
 * data changes, kept under a key made of its normalized query. Catalogue reads (list pages, filter
 * properties, product pages and pictures, recommendations, reviews, the home page) and the shop's
 * own reads (currencies, menu columns, popular searches). PGlite answers about a thousand selects a
 * second; a cached page is answered at close to bare-Fastify speed.
 *
 * Correctness rests on invalidation, after the write commits. Whoever writes goods, variants
 * (stock), prices, categories, reviews or home blocks calls `invalidateGoods(ids)`; an entry scoped
 * to a product (its page, its reviews, its picture) is dropped only with that product, every
 * catalogue entry with any product, since any product may appear in it. Whoever writes a shop
 * table calls `invalidate(key)` with its key ('currencies', 'hot-search') or key prefix ('column:*');
 * `invalidate()` drops everything. A load still running when its key is invalidated is not kept, so
 * nothing read before a write can be served after it.
 *
 * With Redis, invalidations are published on a channel (one per shop namespace) and every process
 * drops the same entries; each process listens with its own duplicated connection.
 *
 * Cached values are shared between callers: they must not depend on the caller (is_wish is laid
 * over a copy per request) and must never be mutated.
 */
export interface ReadCache {
  /** The cached value of key, loading it once. scope: what the value depends on (see Scope). */
  get<T>(key: string, load: () => Promise<T>, scope?: Scope): Promise<T>;
  /**
   * Drops one key, every key starting with `prefix` when given `prefix*`, or everything without an
   * argument; here and (with Redis) in every process.
   */
  invalidate(key?: string): void;
  /** Drops what may show these products: their own entries and every catalogue entry. */
  invalidateGoods(goodsIds: number[]): void;
  /** Entries held now. */
  readonly size: number;
  /** Moves on with every invalidation (here or from another process): what was derived before is stale. */
  readonly generation: number;
}

/**
 * What an entry depends on, so that a write drops exactly what it may have changed:
 * - a product id: that product alone (its page, reviews, picture), dropped with it;
 * - 'catalogue' (the default): any product may show in it (lists, properties, home blocks), dropped
 *   with every product;
 * - 'shop': no product (currencies, menus, popular searches), dropped only by its key.
 */
export type Scope = number | 'catalogue' | 'shop';

/** What to drop: everything, what may show some products, or one key (`prefix*`: every key with that prefix). */
export type Drop = { all: true } | { goods: number[] } | { key: string };

interface Entry {
  value: Promise<unknown>;
  scope: Scope;
  expires: number;
}

export interface ReadCacheOptions {
  maxEntries?: number;
  /** A safety net only; invalidation is what keeps entries right. */
  ttlMs?: number;
  /** Called with each invalidation made here, to tell other processes. */
  publish?: (drop: Drop) => void;
}

export function createReadCache(opts: ReadCacheOptions = {}): ReadCache & { drop(what: Drop): void } {
  const maxEntries = opts.maxEntries ?? 5000;
  const ttlMs = opts.ttlMs ?? 10 * 60_000;
  const entries = new Map<string, Entry>();
  let generation = 0;

  function drop(what: Drop) {
    generation++;
    if ('all' in what) {
      entries.clear();
    } else if ('goods' in what) {
      const ids = new Set(what.goods);
      for (const [key, e] of entries) if (e.scope === 'catalogue' || (typeof e.scope === 'number' && ids.has(e.scope))) entries.delete(key);
    } else if (what.key.endsWith('*')) {
      const prefix = what.key.slice(0, -1);
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    } else {
      entries.delete(what.key);
    }
  }

  function dropHere(what: Drop) {
    drop(what);
    opts.publish?.(what);
  }

  return {
    get<T>(key: string, load: () => Promise<T>, scope: Scope = 'catalogue'): Promise<T> {
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
    invalidate(key) {
      dropHere(key === undefined ? { all: true } : { key });
    },
    invalidateGoods(goodsIds) {
      dropHere({ goods: goodsIds });
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
    readCache: ReadCache;
  }
}

/** What a cached read uses of the app: the cache, and the database to load from. */
export type ReadApp = Pick<FastifyInstance, 'db' | 'readCache'>;

/**
 * What goes over the channel: who sent it (a process ignores its own) and what to drop. `ids` is
 * the previous release's message (goods ids, null: everything), still understood so processes of
 * both releases hear each other during a rolling deploy; the previous release reads this message
 * as "drop everything", which is safe.
 */
interface Message {
  from: string;
  drop?: Drop;
  ids?: number[] | null;
}

/** The drop a message asks for, or null when it is not one of ours. */
function dropOf(msg: Partial<Message>): Drop | null {
  const d = msg.drop as Record<string, unknown> | undefined;
  if (d?.all === true) return { all: true };
  if (Array.isArray(d?.goods)) return { goods: d.goods.map(Number) };
  if (typeof d?.key === 'string') return { key: d.key };
  if (msg.ids === null) return { all: true };
  if (Array.isArray(msg.ids)) return { goods: msg.ids.map(Number) };
  return null;
}

/** `app.readCache`, shared across processes through Redis when `app.redis` is set. */
export const readCachePlugin = fp(async (app: FastifyInstance) => {
  const instance = crypto.randomUUID();
  // Named when it carried catalogue drops only; kept, so a rolling deploy keeps one channel.
  const channel = `${app.config.rateLimitNamespace}:catalog-invalidate`;
  const redis: Redis | null = app.redis;
  const cache = createReadCache({
    publish: redis
      ? (drop) => {
          const msg: Message = { from: instance, drop };
          redis.publish(channel, JSON.stringify(msg)).catch((err) => app.log.error({ err }, 'cache invalidation not published'));
        }
      : undefined,
  });

  if (redis) {
    // A subscribed connection can do nothing else: listen on a duplicate.
    const sub = redis.duplicate();
    sub.on('error', (err) => app.log.warn({ err }, 'cache invalidation subscriber'));
    sub.on('message', (ch: string, raw: string) => {
      if (ch !== channel) return;
      try {
        const msg = JSON.parse(raw) as Partial<Message>;
        if (msg.from === instance) return;
        const drop = dropOf(msg);
        if (drop) cache.drop(drop);
        else app.log.warn({ raw }, 'unknown cache invalidation message');
      } catch (err) {
        app.log.warn({ err }, 'bad cache invalidation message');
      }
    });
    // After a reconnect, messages may have been missed: start clean.
    sub.on('ready', () => cache.drop({ all: true }));
    await sub.subscribe(channel);
    app.addHook('onClose', async () => {
      sub.disconnect();
    });
  }

  app.decorate('readCache', cache as ReadCache);
});
