import type { FastifyInstance } from 'fastify';
import { adminContentPaths, adminContentPatterns, CONTENT_LIMITS, pictureMarkdown } from '../../../../contract/admin-content';
import { PHOTO_LIMITS } from '../../../../contract/admin-products';
import { said } from '../../../../contract/messages';
import {
  contentInputSchema,
  contentParamsSchema,
  contentPictureSchema,
  contentPreviewSchema,
  contentPublishSchema,
  contentQuerySchema,
  contentTypeParamsSchema,
  contentUpdateSchema,
  contentVersionSchema,
  type ContentInput,
  type ContentParams,
  type ContentPreviewInput,
  type ContentPublishInput,
  type ContentQuery,
  type ContentTypeParams,
  type ContentUpdate,
  type ContentVersionInput,
} from '../../../../contract/schemas/admin-content';
import { adminContentListReply, adminContentReply, contentPictureReply } from '../../../../contract/schemas/replies/admin-content';
import { markdownPreviewReply } from '../../../../contract/schemas/replies/admin-products';
import { noData } from '../../../../contract/schemas/replies/shape';
import { invalid } from '../../../errors';
import { readMultipart } from '../../../http/multipart';
import { replies } from '../../../openapi/replies';
import {
  adminContent,
  createContent,
  deleteContent,
  listAdminContent,
  publishContent,
  unpublishContent,
  updateContent,
} from '../../../services/content/console';
import { renderMarkdown } from '../../../services/content/markdown';
import { saveUpload, shopImageOf } from '../../../services/media/media';

/**
 * api/admin/content/*: the console's pages and posts (content.manage: owner, manager, content),
 * through services/content/console.ts, which `npm run pages` shares the rules of. The routes that
 * take a text read bodies up to CONTENT_LIMITS.requestBytes, so a text over the limit (a 1 MB one)
 * is a 422 on `body` with its message rather than a 413.
 */
export default async function adminContentRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'content.manage' } as const;
  const bodyLimit = CONTENT_LIMITS.requestBytes;

  app.get<{ Querystring: ContentQuery }>(
    `/${adminContentPaths.list}`,
    {
      schema: {
        summary: 'Every information page and post with its status (draft, scheduled, published): drafts first',
        tags,
        querystring: contentQuerySchema,
        response: replies(adminContentListReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await listAdminContent(app.db, req.query)),
  );

  app.post<{ Body: ContentPreviewInput }>(
    `/${adminContentPaths.preview}`,
    {
      bodyLimit,
      schema: {
        summary: "A text as shoppers would get it: the shop's own Markdown renderer and sanitizer (no script, no event handler)",
        tags,
        body: contentPreviewSchema,
        response: replies(markdownPreviewReply),
      },
      config,
    },
    async (req, reply) => reply.ok({ html: renderMarkdown(req.body.markdown) }),
  );

  app.post(
    `/${adminContentPaths.pictures}`,
    {
      schema: {
        summary: 'Uploads a picture for a page or post (multipart `file`, `alt`): the picture and the Markdown that shows it',
        description: "Under the shop's upload rules (services/media): checked by its bytes, re-encoded, at most 10 MB.",
        tags,
        response: replies(contentPictureReply),
      },
      config: { ...config, docs: { body: contentPictureSchema } },
    },
    async (req, reply) => {
      const { fields, files } = await readMultipart(req, contentPictureSchema, {
        fileSize: PHOTO_LIMITS.maxBytes,
        tooLarge: said('photoTooLarge'),
      });
      const file = files.find((f) => f.field === 'file');
      if (!file || files.length !== 1) throw invalid({ file: files.length > 1 ? said('uploadTooMany') : said('photoRequired') });
      const image = shopImageOf(await saveUpload(app.db, 'content', req.staff, file.data));
      return reply.ok({ image, markdown: pictureMarkdown(image.src, fields.alt) });
    },
  );

  app.post<{ Params: ContentTypeParams; Body: ContentInput }>(
    `/${adminContentPatterns.create}`,
    {
      bodyLimit,
      schema: {
        summary: 'A new information page (`pages`) or post (`posts`), as a draft',
        tags,
        params: contentTypeParamsSchema,
        body: contentInputSchema,
        response: replies(adminContentReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createContent(app.db, req.staff, req.params.type, req.body), said('contentSaved')),
  );

  app.get<{ Params: ContentParams }>(
    `/${adminContentPatterns.item}`,
    { schema: { summary: 'One page or post, its Markdown', tags, params: contentParamsSchema, response: replies(adminContentReply) }, config },
    async (req, reply) => reply.ok(await adminContent(app.db, req.params.type, req.params.id)),
  );

  app.put<{ Params: ContentParams; Body: ContentUpdate }>(
    `/${adminContentPatterns.item}`,
    {
      bodyLimit,
      schema: {
        summary: 'Saves a page or post read at `version` (409 contentChanged when someone saved it since)',
        description: "A published page whose address changes keeps the former one: `/pages/{old}` answers 301. A fixed page's address cannot change.",
        tags,
        params: contentParamsSchema,
        body: contentUpdateSchema,
        response: replies(adminContentReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateContent(app.db, req.staff, req.params.type, req.params.id, req.body), said('contentSaved')),
  );

  app.delete<{ Params: ContentParams; Querystring: ContentVersionInput }>(
    `/${adminContentPatterns.item}`,
    {
      schema: {
        summary: 'Deletes a draft read at `version` (a published or scheduled one: 409, unpublish it first)',
        tags,
        params: contentParamsSchema,
        querystring: contentVersionSchema,
        response: replies(noData()),
      },
      config,
    },
    async (req, reply) => {
      await deleteContent(app.db, req.staff, req.params.type, req.params.id, req.query.version);
      return reply.ok(null, said('contentDeleted'));
    },
  );

  app.post<{ Params: ContentParams; Body: ContentPublishInput }>(
    `/${adminContentPatterns.publish}`,
    {
      schema: {
        summary: 'Publishes now, or at `publish_at` (a time to come: scheduled, shoppers see it from then)',
        tags,
        params: contentParamsSchema,
        body: contentPublishSchema,
        response: replies(adminContentReply),
      },
      config,
    },
    async (req, reply) => {
      const done = await publishContent(app.db, req.staff, req.params.type, req.params.id, req.body);
      return reply.ok(done, said(done.status === 'scheduled' ? 'contentScheduled' : 'contentPublished'));
    },
  );

  app.post<{ Params: ContentParams; Body: ContentVersionInput }>(
    `/${adminContentPatterns.unpublish}`,
    {
      schema: {
        summary: 'Back to a draft: shoppers no longer see it',
        tags,
        params: contentParamsSchema,
        body: contentVersionSchema,
        response: replies(adminContentReply),
      },
      config,
    },
    async (req, reply) =>
      reply.ok(await unpublishContent(app.db, req.staff, req.params.type, req.params.id, req.body.version), said('contentUnpublished')),
  );
}
