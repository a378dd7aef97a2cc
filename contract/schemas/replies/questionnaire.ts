import {
  QUESTION_KINDS,
  QUESTIONNAIRE_STATES,
  REWARD_KINDS,
  type QuestionnaireForm,
  type QuestionnairePopup,
  type QuestionnaireStart,
  type QuestionnaireSubmitted,
  type QuestionnaireSummary,
} from '../../questionnaire';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

const reward = () => obj({ kind: word(REWARD_KINDS), points: int(), coupon_id: int().nullable().defined(), coupon_title: str() });

/** api/users/pop_up_window (data null when there is nothing to offer) */
export const questionnairePopupReply = obj({ id: int(), title: str(), s3_img: str(), s3_wap_img: str(), reward: reward() }).nullable().defined();
type _Popup = Assert<Agrees<typeof questionnairePopupReply, QuestionnairePopup | null>>;

/** api/users/startQuestionnaire */
export const questionnaireStartReply = obj({ id: int(), questionnaire_url: str() });
type _Start = Assert<Agrees<typeof questionnaireStartReply, QuestionnaireStart>>;

const summary = {
  id: int(),
  title: str(),
  description: str(),
  s3_wap_img: str(),
  state: word(QUESTIONNAIRE_STATES),
  reward: reward(),
  ends_at: str(),
  submitted_at: str().nullable().defined(),
};

/** api/users/getList */
export const questionnaireSummaryReply = obj(summary);
type _Summary = Assert<Agrees<typeof questionnaireSummaryReply, QuestionnaireSummary>>;

/** api/questionnaire/{id} and its draft */
export const questionnaireFormReply = obj({
  ...summary,
  questions: listOf(
    obj({
      id: str(),
      kind: word(QUESTION_KINDS),
      text: str(),
      options: listOf(obj({ id: str(), text: str() })),
      required: bool(),
    }),
  ),
  answers: listOf(obj({ question_id: str(), values: listOf(str()) })),
});
type _Form = Assert<Agrees<typeof questionnaireFormReply, QuestionnaireForm>>;

/** api/users/submitQuestionnaire */
export const questionnaireSubmittedReply = obj({ id: int(), title: str(), reward: reward() });
type _Submitted = Assert<Agrees<typeof questionnaireSubmittedReply, QuestionnaireSubmitted>>;
