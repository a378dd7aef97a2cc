import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AdminProductDetail } from '../../contract/admin-products';
import { hasUnsavedChanges, productEditorMachine, type SaveProductInput } from './product-editor.machine';

describe('product editor: unsaved changes', () => {
  it('has none as read; has some once a field changes, none once changed back; a refused save keeps them', async () => {
    let saved: SaveProductInput | undefined;
    const logic = productEditorMachine.provide({
      actors: {
        save: fromPromise<AdminProductDetail, SaveProductInput>(async ({ input }) => {
          saved = input;
          return { id: 7, version: 1, ...input.input, description: input.input.description ?? '' } as unknown as AdminProductDetail;
        }),
      },
    });
    const actor = createActor(logic, { input: {} }).start();
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'edit.field', name: 'name', value: 'Round' });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    actor.send({ type: 'edit.field', name: 'name', value: '' });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(false);
    actor.send({ type: 'colour.add' });
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    // A save the rules refuse keeps the changes unsaved.
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(hasUnsavedChanges(actor.getSnapshot().context)).toBe(true);
    expect(saved).toBeUndefined();
  });
});
