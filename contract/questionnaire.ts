import type { FieldErrors } from './codes';
import { messages } from './messages';

/**
 * Customer questionnaires (spec sections 3, 4, 5, 7): the shop hosts them. The promo
 * (api/users/pop_up_window) offers one, startQuestionnaire answers the url of the hosted form,
 * the form keeps a draft and submitQuestionnaire stores the answers once and grants the reward.
 */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The most a text answer may hold. */
export const ANSWER_TEXT_MAX = 1000;
/** A rating question's scale: 1 to RATING_MAX. */
export const RATING_MAX = 5;

export interface QuestionOption {
  id: string;
  text: string;
}

export interface Question {
  /** Stable within its questionnaire: answers name it. */
  id: string;
  kind: QuestionKind;
  text: string;
  /** The choices of single and multiple questions; empty for text and rating. */
  options: QuestionOption[];
  required: boolean;
}

/**
 * One question's answer: the chosen option ids (single: one, multiple: any), the text (one entry),
 * or the rating as a digit (one entry).
 */
export interface AnswerEntry {
  question_id: string;
  values: string[];
}

export const REWARD_KINDS = ['points', 'coupon'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export interface QuestionnaireReward {
  kind: RewardKind;
  /** Points granted (0 for a coupon reward). */
  points: number;
  /** The coupon granted, for a coupon reward. */
  coupon_id: number | null;
  coupon_title: string;
}

/** The questionnaire popup entity (spec section 3), with what the promo shows. */
export interface QuestionnairePopup {
  id: number;
  title: string;
  s3_img: string;
  s3_wap_img: string;
  reward: QuestionnaireReward;
}

/** POST api/users/startQuestionnaire {id}: where the hosted questionnaire is. */
export interface QuestionnaireStart {
  id: number;
  questionnaire_url: string;
}

export const QUESTIONNAIRE_STATES = ['available', 'started', 'submitted', 'expired'] as const;
export type QuestionnaireState = (typeof QUESTIONNAIRE_STATES)[number];

/** One entry of GET api/users/getList (/account/my-questionnaire). */
export interface QuestionnaireSummary {
  id: number;
  title: string;
  description: string;
  s3_wap_img: string;
  state: QuestionnaireState;
  reward: QuestionnaireReward;
  ends_at: string;
  submitted_at: string | null;
}

/** GET api/questionnaire/{id}: the questions and the caller's draft (the hosted form, /question-break/{id}). */
export interface QuestionnaireForm extends QuestionnaireSummary {
  questions: Question[];
  answers: AnswerEntry[];
}

/** POST api/users/submitQuestionnaire: what the customer got. */
export interface QuestionnaireSubmitted {
  id: number;
  title: string;
  reward: QuestionnaireReward;
}

/** Messages the hosted questionnaire posts to the page that framed it (same origin only). */
export const QUESTIONNAIRE_SUBMITTED_MESSAGE = 'questionnaire.submitted';

/**
 * The spec's rule for a questionnaire url (section 5): it starts with ftp, http or https and
 * contains no spaces. The app warns 'url error' (messages.urlError) instead of opening any other.
 */
export function isQuestionnaireUrl(url: string): boolean {
  return /^(?:ftp|https?):\/\/\S+$/i.test(url);
}

/**
 * What is wrong with `answers` to `questions`, by question id (empty: nothing). A draft may leave
 * required questions out; a submission may not. Either way every answer must name a question of
 * this questionnaire, choose only its options (one for a single choice), rate 1 to RATING_MAX and
 * keep a text to ANSWER_TEXT_MAX characters. The form and the server both run it.
 */
export function answerErrors(questions: Question[], answers: AnswerEntry[], { draft = false } = {}): FieldErrors {
  const errors: FieldErrors = {};
  const byId = new Map(answers.map((a) => [a.question_id, a.values]));
  for (const a of answers) if (!questions.some((q) => q.id === a.question_id)) errors.answers = messages.answerInvalid;
  for (const q of questions) {
    const values = (byId.get(q.id) ?? []).filter((v) => v.trim() !== '');
    if (values.length === 0) {
      if (q.required && !draft) errors[q.id] = messages.answerRequired;
      continue;
    }
    const wrong =
      q.kind === 'text'
        ? values.length !== 1
        : q.kind === 'rating'
          ? values.length !== 1 || !/^[1-9]\d*$/.test(values[0]!) || Number(values[0]) > RATING_MAX
          : (q.kind === 'single' && values.length !== 1) ||
            new Set(values).size !== values.length ||
            values.some((v) => !q.options.some((o) => o.id === v));
    if (wrong) errors[q.id] = messages.answerInvalid;
    else if (q.kind === 'text' && values[0]!.length > ANSWER_TEXT_MAX) errors[q.id] = messages.answerTooLong;
  }
  return errors;
}
