import type { FastifyInstance } from 'fastify';
import { patterns } from '../../../contract/endpoints';
import {
  questionnaireDraftSchema,
  questionnaireIdSchema,
  questionnaireTicketSchema,
  type QuestionnaireDraftInput,
  type QuestionnaireIdInput,
  type QuestionnaireTicketInput,
} from '../../../contract/schemas/questionnaire';
import { questionnaireFormReply } from '../../../contract/schemas/replies/questionnaire';
import { answererOf, questionnaireForm, saveDraft } from '../../services/questionnaires/questionnaires';
import { replies } from '../../openapi/replies';

/**
 * The hosted questionnaire's form (the page at the url startQuestionnaire answers, and
 * /question-break/{id}); the caller is the ticket's customer (`t`) or the signed-in one:
 * - GET api/questionnaire/{id}?t=: its questions and the draft
 * - POST api/questionnaire/{id}/draft {answers, t?}: keeps unfinished answers
 */
export default async function questionnaireRoutes(app: FastifyInstance) {
  app.get<{ Params: QuestionnaireIdInput; Querystring: QuestionnaireTicketInput }>(
    `/${patterns.questionnaire}`,
    {
      schema: {
        summary: "A questionnaire's questions and the customer's draft",
        tags: ['questionnaires'],
        params: questionnaireIdSchema,
        querystring: questionnaireTicketSchema,
        response: replies(questionnaireFormReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      const now = new Date();
      const userId = await answererOf(app.db, req.who, req.params.id, req.query.t, now);
      return reply.ok(await questionnaireForm(app.db, userId, req.params.id, now));
    },
  );

  app.post<{ Params: QuestionnaireIdInput; Body: QuestionnaireDraftInput }>(
    `/${patterns.questionnaireDraft}`,
    {
      schema: {
        summary: "Keep a questionnaire's unfinished answers",
        tags: ['questionnaires'],
        params: questionnaireIdSchema,
        body: questionnaireDraftSchema,
        response: replies(questionnaireFormReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      const now = new Date();
      const userId = await answererOf(app.db, req.who, req.params.id, req.body.t, now);
      return reply.ok(await saveDraft(app.db, userId, req.params.id, req.body.answers, now));
    },
  );
}
