import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import type { FieldErrors } from '../../../../machines/admin/fields';
import type { QuestionnaireDraft, questionnaireEditorMachine } from '../../../../machines/admin/questionnaire-editor.machine';

export interface QuestionnaireEditorView {
  draft: QuestionnaireDraft;
  errors: FieldErrors;
  busy: boolean;
  saved: boolean;
  /** Someone else saved it meanwhile: nothing saved, reload. */
  conflict: boolean;
  refusal: Message | null;
  isNew: boolean;
}

export function questionnaireEditorView(snapshot: SnapshotFrom<typeof questionnaireEditorMachine>): QuestionnaireEditorView {
  const c = snapshot.context;
  const conflict = snapshot.hasTag('conflict');
  return {
    draft: c.draft,
    errors: c.errors,
    busy: snapshot.hasTag('busy'),
    saved: snapshot.hasTag('saved'),
    conflict,
    refusal: (conflict || snapshot.hasTag('refused')) && c.error ? failureMessage(c.error) || null : null,
    isNew: c.id === null,
  };
}
