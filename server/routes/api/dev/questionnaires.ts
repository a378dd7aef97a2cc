import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { devEndQuestionnairesReply } from '../../../../contract/schemas/replies/ops';
import { endRunningQuestionnaires } from '../../../services/questionnaires/operator';
import { replies } from '../../../openapi/replies';

/**
 * POST api/dev/questionnaires/end: ends every questionnaire running now through the service
 * `npm run questionnaires -- end` uses, so the browser journeys run in a shop that offers none
 * (PGlite's server cannot run beside the CLI). Answers {ended: ids}. Mounted only when
 * config.devEndpoints (SHOP_DEV_ENDPOINTS=1).
 */
export default async function devQuestionnairesRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.post(
    `/${paths.devEndQuestionnaires}`,
    {
      schema: {
        summary: "End every running questionnaire, as the operator's CLI does (test only)",
        tags: ['dev'],
        response: replies(devEndQuestionnairesReply),
      },
    },
    async (_req, reply) => reply.ok({ ended: await endRunningQuestionnaires(app.db, new Date()) }),
  );
}
