import { Redis } from 'ioredis';

/** Connects and waits until Redis answers, so a wrong REDIS_URL fails at start, not mid-request. */
export async function openRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: true });
  await redis.connect();
  await redis.ping();
  return redis;
}
