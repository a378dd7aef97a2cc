import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type {
  AnswerEntry,
  QuestionnaireForm,
  QuestionnairePopup,
  QuestionnaireStart,
  QuestionnaireSubmitted,
  QuestionnaireSummary,
} from '../../../contract/questionnaire';

/**
 * Questionnaires the shop hosts (contract/questionnaire.ts). The hosted form's calls carry the
 * ticket of its url (`ticket`) when it has one, and never sign anyone out on a 403 (an expired
 * link is a 403 of its own, shown on the form).
 */
export const questionnaireApi = {
  /** GET api/users/pop_up_window -> the questionnaire the promo offers, or null. */
  popUpWindow: () => http<QuestionnairePopup | null>('get', paths.popUpWindow),
  /** POST api/users/startQuestionnaire {id} -> the hosted form's url (refusals toasted). */
  start: (id: number) => http<QuestionnaireStart>('post', paths.startQuestionnaire, { form: { id }, toastError: true }),
  /** GET api/users/getList -> the customer's questionnaires with their state. */
  list: (signal?: AbortSignal) => http<QuestionnaireSummary[]>('get', paths.questionnaireList, { signal }),
  /** GET api/questionnaire/{id}?t= -> the questions and the draft. */
  form: (id: number, ticket: string | undefined, signal?: AbortSignal) =>
    http<QuestionnaireForm>('get', paths.questionnaire(id), { query: { t: ticket }, ignoreForbidden: true, signal }),
  /** POST api/questionnaire/{id}/draft {answers, t?} -> the form with the draft kept. */
  saveDraft: (id: number, ticket: string | undefined, answers: AnswerEntry[]) =>
    http<QuestionnaireForm>('post', paths.questionnaireDraft(id), { json: { answers, t: ticket }, ignoreForbidden: true }),
  /** POST api/users/submitQuestionnaire {id, answers, t?} -> the reward granted. */
  submit: (id: number, ticket: string | undefined, answers: AnswerEntry[]) =>
    http<QuestionnaireSubmitted>('post', paths.submitQuestionnaire, { json: { id, answers, t: ticket }, ignoreForbidden: true }),
};
