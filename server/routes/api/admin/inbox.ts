import type { FastifyInstance } from 'fastify';
import { adminInboxPaths, adminInboxPatterns } from '../../../../contract/admin';
import { said } from '../../../../contract/messages';
import {
  adminInboxAttachmentParamsSchema,
  adminInboxParamsSchema,
  adminInboxQuerySchema,
  adminInboxReplySchema,
  adminInboxStateSchema,
  type AdminInboxAttachmentParams,
  type AdminInboxParams,
  type AdminInboxQueryInput,
  type AdminInboxReplyInput,
  type AdminInboxStateInput,
} from '../../../../contract/schemas/admin-customers';
import { adminInboxAssigneeReply, adminInboxItemReply, adminInboxPageReply } from '../../../../contract/schemas/replies/admin-customers';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { mediaReply, replies } from '../../../openapi/replies';
import { inboxAssignees, inboxAttachment, inboxItem, listInbox, replyToInbox, setInboxState } from '../../../services/inbox/inbox';

/**
 * api/admin/inbox/*: everything shoppers send that a person must answer (contact form, lens
 * enquiries, OEM/ODM requests, drop shipping, arrival and stock notifications), one list; a reply
 * is mailed and kept with the message; status and assignee. All of it needs inbox.answer.
 */
export default async function adminInboxRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'inbox.answer' } as const;

  app.get<{ Querystring: AdminInboxQueryInput }>(
    `/${adminInboxPaths.inbox}`,
    {
      schema: {
        summary: 'The inbox: every message, newest first, filtered by status, kind and assignee, one page',
        tags,
        querystring: adminInboxQuerySchema,
        response: replies(adminInboxPageReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await listInbox(app.db, req.staff, req.query)),
  );

  app.get(
    `/${adminInboxPaths.inboxAssignees}`,
    { schema: { summary: 'The members a message can be assigned to', tags, response: replies(listOf(adminInboxAssigneeReply)) }, config },
    async (_req, reply) => reply.ok(await inboxAssignees(app.db)),
  );

  app.get<{ Params: AdminInboxParams }>(
    `/${adminInboxPatterns.inboxItem}`,
    {
      schema: {
        summary: 'One message with its replies and attachments',
        tags,
        params: adminInboxParamsSchema,
        response: replies(adminInboxItemReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await inboxItem(app.db, req.params.kind, req.params.id)),
  );

  app.post<{ Params: AdminInboxParams; Body: AdminInboxReplyInput }>(
    `/${adminInboxPatterns.inboxReply}`,
    {
      schema: {
        summary: 'Replies to a message: mailed to the shopper and kept with it',
        tags,
        params: adminInboxParamsSchema,
        body: adminInboxReplySchema,
        response: replies(adminInboxItemReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await replyToInbox(app, req.staff, req.params.kind, req.params.id, req.body), said('inboxReplySent')),
  );

  app.post<{ Params: AdminInboxParams; Body: AdminInboxStateInput }>(
    `/${adminInboxPatterns.inboxState}`,
    {
      schema: {
        summary: "Changes a message's status or assignee",
        tags,
        params: adminInboxParamsSchema,
        body: adminInboxStateSchema,
        response: replies(adminInboxItemReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await setInboxState(app.db, req.staff, req.params.kind, req.params.id, req.body), said('inboxStateSaved')),
  );

  app.get<{ Params: AdminInboxAttachmentParams }>(
    `/${adminInboxPatterns.inboxAttachment}`,
    {
      schema: {
        summary: "A message's attachment (an OEM/ODM request's file), for staff only",
        tags,
        params: adminInboxAttachmentParamsSchema,
        response: mediaReply('image/*'),
      },
      config,
      // Never run as a page: downloaded, and an SVG opened directly may draw, nothing else.
      onSend: (_req, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        done(null, payload);
      },
    },
    async (req, reply) => {
      const file = await inboxAttachment(app.db, req.params.kind, req.params.id, req.params.upload_id);
      const name = (file.name || `attachment-${req.params.upload_id}`).replace(/["\\\r\n]/g, '_');
      return reply
        .type(file.mime)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(file.data);
    },
  );
}
