import type { SnapshotFrom } from 'xstate';
import { failureMessage, type FieldMessages } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import {
  hasUnsavedChanges,
  isProductConflict,
  type ProductDraft,
  type productEditorMachine,
} from '../../../../machines/admin/product-editor.machine';

export interface ProductEditorView {
  draft: ProductDraft;
  errors: FieldMessages;
  /** Saving or reading the product again: the buttons wait. */
  busy: boolean;
  saved: boolean;
  previewing: boolean;
  preview: string | null;
  /** Someone else saved the product meanwhile: offer Reload. */
  conflict: boolean;
  /** A refusal not about one field, as the server said it. */
  refusal: Message | null;
  isNew: boolean;
  /** Changes not saved yet: leaving the page asks first. */
  unsaved: boolean;
}

export function productEditorView(s: SnapshotFrom<typeof productEditorMachine>): ProductEditorView {
  const c = s.context;
  return {
    draft: c.draft,
    errors: c.errors,
    busy: s.hasTag('busy'),
    saved: s.hasTag('saved'),
    previewing: s.hasTag('previewing'),
    preview: c.preview,
    conflict: isProductConflict(c.error),
    refusal: c.error ? failureMessage(c.error) || null : null,
    isNew: c.id === null,
    unsaved: hasUnsavedChanges(c),
  };
}
