import type { AdminLiveRoom, AdminLiveRoomDetail, LiveRoomFigures } from '../../admin-live';
import { LIVE_STATES } from '../../live';
import { shopImageReply } from './admin-photos';
import { storefrontGoodsReply } from './admin-storefront';
import { liveCommentReply, liveProductReply } from './live';
import { int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

export const adminLiveRoomReply = obj({
  id: int(),
  room_href: str(),
  title: str(),
  state: word(LIVE_STATES),
  starts_at: str().nullable(),
  ended_at: str().nullable(),
  video_url: str(),
  cover: shopImageReply.nullable(),
  product_count: int(),
  viewer_count: int(),
  peak_viewers: int(),
});
type _Room = Assert<Agrees<typeof adminLiveRoomReply, AdminLiveRoom>>;

export const adminLiveRoomDetailReply = obj({
  room: adminLiveRoomReply,
  products: listOf(liveProductReply),
  goods: listOf(storefrontGoodsReply),
  comments: listOf(liveCommentReply),
});
type _Detail = Assert<Agrees<typeof adminLiveRoomDetailReply, AdminLiveRoomDetail>>;

export const liveRoomFiguresReply = obj({
  room_href: str(),
  state: word(LIVE_STATES),
  started_at: str().nullable(),
  ended_at: str().nullable(),
  peak_viewers: int(),
  comments: int(),
  added_to_cart: int(),
  shoppers: int(),
  orders: int(),
  products: listOf(obj({ id: int(), name: str(), added_to_cart: int(), orders: int() })),
});
type _Figures = Assert<Agrees<typeof liveRoomFiguresReply, LiveRoomFigures>>;
