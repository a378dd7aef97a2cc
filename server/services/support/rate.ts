import type { Redis } from 'ioredis';

/**
 * Counts events per key in fixed windows: in Redis when there is one (so every process shares a
 * count), else in this process. `allow(key)` is false once the key is over `max` in its window.
 */
export function createRateCounter(opts: { redis: Redis | null; prefix: string; max: number; windowMs: number }) {
  const counts = new Map<string, { n: number; resetAt: number }>();
  return {
    async allow(key: string): Promise<boolean> {
      if (opts.redis) {
        const k = `${opts.prefix}:${key}`;
        const [[, n]] = (await opts.redis.multi().incr(k).pexpire(k, opts.windowMs, 'NX').exec()) as [[unknown, number]];
        return n <= opts.max;
      }
      const now = Date.now();
      const c = counts.get(key);
      if (!c || c.resetAt <= now) {
        counts.set(key, { n: 1, resetAt: now + opts.windowMs });
        if (counts.size > 10_000) for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
        return true;
      }
      return ++c.n <= opts.max;
    },
  };
}
