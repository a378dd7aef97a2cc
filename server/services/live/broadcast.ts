import type { LiveHub } from './hub';
import type { MoveResult } from './rooms';

/**
 * An operator move told to its room (type 4); answers what was broadcast, as the admin endpoint replies it.
 * A mute is told to nobody (the shopper learns it when they next comment).
 */
export function broadcastMove(hub: Pick<LiveHub, 'broadcast'>, moved: MoveResult) {
  const { roomId, ...update } = moved;
  if (update.kind === 'muted' || update.kind === 'unmuted') return { room_id: roomId, ...update };
  const product = update.kind === 'product' ? { ...update.product, is_wish: false } : undefined;
  hub.broadcast(roomId, { type: 4, room_id: roomId, update: product ? { kind: 'product', product } : update as Exclude<typeof update, { kind: 'product' | 'muted' | 'unmuted' }> });
  return { room_id: roomId, ...update, ...(product ? { product } : {}) };
}
