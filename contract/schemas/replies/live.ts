import type { LiveComment, LiveNow, LiveProduct, LiveRoom, LiveRoomView } from '../../live';
import { LIVE_STATES } from '../../live';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';
import { number } from 'yup';
import { shopPhotoReply } from './catalog';

export const liveRoomReply = obj({
  id: int(),
  room_href: str(),
  title: str(),
  state: word(LIVE_STATES),
  video_url: str(),
  starts_at: str().nullable(),
  viewer_count: int(),
});
type _Room = Assert<Agrees<typeof liveRoomReply, LiveRoom>>;

export const liveProductReply = obj({
  id: int(),
  name: str(),
  many_img: listOf(str()),
  price: num(),
  special_price: num().nullable(),
  wish_num: int(),
  is_wish: bool(),
  true_qty: int(),
  variant_id: int(),
  pinned: bool(),
  photo: shopPhotoReply.default(undefined).optional(),
});
type _Product = Assert<Agrees<typeof liveProductReply, LiveProduct>>;

export const liveCommentReply = obj({
  type: number<2>().oneOf([2]).defined(),
  id: int(),
  name: str(),
  text: str(),
  color: str(),
  customer_id: int().nullable(),
  tourist_id: str().nullable(),
  room_id: int(),
  created_at: str(),
});
type _Comment = Assert<Agrees<typeof liveCommentReply, LiveComment>>;

/** api/live/room */
export const liveRoomViewReply = obj({ room: liveRoomReply, products: listOf(liveProductReply), comments: listOf(liveCommentReply) });
type _View = Assert<Agrees<typeof liveRoomViewReply, LiveRoomView>>;

/** api/live/now: the rooms live now, and how often to ask again. */
export const liveNowReply = obj({ rooms: listOf(obj({ id: int(), room_href: str(), title: str() })), poll_ms: int() });
type _Now = Assert<Agrees<typeof liveNowReply, LiveNow>>;

/** api/live: the product as it is after the shopper's action. */
export const liveActionReply = liveProductReply;

/** api/admin/live/{room_href}: what changed (as broadcast, type 4). */
export const adminLiveReply = obj({
  room_id: int(),
  kind: word(['state', 'product', 'comment_deleted', 'muted', 'unmuted'] as const),
  customer_id: int().nullable().optional(),
  visitor_id: str().nullable().optional(),
  state: word(LIVE_STATES).optional(),
  video_url: str().optional(),
  product: liveProductReply.optional().default(undefined),
  comment_id: int().optional(),
});
