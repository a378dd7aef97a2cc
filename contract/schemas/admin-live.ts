import { array, object, string, type InferType } from 'yup';
import { ADMIN_LIVE_LIMITS as L } from '../admin-live';
import { consoleMessages as m } from '../console-messages';
import { LIVE_STATES } from '../live';
import { rowId } from './list-query';
import { adminLiveParamsSchema } from './live';

/**
 * A live room's schedule, written once: the console's form checks it as the member types, the
 * server on every save (POST/PUT api/admin/live-rooms). What only the database knows (the products
 * are published, the cover was uploaded) the service checks, with the messages of console-messages.ts.
 */

/** A time still to come, as ISO text. `now` is read when checked (a form left open a while is checked again on save). */
const startsAt = () =>
  string()
    .trim()
    .required(m.liveStartsAtRequired)
    .test('date', m.liveStartsAtRequired, (v) => v == null || !Number.isNaN(Date.parse(v)))
    .test('future', m.liveStartsAtPast, (v) => v == null || Number.isNaN(Date.parse(v)) || Date.parse(v) > Date.now());

/** POST api/admin/live-rooms, PUT api/admin/live-rooms/{room_href}: a scheduled room. */
export const liveRoomInputSchema = object({
  title: string().trim().required(m.liveTitleRequired).max(L.titleMax, m.liveTitleTooLong),
  starts_at: startsAt(),
  /** The key of a picture uploaded through api/admin/live-rooms/cover; empty or null: none. */
  cover_key: string()
    .trim()
    .transform((v: unknown) => (v === '' ? null : v))
    .nullable()
    .matches(/^[0-9a-f]{32}$/, m.liveCoverUnknown)
    .default(null),
  goods_ids: array(rowId(m.liveGoodsInvalid).required(m.liveGoodsInvalid))
    .typeError(m.liveGoodsInvalid)
    .required(m.liveGoodsInvalid)
    .max(L.goodsMax, m.liveGoodsInvalid)
    .test('once', m.liveGoodsInvalid, (ids) => !ids || new Set(ids).size === ids.length),
});
export type LiveRoomInput = InferType<typeof liveRoomInputSchema>;

/** A room's address in the path: the rule of the shop's and the operator's live routes (./live.ts). */
export const adminLiveRoomParamsSchema = adminLiveParamsSchema;
export type AdminLiveRoomParams = InferType<typeof adminLiveRoomParamsSchema>;

/** GET api/admin/live-rooms?state= */
export const adminLiveRoomsQuerySchema = object({
  state: string()
    .oneOf([...LIVE_STATES], m.listQueryInvalid)
    .optional(),
});
export type AdminLiveRoomsQuery = InferType<typeof adminLiveRoomsQuerySchema>;

/** GET api/admin/live-rooms/goods?q= */
export const adminLiveGoodsQuerySchema = object({ q: string().trim().max(100, m.listQueryInvalid).default('') });
export type AdminLiveGoodsQuery = InferType<typeof adminLiveGoodsQuerySchema>;
