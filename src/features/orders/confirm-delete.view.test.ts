import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';
import { confirmDeleteView, maybeConfirmDeleteView } from './confirm-delete.view';

const refusal = Object.assign(new Error('Only unpaid or cancelled orders can be deleted'), { kind: 'conflict' });

function run(answer: 'hang' | 'ok' | 'refuse', asked = false) {
  const deleteItem = fromPromise<unknown, { id: number }>(() =>
    answer === 'hang' ? new Promise(() => {}) : answer === 'ok' ? Promise.resolve(null) : Promise.reject(refusal),
  );
  return createActor(confirmDeleteMachine.provide({ actors: { deleteItem } }), { input: { id: 7, asked } }).start();
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('confirmDeleteView', () => {
  it('shows nothing before Delete is pressed', () => {
    expect(confirmDeleteView(run('hang').getSnapshot())).toEqual({
      open: false,
      asking: false,
      busy: false,
      done: false,
      failed: false,
      error: null,
    });
  });

  it('opens the dialog when asked, and at once when a list starts it asking', () => {
    const actor = run('hang');
    actor.send({ type: 'delete.ask' });
    expect(confirmDeleteView(actor.getSnapshot())).toMatchObject({ open: true, asking: true, busy: false });
    expect(confirmDeleteView(run('hang', true).getSnapshot())).toMatchObject({ open: true, asking: true, busy: false });
  });

  it('keeps the dialog open with its buttons busy while deleting', () => {
    const actor = run('hang', true);
    actor.send({ type: 'delete.confirm' });
    expect(confirmDeleteView(actor.getSnapshot())).toMatchObject({ open: true, asking: false, busy: true, done: false });
  });

  it('is done once deleted', async () => {
    const actor = run('ok', true);
    actor.send({ type: 'delete.confirm' });
    await tick();
    expect(confirmDeleteView(actor.getSnapshot())).toMatchObject({ open: false, asking: false, busy: false, done: true, failed: false });
  });

  it('closes the dialog and keeps the refusal to show', async () => {
    const actor = run('refuse', true);
    actor.send({ type: 'delete.confirm' });
    await tick();
    expect(confirmDeleteView(actor.getSnapshot())).toEqual({ open: false, asking: false, busy: false, done: false, failed: true, error: refusal });
  });

  it('is all off when no confirmation runs', () => {
    expect(maybeConfirmDeleteView(undefined)).toEqual({ open: false, asking: false, busy: false, done: false, failed: false, error: null });
  });
});
