import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { adminLiveParamsSchema, adminLiveSchema, type AdminLiveInput } from '../../../../contract/schemas/live';
import { adminLiveReply } from '../../../../contract/schemas/replies/live';
import { auditedOperatorMove, type OperatorMove } from '../../../services/live/rooms';
import { broadcastMove } from '../../../services/live/broadcast';
import { replies } from '../../../openapi/replies';

/**
 * POST api/admin/live/{room_href} {action, ...}: the operator's moves in a live room (start [video_url],
 * end, pin/unpin product_id (at most 3 pinned: 409), price product_id price [special_price], stock
 * product_id stock, delete-comment comment_id, mute/unmute customer_id or visitor_id: told to nobody), broadcast to the room as type 4. A signed-in
 * member with content.manage (plugins/staff-auth.ts).
 */
export default async function adminLiveRoutes(app: FastifyInstance) {
  app.post<{ Params: { room_href: string }; Body: AdminLiveInput }>(
    `/${patterns.adminLive}`,
    {
      config: { staff: 'content.manage' },
      schema: {
        summary: 'An operator move in a live room (start, end, pin, unpin, price, stock, delete-comment, mute, unmute)',
        tags: ['admin'],
        params: adminLiveParamsSchema,
        body: adminLiveSchema,
        response: replies(adminLiveReply),
      },
    },
    async (req, reply) => {
      const moved = await auditedOperatorMove(app.db, req.staff, req.params.room_href, req.body as OperatorMove);
      return reply.ok(broadcastMove(app, moved));
    },
  );
}
