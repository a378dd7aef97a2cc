import {
  adminQuestionnairePaths,
  type AdminQuestionnaire,
  type AdminQuestionnaireSummary,
  type QuestionnaireAnswers,
} from '../../../../contract/admin-questionnaires';
import { adminHttp } from '../../app/admin-http';

/** The questionnaires' endpoints of the console (contract/admin-questionnaires.ts). */
export const questionnairesApi = {
  list: (signal?: AbortSignal) => adminHttp<AdminQuestionnaireSummary[]>('get', adminQuestionnairePaths.questionnaires, { signal }),
  one: (id: number, signal?: AbortSignal) => adminHttp<AdminQuestionnaire>('get', adminQuestionnairePaths.questionnaire(id), { signal }),
  create: (body: object) => adminHttp<AdminQuestionnaire>('post', adminQuestionnairePaths.questionnaires, { json: body }),
  save: (id: number, body: object) => adminHttp<AdminQuestionnaire>('put', adminQuestionnairePaths.questionnaire(id), { json: body }),
  run: (id: number, days: number) => adminHttp<AdminQuestionnaire>('post', adminQuestionnairePaths.run(id), { json: { days } }),
  end: (id: number) => adminHttp<AdminQuestionnaire>('post', adminQuestionnairePaths.end(id)),
  answers: (id: number, signal?: AbortSignal) => adminHttp<QuestionnaireAnswers>('get', adminQuestionnairePaths.answers(id), { signal }),
  answersCsv: (id: number) => adminHttp<Blob>('get', adminQuestionnairePaths.answersCsv(id), { blob: true }),
};
