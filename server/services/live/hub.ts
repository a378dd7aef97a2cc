import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { LiveServerMessage } from '../../../contract/live';
import { recordViewers } from './console';

/** One connection as the hub sees it: where to send a room's messages. */
export interface LiveListener {
  send(frame: string): void;
}

/**
 * The rooms' fan-out, one per app (`app.liveHub`). Each process holds its own connections per room;
 * `broadcast` delivers to them and, with Redis, publishes on one channel that every other process
 * delivers to its own. Viewer counts: each process keeps its count of a room in a Redis hash (one
 * field per process, gone when it closes), the room's count is their sum; changes are broadcast at
 * most every VIEWERS_EVERY_MS per room, so a thousand joins are a handful of messages.
 * Comment rate limits count per token, in Redis when there is one (so two processes share a count).
 */
export interface LiveHub {
  join(roomId: number, listener: LiveListener): void;
  leave(roomId: number, listener: LiveListener): void;
  /** A member of staff watching the room from the console: told everything the viewers are, not counted as one. */
  watch(roomId: number, listener: LiveListener): void;
  unwatch(roomId: number, listener: LiveListener): void;
  /** Sends to every connection of the room, here and in every process. */
  broadcast(roomId: number, msg: LiveServerMessage): void;
  /** The room's viewers across processes. */
  viewers(roomId: number): Promise<number>;
  /** Counts one comment of this token: false when it is over the limit. */
  allowComment(tokenId: number): Promise<boolean>;
  /** Connections held by this process. */
  readonly connections: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

const VIEWERS_EVERY_MS = 1_000;

interface Envelope {
  from: string;
  room: number;
  frame: string;
}

export function createLiveHub(opts: {
  redis: Redis | null;
  namespace: string;
  rate: { max: number; windowMs: number };
  log: { warn(obj: object, msg: string): void };
  /** Told the room's count (across processes) each time it is broadcast: the room's peak is kept from it. */
  onViewers?: (room: number, count: number) => Promise<void>;
}) {
  const instance = crypto.randomUUID();
  const channel = `${opts.namespace}:live`;
  const viewersKey = (room: number) => `${opts.namespace}:live:viewers:${room}`;
  const rooms = new Map<number, Set<LiveListener>>();
  const watchers = new Map<number, Set<LiveListener>>();
  const viewerTimers = new Map<number, ReturnType<typeof setTimeout>>();
  const counts = new Map<number, { n: number; resetAt: number }>();
  const { redis } = opts;

  const deliver = (room: number, frame: string) => {
    for (const l of [...(rooms.get(room) ?? []), ...(watchers.get(room) ?? [])]) {
      try {
        l.send(frame);
      } catch (err) {
        opts.log.warn({ err }, 'live frame not sent');
      }
    }
  };

  async function viewers(room: number): Promise<number> {
    if (!redis) return rooms.get(room)?.size ?? 0;
    const all = await redis.hvals(viewersKey(room));
    return all.reduce((sum, v) => sum + Math.max(0, Number(v) || 0), 0);
  }

  // Whoever changed a count tells the room soon (once per VIEWERS_EVERY_MS), counted across processes.
  function viewersChanged(room: number) {
    const here = rooms.get(room)?.size ?? 0;
    if (redis) {
      const write = here > 0 ? redis.hset(viewersKey(room), instance, here) : redis.hdel(viewersKey(room), instance);
      write.catch((err: unknown) => opts.log.warn({ err }, 'live viewers not counted'));
    }
    if (viewerTimers.has(room)) return;
    viewerTimers.set(
      room,
      setTimeout(() => {
        viewerTimers.delete(room);
        viewers(room)
          .then((viewer_count) => {
            hub.broadcast(room, { type: 4, room_id: room, update: { kind: 'viewers', viewer_count } });
            return opts.onViewers?.(room, viewer_count);
          })
          .catch((err: unknown) => opts.log.warn({ err }, 'live viewers not read'));
      }, VIEWERS_EVERY_MS),
    );
  }

  const hub: LiveHub & { receive(raw: string): void; close(): Promise<void> } = {
    join(room, listener) {
      let set = rooms.get(room);
      if (!set) rooms.set(room, (set = new Set()));
      set.add(listener);
      viewersChanged(room);
    },
    leave(room, listener) {
      const set = rooms.get(room);
      if (!set?.delete(listener)) return;
      if (!set.size) rooms.delete(room);
      viewersChanged(room);
    },
    watch(room, listener) {
      let set = watchers.get(room);
      if (!set) watchers.set(room, (set = new Set()));
      set.add(listener);
    },
    unwatch(room, listener) {
      const set = watchers.get(room);
      if (set?.delete(listener) && !set.size) watchers.delete(room);
    },
    broadcast(room, msg) {
      const frame = JSON.stringify(msg);
      deliver(room, frame);
      if (redis) {
        const env: Envelope = { from: instance, room, frame };
        redis.publish(channel, JSON.stringify(env)).catch((err: unknown) => opts.log.warn({ err }, 'live message not published'));
      }
    },
    viewers,
    async allowComment(tokenId) {
      if (redis) {
        const key = `${opts.namespace}:live:rate:${tokenId}`;
        const [[, n]] = (await redis.multi().incr(key).pexpire(key, opts.rate.windowMs, 'NX').exec()) as [[unknown, number]];
        return n <= opts.rate.max;
      }
      const now = Date.now();
      const c = counts.get(tokenId);
      if (!c || c.resetAt <= now) {
        counts.set(tokenId, { n: 1, resetAt: now + opts.rate.windowMs });
        if (counts.size > 10_000) for (const [k, v] of counts) if (v.resetAt <= now) counts.delete(k);
        return true;
      }
      return ++c.n <= opts.rate.max;
    },
    get connections() {
      let n = 0;
      for (const set of rooms.values()) n += set.size;
      return n;
    },
    /** A message from the channel: another process's broadcast, delivered here. */
    receive(raw) {
      try {
        const env = JSON.parse(raw) as Partial<Envelope>;
        if (env.from === instance || typeof env.room !== 'number' || typeof env.frame !== 'string') return;
        deliver(env.room, env.frame);
      } catch (err) {
        opts.log.warn({ err }, 'bad live message on the channel');
      }
    },
    async close() {
      for (const t of viewerTimers.values()) clearTimeout(t);
      viewerTimers.clear();
      if (redis) await Promise.all([...rooms.keys()].map((room) => redis.hdel(viewersKey(room), instance).catch(() => 0)));
      rooms.clear();
      watchers.clear();
    },
  };
  return { hub, channel };
}

/** `app.liveHub`: the hub of this process, listening on Redis when `app.redis` is set. */
export const liveHubPlugin = fp(async (app: FastifyInstance) => {
  const { hub, channel } = createLiveHub({
    redis: app.redis,
    namespace: app.config.rateLimitNamespace,
    log: app.log,
    rate: { max: app.config.live.commentRateMax, windowMs: app.config.live.commentRateWindowMs },
    onViewers: (room, count) => recordViewers(app.db, room, count),
  });
  if (app.redis) {
    // A subscribed connection can do nothing else: listen on a duplicate.
    const sub = app.redis.duplicate();
    sub.on('error', (err) => app.log.warn({ err }, 'live subscriber'));
    sub.on('message', (ch: string, raw: string) => {
      if (ch === channel) hub.receive(raw);
    });
    await sub.subscribe(channel);
    app.addHook('onClose', async () => {
      sub.disconnect();
    });
  }
  app.addHook('onClose', () => hub.close());
  app.decorate('liveHub', hub as LiveHub);
});
