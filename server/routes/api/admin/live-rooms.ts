import type { FastifyInstance } from 'fastify';
import { object } from 'yup';
import { adminLivePaths, adminLivePatterns } from '../../../../contract/admin-live';
import { PHOTO_LIMITS } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import {
  adminLiveGoodsQuerySchema,
  adminLiveRoomParamsSchema,
  adminLiveRoomsQuerySchema,
  liveRoomInputSchema,
  type AdminLiveGoodsQuery,
  type AdminLiveRoomParams,
  type AdminLiveRoomsQuery,
  type LiveRoomInput,
} from '../../../../contract/schemas/admin-live';
import { shopImageReply } from '../../../../contract/schemas/replies/admin-photos';
import { adminLiveRoomDetailReply, adminLiveRoomReply, liveRoomFiguresReply } from '../../../../contract/schemas/replies/admin-live';
import { storefrontGoodsReply } from '../../../../contract/schemas/replies/admin-storefront';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { invalid } from '../../../errors';
import { readMultipart } from '../../../http/multipart';
import { replies } from '../../../openapi/replies';
import { searchStorefrontGoods } from '../../../services/catalog/storefront';
import { adminRoomDetail, editRoom, listAdminRooms, roomFigures, scheduleRoom } from '../../../services/live/console';
import { saveUpload, shopImageOf } from '../../../services/media/media';

/**
 * api/admin/live-rooms*: the console's live rooms (content.manage): the list, scheduling a room and
 * editing it while scheduled, its page, its figures, its cover picture and the products to choose.
 * The moves during a show are api/admin/live/{room_href} (./live.ts).
 */
export default async function adminLiveRoomRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'content.manage' } as const;

  app.get<{ Querystring: AdminLiveRoomsQuery }>(
    `/${adminLivePaths.rooms}`,
    {
      schema: {
        summary: 'Every live room (or those of one state): live, then scheduled by time, then ended',
        tags,
        querystring: adminLiveRoomsQuerySchema,
        response: replies(listOf(adminLiveRoomReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await listAdminRooms(app, req.query.state)),
  );

  app.post<{ Body: LiveRoomInput }>(
    `/${adminLivePaths.rooms}`,
    {
      schema: {
        summary: 'Schedules a live room: title, time to come, cover picture, the products it will show',
        tags,
        body: liveRoomInputSchema,
        response: replies(adminLiveRoomDetailReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await scheduleRoom(app, req.staff, req.body), said('liveRoomScheduled')),
  );

  app.get<{ Querystring: AdminLiveGoodsQuery }>(
    `/${adminLivePaths.goods}`,
    {
      schema: {
        summary: 'Published products found by name or SKU, to choose for a live room',
        tags,
        querystring: adminLiveGoodsQuerySchema,
        response: replies(listOf(storefrontGoodsReply)),
      },
      config,
    },
    async (req, reply) => reply.ok(await searchStorefrontGoods(app.db, req.query.q)),
  );

  app.post(
    `/${adminLivePaths.cover}`,
    {
      schema: {
        summary: "Uploads a live room's cover picture (multipart `file`): checked by its content and re-encoded",
        tags,
        response: replies(shopImageReply),
      },
      config: { ...config, docs: { body: object({}) } },
    },
    async (req, reply) => {
      const { files } = await readMultipart(req, object({}), { fileSize: PHOTO_LIMITS.maxBytes, tooLarge: said('photoTooLarge') });
      const file = files.find((f) => f.field === 'file');
      if (!file || files.length !== 1) throw invalid({ file: files.length > 1 ? said('uploadTooMany') : said('photoRequired') });
      return reply.ok(shopImageOf(await saveUpload(app.db, 'live', req.staff, file.data)));
    },
  );

  app.get<{ Params: AdminLiveRoomParams }>(
    `/${adminLivePatterns.room}`,
    {
      schema: {
        summary: 'A live room: its products as shoppers see them, the products as chosen, its latest comments',
        tags,
        params: adminLiveRoomParamsSchema,
        response: replies(adminLiveRoomDetailReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await adminRoomDetail(app, req.params.room_href)),
  );

  app.put<{ Params: AdminLiveRoomParams; Body: LiveRoomInput }>(
    `/${adminLivePatterns.room}`,
    {
      schema: {
        summary: 'Edits a scheduled live room (409 once it has started)',
        tags,
        params: adminLiveRoomParamsSchema,
        body: liveRoomInputSchema,
        response: replies(adminLiveRoomDetailReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await editRoom(app, req.staff, req.params.room_href, req.body), said('liveRoomSaved')),
  );

  app.get<{ Params: AdminLiveRoomParams }>(
    `/${adminLivePatterns.figures}`,
    {
      schema: {
        summary: "A live room's figures: peak viewers, comments, adds to cart from the room, the orders that followed",
        tags,
        params: adminLiveRoomParamsSchema,
        response: replies(liveRoomFiguresReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await roomFigures(app.db, req.params.room_href)),
  );
}
