/**
 * The console's questionnaires (issue 26): the shop's hosted questionnaires written, run for N days,
 * ended, and their answers counted and exported. Paths under `api/admin/` (permission
 * `content.manage`); the rules are contract/schemas/admin-questionnaires.ts; the shopper's side is
 * contract/questionnaire.ts.
 */
import type { Question, QuestionKind, RewardKind } from './questionnaire';

/** Where a questionnaire stands: never run yet (draft), starting later, offered now, or over. */
export const QUESTIONNAIRE_RUNS = ['draft', 'scheduled', 'running', 'ended'] as const;
export type QuestionnaireRunState = (typeof QUESTIONNAIRE_RUNS)[number];

export const QUESTIONNAIRE_LIMITS = {
  titleMax: 120,
  descriptionMax: 1000,
  questionsMax: 30,
  questionMax: 300,
  optionsMin: 2,
  optionsMax: 12,
  optionMax: 120,
  idMax: 40,
  pointsMax: 100_000,
  /** A run's length in days (the CLI's rule: services/questionnaires/operator.ts). */
  runDaysMax: 365,
  /** Text answers shown per question in the summary (the CSV has them all). */
  textAnswersShown: 50,
} as const;

/** A question's and an option's id: letters, digits and dashes (answers name them). */
export const QUESTIONNAIRE_ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

export const adminQuestionnairePaths = {
  /** GET: every questionnaire with its run and answers (AdminQuestionnaireSummary[]). POST QuestionnaireInput: a new one, a draft (AdminQuestionnaire). */
  questionnaires: 'api/admin/questionnaires',
  /** GET: one (AdminQuestionnaire). PUT QuestionnaireInput with `version` (409 when changed since; questions fixed once answered). */
  questionnaire: (id: number) => `api/admin/questionnaires/${id}`,
  /** POST {days}: offered from now for 1 to 365 days (AdminQuestionnaire). */
  run: (id: number) => `api/admin/questionnaires/${id}/run`,
  /** POST: ends it now (AdminQuestionnaire). */
  end: (id: number) => `api/admin/questionnaires/${id}/end`,
  /** GET: the submitted answers counted per question (QuestionnaireAnswers). */
  answers: (id: number) => `api/admin/questionnaires/${id}/answers`,
  /** GET: every submitted response, one row each (text/csv). */
  answersCsv: (id: number) => `api/admin/questionnaires/${id}/answers.csv`,
} as const;

export const adminQuestionnairePatterns = {
  questionnaire: 'api/admin/questionnaires/:id',
  run: 'api/admin/questionnaires/:id/run',
  end: 'api/admin/questionnaires/:id/end',
  answers: 'api/admin/questionnaires/:id/answers',
  answersCsv: 'api/admin/questionnaires/:id/answers.csv',
} as const;

export interface AdminQuestionnaireSummary {
  id: number;
  title: string;
  run: QuestionnaireRunState;
  starts_at: string;
  ends_at: string;
  /** Customers who sent their answers. */
  submitted: number;
  /** Customers who started and have not sent them. */
  started: number;
}

export interface AdminQuestionnaire extends AdminQuestionnaireSummary {
  /** Moves on at each save: a save at an older one is refused (409). */
  version: number;
  description: string;
  reward_kind: RewardKind;
  reward_points: number;
  reward_coupon_id: number | null;
  questions: Question[];
  /** The promo's pictures (changed on the Storefront page). */
  image_url: string;
  wap_image_url: string;
}

/** One question's answers counted. */
export interface QuestionAnswers {
  id: string;
  kind: QuestionKind;
  text: string;
  /** Responses that answered it. */
  answered: number;
  /** single and multiple: each option's count; rating: each score's (1..5); text: empty. */
  counts: { value: string; label: string; count: number }[];
  /** rating: the mean score (2 decimals), null without answers. */
  average: number | null;
  /** text: the latest answers (at most textAnswersShown). */
  texts: string[];
}

export interface QuestionnaireAnswers {
  id: number;
  submitted: number;
  questions: QuestionAnswers[];
}
