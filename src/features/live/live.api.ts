import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { LiveAction, LiveNow, LiveProduct, LiveRoomView } from '../../../contract/live';

/** The live rooms (contract/live.ts); the room itself talks over the socket (src/features/live/socket.ts). */
export const liveApi = {
  /** GET api/live/now -> the rooms live now (the Live badge) and how often to ask again; the browser revalidates it (304). */
  now: (signal?: AbortSignal) => http<LiveNow>('get', paths.liveNow, { signal }),
  /** GET api/live/room?room_href= -> the room, its products and latest comments. */
  room: (roomHref: string, signal?: AbortSignal) => http<LiveRoomView>('get', paths.liveRoom, { query: { room_href: roomHref }, signal }),
  /** POST api/live {room_href, data, product_id} -> the product as it is now (broadcast to the room). */
  action: (roomHref: string, data: LiveAction, productId: number) =>
    http<LiveProduct>('post', paths.liveAction, { json: { room_href: roomHref, data, product_id: productId } }),
};
