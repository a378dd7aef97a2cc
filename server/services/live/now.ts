import { createHash } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LiveNow } from '../../../contract/live';
import { liveRooms } from '../../db/schema';

/** The read cache's key of GET api/live/now: dropped (here and, with Redis, in every process) when a room starts or ends. */
export const LIVE_NOW_KEY = 'live-now';

/**
 * GET api/live/now: the rooms live now, the one started last first (the badge shows it), for the Live badge, with how often the
 * app asks again. Read once per change: the read cache holds it until an operator starts or ends a
 * room (broadcast.ts drops it), so a poll of every open tab costs a lookup in memory.
 */
export function readLiveNow(app: Pick<FastifyInstance, 'db' | 'readCache' | 'config'>): Promise<LiveNow> {
  return app.readCache.get(
    LIVE_NOW_KEY,
    async () => {
      const rows = await app.db
        .select({ id: liveRooms.id, room_href: liveRooms.slug, title: liveRooms.title })
        .from(liveRooms)
        .where(eq(liveRooms.state, 'live'))
        .orderBy(sql`${liveRooms.startsAt} desc nulls last`, desc(liveRooms.id));
      return { rooms: rows, poll_ms: app.config.liveNowPollMs };
    },
    'shop',
  );
}

const etags = new WeakMap<object, string>();

/** The entity tag of a reply (cached values never change: made once per value). Equal replies, equal tags, in every process. */
export function etagOf(now: LiveNow): string {
  let tag = etags.get(now);
  if (tag === undefined) {
    tag = `"${createHash('sha256').update(JSON.stringify(now)).digest('base64url').slice(0, 22)}"`;
    etags.set(now, tag);
  }
  return tag;
}

/** Whether an If-None-Match header names this tag (a list, weak tags and `*` included). */
export function matchesEtag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === '*' || v === tag || v === `W/${tag}`;
  });
}
