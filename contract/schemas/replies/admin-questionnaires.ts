import { QUESTIONNAIRE_RUNS, type AdminQuestionnaire, type AdminQuestionnaireSummary, type QuestionnaireAnswers } from '../../admin-questionnaires';
import { QUESTION_KINDS, REWARD_KINDS } from '../../questionnaire';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

// The console's questionnaires (contract/admin-questionnaires.ts).

const summary = {
  id: int(),
  title: str(),
  run: word(QUESTIONNAIRE_RUNS),
  starts_at: str(),
  ends_at: str(),
  submitted: int(),
  started: int(),
};

/** GET api/admin/questionnaires */
export const adminQuestionnaireListReply = listOf(obj(summary));
type _List = Assert<Agrees<typeof adminQuestionnaireListReply, AdminQuestionnaireSummary[]>>;

/** GET api/admin/questionnaires/{id} and every change of one */
export const adminQuestionnaireReply = obj({
  ...summary,
  version: int(),
  description: str(),
  reward_kind: word(REWARD_KINDS),
  reward_points: int(),
  reward_coupon_id: int().nullable(),
  questions: listOf(obj({ id: str(), kind: word(QUESTION_KINDS), text: str(), options: listOf(obj({ id: str(), text: str() })), required: bool() })),
  image_url: str(),
  wap_image_url: str(),
});
type _One = Assert<Agrees<typeof adminQuestionnaireReply, AdminQuestionnaire>>;

/** GET api/admin/questionnaires/{id}/answers */
export const questionnaireAnswersReply = obj({
  id: int(),
  submitted: int(),
  questions: listOf(
    obj({
      id: str(),
      kind: word(QUESTION_KINDS),
      text: str(),
      answered: int(),
      counts: listOf(obj({ value: str(), label: str(), count: int() })),
      average: num().nullable(),
      texts: listOf(str()),
    }),
  ),
});
type _Answers = Assert<Agrees<typeof questionnaireAnswersReply, QuestionnaireAnswers>>;
