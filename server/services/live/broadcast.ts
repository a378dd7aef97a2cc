import type { FastifyInstance } from 'fastify';
import { LIVE_NOW_KEY } from './now';
import type { MoveResult } from './rooms';

/**
 * An operator move told to its room (type 4); answers what was broadcast, as the admin endpoint replies it.
 * A mute is told to nobody (the shopper learns it when they next comment). A room started or ended
 * changes which rooms are live: GET api/live/now is read again (every process drops it).
 */
export function broadcastMove(app: Pick<FastifyInstance, 'liveHub' | 'readCache'>, moved: MoveResult) {
  const hub = app.liveHub;
  const { roomId, ...update } = moved;
  if (update.kind === 'state') app.readCache.invalidate(LIVE_NOW_KEY);
  if (update.kind === 'muted' || update.kind === 'unmuted') return { room_id: roomId, ...update };
  const product = update.kind === 'product' ? { ...update.product, is_wish: false } : undefined;
  hub.broadcast(roomId, {
    type: 4,
    room_id: roomId,
    update: product ? { kind: 'product', product } : (update as Exclude<typeof update, { kind: 'product' | 'muted' | 'unmuted' }>),
  });
  return { room_id: roomId, ...update, ...(product ? { product } : {}) };
}
