import type { SnapshotFrom } from 'xstate';
import { failureMessage, type FieldMessages } from '../../../contract/codes';
import type { AnswerEntry } from '../../../contract/questionnaire';
import type { questionnaireFormMachine } from '../../../machines/questionnaire-form.machine';
import type { Message } from '../../../contract/messages';

export interface QuestionnaireFormView {
  /** A draft is being kept or the answers sent: the questions and buttons wait. */
  busy: boolean;
  /** "Save" shows its spinner. */
  saving: boolean;
  /** "Submit" shows its spinner. */
  submitting: boolean;
  /** The draft is kept: said under the questions. */
  draftSaved: boolean;
  /** The answers are in: the thank-you and the reward's link instead of the form. */
  submitted: boolean;
  answers: AnswerEntry[];
  /** A message per question id. */
  errors: FieldMessages;
  /** A refusal about the answers as a whole, or a refused call: shown above the buttons with `refusal`, its message. */
  refused: boolean;
  refusal: Message | undefined;
  /** Some questions have a message and nothing else was refused: "please fix the answers marked". */
  needsFixing: boolean;
}

/** What a questionnaire's form draws in each state of machines/questionnaire-form.machine.ts. */
export function questionnaireFormView(s: SnapshotFrom<typeof questionnaireFormMachine>): QuestionnaireFormView {
  const { answers, errors, error } = s.context;
  return {
    busy: s.hasTag('busy'),
    saving: s.hasTag('saving'),
    submitting: s.hasTag('submitting'),
    draftSaved: s.hasTag('saved'),
    submitted: s.hasTag('done'),
    answers,
    errors,
    refused: error != null || !!errors.answers,
    refusal: errors.answers ?? (error == null ? undefined : failureMessage(error)),
    needsFixing: Object.keys(errors).length > 0 && error == null && !errors.answers,
  };
}
