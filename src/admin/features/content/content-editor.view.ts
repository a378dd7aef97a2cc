import type { SnapshotFrom } from 'xstate';
import type { AdminContent } from '../../../../contract/admin-content';
import { failureMessage, type FieldMessages } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import { hasUnsavedChanges, type ContentDraft, type contentEditorMachine, type Notice } from '../../../../machines/admin/content-editor.machine';

export interface ContentEditorView {
  draft: ContentDraft;
  item: AdminContent | null;
  errors: FieldMessages;
  /** A call is out: the buttons wait. */
  busy: boolean;
  uploading: boolean;
  /** Someone else saved the page meanwhile: say so, offer Reload. */
  conflict: boolean;
  /** A refusal not about one field, as the server said it (not the conflict's: the view says that). */
  refusal: Message | null;
  notice: Notice | null;
  previewOn: boolean;
  drawing: boolean;
  preview: string | null;
  previewRefusal: Message | null;
  isPost: boolean;
  canUnpublish: boolean;
  canRemove: boolean;
  /** Changes not saved yet: leaving the page asks first. */
  unsaved: boolean;
}

export function contentEditorView(s: SnapshotFrom<typeof contentEditorMachine>): ContentEditorView {
  const c = s.context;
  const conflict = s.hasTag('conflict');
  return {
    draft: c.draft,
    item: c.item,
    errors: c.errors,
    busy: s.hasTag('busy'),
    uploading: s.hasTag('uploading'),
    conflict,
    refusal: c.error && !conflict ? failureMessage(c.error) || null : null,
    notice: c.notice,
    previewOn: s.hasTag('previewOn'),
    drawing: s.hasTag('drawing'),
    preview: c.preview,
    previewRefusal: c.previewError ? failureMessage(c.previewError) || null : null,
    isPost: c.type === 'posts',
    canUnpublish: s.can({ type: 'unpublish' }),
    canRemove: s.can({ type: 'remove' }),
    unsaved: hasUnsavedChanges(c),
  };
}
