import { array, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';

const questionnaireId = () =>
  number()
    .typeError(messages.questionnaireNotFound)
    .integer(messages.questionnaireNotFound)
    .positive(messages.questionnaireNotFound)
    .max(2_147_483_647, messages.questionnaireNotFound)
    .required(messages.questionnaireNotFound);

/** The ticket of a hosted questionnaire's url (startQuestionnaire); without it the caller's customer token counts. */
const ticket = () => string().trim().max(100, messages.questionnaireLinkExpired).optional();

/** The answers' shape; what they may say is `answerErrors` (contract/questionnaire.ts), against the questions. */
const answers = () =>
  array()
    .of(
      object({
        question_id: string().trim().required(messages.answerInvalid).max(40, messages.answerInvalid),
        values: array().of(string().defined().max(10_000, messages.answerTooLong)).max(50, messages.answerInvalid).default([]),
      }),
    )
    .max(100, messages.answerInvalid)
    .default([]);

/** POST api/users/startQuestionnaire {id}; the id in api/questionnaire/{id}. */
export const questionnaireIdSchema = object({ id: questionnaireId() });
export type QuestionnaireIdInput = InferType<typeof questionnaireIdSchema>;

/** GET api/questionnaire/{id}?t= */
export const questionnaireTicketSchema = object({ t: ticket() });
export type QuestionnaireTicketInput = InferType<typeof questionnaireTicketSchema>;

/** POST api/questionnaire/{id}/draft (JSON) {answers, t?}: keeps unfinished answers. */
export const questionnaireDraftSchema = object({ answers: answers(), t: ticket() });
export type QuestionnaireDraftInput = InferType<typeof questionnaireDraftSchema>;

/** POST api/users/submitQuestionnaire (JSON) {id, answers, t?} */
export const submitQuestionnaireSchema = object({ id: questionnaireId(), answers: answers(), t: ticket() });
export type SubmitQuestionnaireInput = InferType<typeof submitQuestionnaireSchema>;
