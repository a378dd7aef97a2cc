import type { FastifyInstance } from 'fastify';
import { patterns, paths } from '../../../contract/endpoints';
import { agreementQuerySchema, pageParamsSchema, type AgreementQuery, type PageParams } from '../../../contract/schemas/content';
import { contentPageReply } from '../../../contract/schemas/replies/content';
import { readContent } from '../../services/content/pages';
import { languageOf } from '../../http/language';
import { contentPageIn } from '../../services/translate/content';
import { replies } from '../../openapi/replies';

/**
 * The shop's texts, for anyone: GET api/pages/{slug} (an information page: /introduction,
 * /privacy, ...; unknown: 404 with a friendly message) and GET api/getAgreement?key= (an
 * agreement, the Annual Rebate Reward one by default). Both answer title, description and the
 * Markdown body as sanitized HTML (services/content), in the language of the `lang` cookie where the
 * translation job made it (else English, `content_lang` 'en').
 */
export default async function pagesRoutes(app: FastifyInstance) {
  app.get<{ Params: PageParams }>(
    `/${patterns.page}`,
    {
      schema: {
        summary: 'An information page by slug, as sanitized HTML',
        tags: ['content'],
        params: pageParamsSchema,
        response: replies(contentPageReply),
      },
    },
    async (req, reply) => reply.ok(await contentPageIn(app.db, languageOf(req), await readContent(app.db, 'page', req.params.slug))),
  );

  app.get<{ Querystring: AgreementQuery }>(
    `/${paths.getAgreement}`,
    {
      schema: {
        summary: "An agreement's text by key (the Annual Rebate Reward agreement by default)",
        tags: ['content'],
        querystring: agreementQuerySchema,
        response: replies(contentPageReply),
      },
    },
    async (req, reply) => reply.ok(await contentPageIn(app.db, languageOf(req), await readContent(app.db, 'agreement', req.query.key))),
  );
}
