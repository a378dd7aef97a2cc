import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adminQuestionnairePaths, adminQuestionnairePatterns } from '../../../../contract/admin-questionnaires';
import { said } from '../../../../contract/messages';
import {
  questionnaireInputSchema,
  questionnaireParamsSchema,
  questionnaireRunSchema,
  questionnaireUpdateSchema,
  type QuestionnaireInput,
  type QuestionnaireParams,
  type QuestionnaireRunInput,
  type QuestionnaireUpdate,
} from '../../../../contract/schemas/admin-questionnaires';
import {
  adminQuestionnaireListReply,
  adminQuestionnaireReply,
  questionnaireAnswersReply,
} from '../../../../contract/schemas/replies/admin-questionnaires';
import { mediaReply, replies } from '../../../openapi/replies';
import {
  adminQuestionnaire,
  adminQuestionnaires,
  createQuestionnaire,
  endFromConsole,
  questionnaireAnswers,
  questionnaireAnswersCsv,
  runFromConsole,
  updateQuestionnaire,
} from '../../../services/questionnaires/console';

/**
 * api/admin/questionnaires (content.manage): the shop's hosted questionnaires written, run for N
 * days and ended (the services `npm run questionnaires` uses), and their answers counted and
 * exported. Every change is in the audit log.
 */
export default async function adminQuestionnaireRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'content.manage' } as const;

  app.get(
    `/${adminQuestionnairePaths.questionnaires}`,
    {
      schema: { summary: 'Every questionnaire with its run and responses, newest first', tags, response: replies(adminQuestionnaireListReply) },
      config,
    },
    async (_req, reply) => reply.ok(await adminQuestionnaires(app.db)),
  );

  app.post<{ Body: QuestionnaireInput }>(
    `/${adminQuestionnairePaths.questionnaires}`,
    {
      schema: {
        summary: 'A new questionnaire: a draft, offered only once it is run',
        tags,
        body: questionnaireInputSchema,
        response: replies(adminQuestionnaireReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await createQuestionnaire(app.db, req.staff, req.body), said('questionnaireSaved')),
  );

  app.get<{ Params: QuestionnaireParams }>(
    `/${adminQuestionnairePatterns.questionnaire}`,
    { schema: { summary: 'One questionnaire', tags, params: questionnaireParamsSchema, response: replies(adminQuestionnaireReply) }, config },
    async (req, reply) => reply.ok(await adminQuestionnaire(app.db, req.params.id)),
  );

  app.put<{ Params: QuestionnaireParams; Body: QuestionnaireUpdate }>(
    `/${adminQuestionnairePatterns.questionnaire}`,
    {
      schema: {
        summary: 'Saves a questionnaire read at `version` (409 when changed since; its questions are fixed once answers were sent)',
        tags,
        params: questionnaireParamsSchema,
        body: questionnaireUpdateSchema,
        response: replies(adminQuestionnaireReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await updateQuestionnaire(app.db, req.staff, req.params.id, req.body), said('questionnaireSaved')),
  );

  app.post<{ Params: QuestionnaireParams; Body: QuestionnaireRunInput }>(
    `/${adminQuestionnairePatterns.run}`,
    {
      schema: {
        summary: 'Offers the questionnaire from now for 1 to 365 days',
        tags,
        params: questionnaireParamsSchema,
        body: questionnaireRunSchema,
        response: replies(adminQuestionnaireReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await runFromConsole(app.db, req.staff, req.params.id, req.body.days), said('questionnaireRunStarted')),
  );

  app.post<{ Params: QuestionnaireParams }>(
    `/${adminQuestionnairePatterns.end}`,
    {
      schema: {
        summary: 'Ends the questionnaire now (drafts kept, shown closed)',
        tags,
        params: questionnaireParamsSchema,
        response: replies(adminQuestionnaireReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await endFromConsole(app.db, req.staff, req.params.id), said('questionnaireEndedNow')),
  );

  app.get<{ Params: QuestionnaireParams }>(
    `/${adminQuestionnairePatterns.answers}`,
    {
      schema: {
        summary: "The submitted answers counted per question: each choice's and score's count, the mean score, the latest texts",
        tags,
        params: questionnaireParamsSchema,
        response: replies(questionnaireAnswersReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await questionnaireAnswers(app.db, req.params.id)),
  );

  app.get<{ Params: QuestionnaireParams }>(
    `/${adminQuestionnairePatterns.answersCsv}`,
    {
      schema: {
        summary: 'Every submitted response as CSV, one record each',
        description: 'Columns: submitted_at, customer_id, then one per question; cells a spreadsheet would run as formulas start with an apostrophe.',
        tags,
        params: questionnaireParamsSchema,
        response: mediaReply('text/csv'),
      },
      config,
    },
    async (req, reply) => {
      // Read before the reply starts, so an unknown questionnaire is a 404, not a broken download.
      await adminQuestionnaire(app.db, req.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="questionnaire-${req.params.id}-answers.csv"`)
        .header('cache-control', 'private, no-store')
        .send(Readable.from(questionnaireAnswersCsv(app.db, req.params.id)));
    },
  );
}
