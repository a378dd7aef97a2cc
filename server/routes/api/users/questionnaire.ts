import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { said } from '../../../../contract/messages';
import {
  questionnaireIdSchema,
  submitQuestionnaireSchema,
  type QuestionnaireIdInput,
  type SubmitQuestionnaireInput,
} from '../../../../contract/schemas/questionnaire';
import {
  questionnairePopupReply,
  questionnaireStartReply,
  questionnaireSubmittedReply,
  questionnaireSummaryReply,
} from '../../../../contract/schemas/replies/questionnaire';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { answererOf, popUpWindow, questionnaireList, startQuestionnaire, submitQuestionnaire } from '../../../services/questionnaires/questionnaires';
import { replies } from '../../../openapi/replies';

/**
 * Questionnaires the shop hosts (spec section 7):
 * - GET api/users/pop_up_window: the questionnaire the promo offers the caller (visitor or customer), or null
 * - POST api/users/startQuestionnaire {id}: customers only; answers the hosted form's url (with a short-lived ticket)
 * - POST api/users/submitQuestionnaire {id, answers, t?}: the ticket's customer, or the signed-in one; stores
 *   the answers once and grants the reward (422 by question id, 409 a second time or closed)
 * - GET api/users/getList: the customer's questionnaires with their state (/account/my-questionnaire)
 */
export default async function questionnaireUserRoutes(app: FastifyInstance) {
  app.get(
    `/${paths.popUpWindow}`,
    {
      schema: {
        summary: 'The questionnaire the promo offers the caller, or null',
        tags: ['questionnaires'],
        response: replies(questionnairePopupReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => reply.ok(await popUpWindow(app.db, req.who, new Date())),
  );

  app.post<{ Body: QuestionnaireIdInput }>(
    `/${paths.startQuestionnaire}`,
    {
      schema: {
        summary: "Start (or resume) a questionnaire: the hosted form's url",
        tags: ['questionnaires'],
        body: questionnaireIdSchema,
        response: replies(questionnaireStartReply),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await startQuestionnaire(app.db, app.config.publicUrl, req.who.userId!, req.body.id, new Date())),
  );

  app.post<{ Body: SubmitQuestionnaireInput }>(
    `/${paths.submitQuestionnaire}`,
    {
      schema: {
        summary: "Submit a questionnaire's answers; grants its reward once",
        tags: ['questionnaires'],
        body: submitQuestionnaireSchema,
        response: replies(questionnaireSubmittedReply),
      },
      config: { auth: 'token' },
    },
    async (req, reply) => {
      const now = new Date();
      const userId = await answererOf(app.db, req.who, req.body.id, req.body.t, now);
      return reply.ok(await submitQuestionnaire(app.db, userId, req.body.id, req.body.answers, now), said('questionnaireSubmitted'));
    },
  );

  app.get(
    `/${paths.questionnaireList}`,
    {
      schema: {
        summary: "The customer's questionnaires: available, started, submitted or expired",
        tags: ['questionnaires'],
        response: replies(listOf(questionnaireSummaryReply)),
      },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await questionnaireList(app.db, req.who.userId!, new Date())),
  );
}
