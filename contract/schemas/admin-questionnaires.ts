import { array, boolean, number, object, string, type InferType } from 'yup';
import { QUESTIONNAIRE_ID_PATTERN, QUESTIONNAIRE_LIMITS as L } from '../admin-questionnaires';
import { consoleMessages as m } from '../console-messages';
import { QUESTION_KINDS, REWARD_KINDS, type QuestionKind, type RewardKind } from '../questionnaire';
import { rowId } from './list-query';

/**
 * The rules of the console's questionnaires, written once: the console sends what these accept and
 * api/admin/questionnaires checks every save with them. What only the database knows (the coupon
 * exists, answers already sent, the version read) the service checks.
 */

const itemId = () =>
  string().trim().required(m.questionIdInvalid).max(L.idMax, m.questionIdInvalid).matches(QUESTIONNAIRE_ID_PATTERN, m.questionIdInvalid);

const optionSchema = object({
  id: itemId(),
  text: string().trim().required(m.questionOptionsInvalid).max(L.optionMax, m.questionOptionsInvalid),
});

const isChoice = (kind: unknown) => kind === 'single' || kind === 'multiple';

export const questionSchema = object({
  id: itemId(),
  kind: string<QuestionKind>()
    .oneOf([...QUESTION_KINDS], m.questionKindInvalid)
    .required(m.questionKindInvalid),
  text: string().trim().required(m.questionTextRequired).max(L.questionMax, m.questionTextRequired),
  required: boolean().typeError(m.questionKindInvalid).default(false),
  options: array(optionSchema)
    .default([])
    .test('options', m.questionOptionsInvalid, function (options) {
      const n = options?.length ?? 0;
      return isChoice(this.parent.kind) ? n >= L.optionsMin && n <= L.optionsMax : n === 0;
    })
    .test('option ids', m.questionIdsRepeat, (options) => new Set((options ?? []).map((o) => o.id)).size === (options ?? []).length),
});

export const questionnaireInputSchema = object({
  title: string().trim().required(m.questionnaireTitleRequired).max(L.titleMax, m.questionnaireTitleTooLong),
  description: string().trim().max(L.descriptionMax, m.questionnaireDescriptionTooLong).default(''),
  reward_kind: string<RewardKind>()
    .oneOf([...REWARD_KINDS], m.questionnaireRewardInvalid)
    .required(m.questionnaireRewardInvalid),
  /** Points: 1 to pointsMax; ignored (0) for a coupon. */
  reward_points: number()
    .typeError(m.questionnaireRewardInvalid)
    .integer(m.questionnaireRewardInvalid)
    .min(0, m.questionnaireRewardInvalid)
    .max(L.pointsMax, m.questionnaireRewardInvalid)
    .default(0)
    .test('points', m.questionnaireRewardInvalid, function (v) {
      return this.parent.reward_kind !== 'points' || (v ?? 0) > 0;
    }),
  reward_coupon_id: rowId(m.questionnaireRewardInvalid)
    .nullable()
    .default(null)
    .test('coupon', m.questionnaireRewardInvalid, function (v) {
      return this.parent.reward_kind !== 'coupon' || v != null;
    }),
  questions: array(questionSchema)
    .required(m.questionnaireQuestionsInvalid)
    .min(1, m.questionnaireQuestionsInvalid)
    .max(L.questionsMax, m.questionnaireQuestionsInvalid)
    .test('question ids', m.questionIdsRepeat, (qs) => new Set((qs ?? []).map((q) => q.id)).size === (qs ?? []).length),
});
export type QuestionnaireInput = InferType<typeof questionnaireInputSchema>;

export const questionnaireUpdateSchema = questionnaireInputSchema.shape({
  version: number().typeError(m.questionnaireChanged).integer(m.questionnaireChanged).min(1, m.questionnaireChanged).required(m.questionnaireChanged),
});
export type QuestionnaireUpdate = InferType<typeof questionnaireUpdateSchema>;

export const questionnaireParamsSchema = object({ id: rowId(m.questionnaireNotFound).required(m.questionnaireNotFound) });
export type QuestionnaireParams = InferType<typeof questionnaireParamsSchema>;

export const questionnaireRunSchema = object({
  days: number()
    .typeError(m.questionnaireRunDaysInvalid)
    .required(m.questionnaireRunDaysInvalid)
    .integer(m.questionnaireRunDaysInvalid)
    .min(1, m.questionnaireRunDaysInvalid)
    .max(L.runDaysMax, m.questionnaireRunDaysInvalid),
});
export type QuestionnaireRunInput = InferType<typeof questionnaireRunSchema>;
