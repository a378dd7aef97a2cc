import { number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { LIVE_ACTIONS } from '../live';
import { id } from './checkout';

const href = () =>
  string()
    .trim()
    .max(64, messages.liveRoomNotFound)
    .matches(/^[a-z0-9-]+$/, messages.liveRoomNotFound)
    .required(messages.liveRoomNotFound);

/** GET api/live/room?room_href= */
export const liveRoomQuerySchema = object({ room_href: href() });
export type LiveRoomQuery = InferType<typeof liveRoomQuerySchema>;

/** POST api/live {room_href, data, product_id}: `data` is what the shopper did (add_cart, wish, unwish, view). */
export const liveActionSchema = object({
  room_href: href(),
  data: string()
    .oneOf([...LIVE_ACTIONS], messages.invalidInput)
    .required(messages.invalidInput),
  product_id: id(messages.goodsNotFound).required(messages.goodsNotFound),
});
export type LiveActionInput = InferType<typeof liveActionSchema>;

export const adminLiveParamsSchema = object({ room_href: href() });

/** An absolute http(s) url with a host, or a path on the shop's own origin (one leading slash, not `//host`). */
export function isVideoUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isMute = (a: string) => a === 'mute' || a === 'unmute';

const money = () => number().typeError(messages.invalidInput).min(0, messages.invalidInput).max(9_999_999, messages.invalidInput);

/** POST api/admin/live/{room_href}: one operator move (also `npm run live`). */
export const adminLiveSchema = object({
  action: string()
    .oneOf(['start', 'end', 'pin', 'unpin', 'price', 'stock', 'delete-comment', 'mute', 'unmute'] as const, messages.invalidInput)
    .required(messages.invalidInput),
  /** start: the room's new video, an http(s) url or a path of the shop's own origin (the demo stream's /live/demo/index.m3u8). */
  video_url: string()
    .trim()
    .max(2000, messages.fieldTooLong)
    .test('video-url', messages.liveVideoUrlInvalid, (v) => v == null || isVideoUrl(v))
    .optional(),
  product_id: id(messages.goodsNotFound).when('action', {
    is: (a: string) => ['pin', 'unpin', 'price', 'stock'].includes(a),
    then: (s) => s.required(messages.goodsNotFound),
  }),
  price: money().when('action', { is: 'price', then: (s) => s.required(messages.invalidInput) }),
  special_price: money().nullable().optional(),
  stock: number()
    .typeError(messages.invalidInput)
    .integer(messages.invalidInput)
    .min(0, messages.invalidInput)
    .max(1_000_000, messages.invalidInput)
    .when('action', { is: 'stock', then: (s) => s.required(messages.invalidInput) }),
  /** delete-comment: the comment; mute, unmute: instead of customer_id or visitor_id, the comment whose writer is meant. */
  comment_id: id(messages.notFound).when('action', { is: 'delete-comment', then: (s) => s.required(messages.notFound) }),
  /** mute, unmute: the customer, or else the visitor (a visitor token's id), or else a comment's writer, whose comments are refused in the room. */
  customer_id: id(messages.liveMuteWho).when(['action', 'visitor_id', 'comment_id'], {
    is: (a: string, v: unknown, c: unknown) => isMute(a) && v == null && c == null,
    then: (s) => s.required(messages.liveMuteWho),
  }),
  visitor_id: string().trim().matches(UUID, messages.liveMuteWho).optional(),
});
export type AdminLiveInput = InferType<typeof adminLiveSchema>;
