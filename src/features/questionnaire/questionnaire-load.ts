import type { QuestionnaireForm } from '../../../contract/questionnaire';
import { questionnaireApi } from './questionnaire.api';
import { useLoad } from '../../components/use-load';

/** A questionnaire's questions and the customer's draft (with the url's ticket when there is one). */
export function useQuestionnaire(id: number, ticket?: string) {
  return useLoad<QuestionnaireForm>(`questionnaire:${id}:${ticket ?? ''}`, (signal) => questionnaireApi.form(id, ticket, signal));
}
