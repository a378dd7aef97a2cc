import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { liveActionSchema, liveRoomQuerySchema, type LiveActionInput, type LiveRoomQuery } from '../../../contract/schemas/live';
import { liveActionReply, liveNowReply, liveRoomReply, liveRoomViewReply } from '../../../contract/schemas/replies/live';
import { listOf } from '../../../contract/schemas/replies/shape';
import type { LiveAction } from '../../../contract/live';
import { listRooms, recordAction, roomByHref, roomView } from '../../services/live/rooms';
import { replies } from '../../openapi/replies';
import { etagOf, matchesEtag, readLiveNow } from '../../services/live/now';
import { okCached } from '../../services/catalog/catalog-reads';

/**
 * The live rooms over HTTP (the room itself talks over the socket at /ws/live, routes/ws/live.ts):
 * - GET api/live/rooms: the rooms live now and the scheduled ones, with their viewers, for anyone
 * - GET api/live/now: the rooms live now (the app's Live badge), asked again every poll_ms by every
 *   open page: cached until a room starts or ends, with an ETag, so most answers are a 304
 * - GET api/live/room?room_href=: one room with its products (the caller's hearts) and latest comments
 * - POST api/live {room_href, data, product_id}: what the shopper did (add_cart, wish, unwish, view),
 *   recorded; the product as it is now is broadcast to the room (type 4) and answered
 */
export default async function liveRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.liveRooms}`,
    {
      schema: { summary: 'The live rooms: live now first, then the scheduled ones', tags: ['live'], response: replies(listOf(liveRoomReply)) },
    },
    async (_req, reply) => {
      const rooms = await listRooms(app.db);
      const counted = await Promise.all(rooms.map(async (r) => ({ ...r, viewer_count: await app.liveHub.viewers(r.id) })));
      return reply.ok(counted);
    },
  );

  app.get(
    `/${paths.liveNow}`,
    {
      schema: {
        summary: 'The rooms live now, for the Live badge; ask again every poll_ms with If-None-Match (304 while nothing changed)',
        tags: ['live'],
        response: replies(liveNowReply),
      },
    },
    async (req, reply) => {
      const now = await readLiveNow(app);
      const tag = etagOf(now);
      // Kept by the browser, asked again each time: while no room starts or ends, the answer is a 304 without a body.
      reply.header('cache-control', 'no-cache').header('etag', tag);
      if (matchesEtag(req.headers['if-none-match'], tag)) return reply.code(304).send();
      return okCached(reply, now);
    },
  );

  app.get<{ Querystring: LiveRoomQuery }>(
    `/${paths.liveRoom}`,
    {
      schema: {
        summary: 'A live room: its state, video, products and latest comments',
        tags: ['live'],
        querystring: liveRoomQuerySchema,
        response: replies(liveRoomViewReply),
      },
    },
    async (req, reply) => {
      const room = await roomByHref(app.db, req.query.room_href);
      const who = req.headers.authorization ? await req.identity().catch(() => null) : null;
      return reply.ok(await roomView(app.db, room, who, await app.liveHub.viewers(room.id)));
    },
  );

  app.post<{ Body: LiveActionInput }>(
    `/${paths.liveAction}`,
    {
      config: { auth: 'token' },
      schema: {
        summary: "Record a shopper's action in a live room and broadcast the product",
        tags: ['live'],
        body: liveActionSchema,
        response: replies(liveActionReply),
      },
    },
    async (req, reply) => {
      const { roomId, product } = await recordAction(app.db, req.body.room_href, req.body.data as LiveAction, req.body.product_id, req.who);
      app.liveHub.broadcast(roomId, { type: 4, room_id: roomId, update: { kind: 'product', product: { ...product, is_wish: false } } });
      return reply.ok(product);
    },
  );
}
