import type { Db } from '../../db/client';

/**
 * Small in-process cache for reads that rarely change (currencies, menus, hot searches), kept per
 * database so test apps never share entries. Whoever writes one of these tables calls invalidate.
 * A failed load is not kept.
 */
const caches = new WeakMap<Db, Map<string, Promise<unknown>>>();

export function cached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = load();
    cache.set(key, hit);
    hit.catch(() => cache.delete(key));
  }
  return hit;
}

/** Drops one key, or every key starting with `prefix*`. */
export function invalidate(db: Db, key: string): void {
  const cache = caches.get(db);
  if (!cache) return;
  if (key.endsWith('*')) {
    const prefix = key.slice(0, -1);
    for (const k of cache.keys()) if (k.startsWith(prefix)) cache.delete(k);
  } else cache.delete(key);
}
