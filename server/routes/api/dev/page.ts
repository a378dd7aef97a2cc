import type { FastifyInstance } from 'fastify';
import { object, string, type InferType } from 'yup';
import { infoPagePath, SLUG_MAX, SLUG_PATTERN } from '../../../../contract/content';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { devPageReply } from '../../../../contract/schemas/replies/ops';
import { setContent } from '../../../services/content/pages';
import { replies } from '../../../openapi/replies';

const bodySchema = object({
  slug: string().trim().required(messages.pageNotFound).max(SLUG_MAX, messages.pageNotFound).matches(SLUG_PATTERN, messages.pageNotFound),
  title: string().trim().required(messages.invalidInput).max(200, messages.invalidInput),
  description: string().trim().default('').max(300, messages.invalidInput),
  body: string().required(messages.invalidInput).max(100_000, messages.invalidInput),
});

/**
 * POST api/dev/page {slug, title, description?, body}: writes an information page through the
 * service `npm run pages -- set` uses (a new slug is created, an existing one gets version + 1), so
 * browser journeys can add a page while the server runs on PGlite (where the CLI needs it stopped).
 * Answers {slug, version, path}. Mounted only when config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devPageRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.post<{ Body: InferType<typeof bodySchema> }>(
    `/${paths.devPage}`,
    {
      schema: {
        summary: "Write an information page, as the operator's CLI does (test only)",
        tags: ['dev'],
        body: bodySchema,
        response: replies(devPageReply),
      },
    },
    async (req, reply) => {
      const { slug, title, description, body } = req.body;
      const row = await setContent(app.db, 'page', slug, { title, description, body });
      return reply.ok({ slug: row.slug, version: row.version, path: infoPagePath(row.slug) });
    },
  );
}
