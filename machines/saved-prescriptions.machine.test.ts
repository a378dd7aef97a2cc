import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { Prescription, SavedPrescription } from '../contract/prescription';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { savedPrescriptionsMachine } from './saved-prescriptions.machine';

const rx = (sph: number): Prescription => ({
  right: { sph, cyl: 0, axis: null, add: null, prism: null, base: null },
  left: { sph, cyl: 0, axis: null, add: null, prism: null, base: null },
  pd: 63,
  pd_right: null,
  pd_left: null,
});
const p = (id: number, name: string): SavedPrescription => ({ id, name, prescription: rx(-1), created_at: '2026-01-01T00:00:00.000Z' });

function start(o: { failDelete?: boolean; failSave?: boolean } = {}) {
  const saves: { name: string; prescription: Prescription }[] = [];
  const renames: { id: number; name: string }[] = [];
  const deleted: number[] = [];
  const actor = createActor(
    savedPrescriptionsMachine.provide({
      actors: {
        loadList: fromPromise(async () => [p(2, 'Reading'), p(1, 'Distance')]),
        savePrescription: fromPromise(async ({ input }) => {
          if (o.failSave) throw new Error(messages.rxSavedFull);
          saves.push(input);
          return { ...input, id: 3, created_at: '' };
        }),
        renamePrescription: fromPromise(async ({ input }) => {
          renames.push(input);
          return { ...p(input.id, input.name) };
        }),
        confirmDelete: confirmDeleteMachine.provide({
          actors: {
            deleteItem: fromPromise<unknown, { id: number }>(async ({ input }) => {
              if (o.failDelete) throw new Error(messages.rxNotFound);
              deleted.push(input.id);
              return null;
            }),
          },
        }),
      },
    }),
  ).start();
  return { actor, saves, renames, deleted };
}
const idle = (s: { matches: (v: never) => boolean }) => s.matches({ ready: 'idle' } as never);

describe('saved-prescriptions machine', () => {
  it("adds a prescription checked by the server's rules: messages by field, nothing sent until valid; the saved one first", async () => {
    const { actor, saves } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'saved.add' });
    actor.send({ type: 'saved.field', field: 'right.sph', value: '-20.25' });
    actor.send({ type: 'saved.field', field: 'left.cyl', value: '-0.75' });
    actor.send({ type: 'saved.submit' });
    expect(actor.getSnapshot().matches({ ready: 'adding' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: messages.rxNameRequired,
      'right.sph': messages.rxSph,
      'left.axis': messages.rxAxisRequired,
      pd: messages.rxPdRequired,
    });
    actor.send({ type: 'saved.name', value: ' Sport ' });
    expect(actor.getSnapshot().context.errors.name).toBeUndefined();
    for (const [field, value] of [
      ['right.sph', '-2.00'],
      ['left.axis', '180'],
      ['pd', '64'],
      ['right.add', '1.50'],
    ] as const) {
      actor.send({ type: 'saved.field', field, value });
    }
    actor.send({ type: 'saved.submit' });
    await waitFor(actor, idle);
    expect(saves).toEqual([
      { name: 'Sport', prescription: expect.objectContaining({ pd: 64, right: expect.objectContaining({ sph: -2, add: 1.5 }) }) },
    ]);
    expect(actor.getSnapshot().context.list.map((x) => x.name)).toEqual(['Sport', 'Reading', 'Distance']);
  });

  it('a refused save keeps the form and its values, with the refusal', async () => {
    const { actor } = start({ failSave: true });
    await waitFor(actor, idle);
    actor.send({ type: 'saved.add' });
    actor.send({ type: 'saved.name', value: 'One more' });
    actor.send({ type: 'saved.field', field: 'pd', value: '63' });
    actor.send({ type: 'saved.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'adding' }) && s.context.error !== null);
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.rxSavedFull);
    expect(actor.getSnapshot().context.rx.pd).toBe('63');
    actor.send({ type: 'saved.cancel' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('renames one: an empty name is refused with its message; cancel changes nothing', async () => {
    const { actor, renames } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'saved.rename', id: 99 });
    expect(idle(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'saved.rename', id: 1 });
    expect(actor.getSnapshot().context.name).toBe('Distance');
    actor.send({ type: 'saved.name', value: '  ' });
    actor.send({ type: 'saved.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: messages.rxNameRequired });
    actor.send({ type: 'saved.cancel' });
    expect(actor.getSnapshot().context.pendingId).toBeNull();
    actor.send({ type: 'saved.rename', id: 1 });
    actor.send({ type: 'saved.name', value: 'Driving ' });
    actor.send({ type: 'saved.submit' });
    await waitFor(actor, idle);
    expect(renames).toEqual([{ id: 1, name: 'Driving' }]);
    expect(actor.getSnapshot().context.list.map((x) => x.name)).toEqual(['Reading', 'Driving']);
  });

  it('deletes after the confirmation only; kept, nothing goes; refused, the error shows and the list stays', async () => {
    const { actor, deleted } = start();
    await waitFor(actor, idle);
    actor.send({ type: 'saved.delete', id: 2 });
    await waitFor(actor, (s) => s.children.confirmDelete?.getSnapshot().matches('confirming') ?? false);
    actor.send({ type: 'saved.keep' });
    await waitFor(actor, idle);
    expect(deleted).toEqual([]);
    actor.send({ type: 'saved.delete', id: 2 });
    actor.send({ type: 'saved.confirm' });
    await waitFor(actor, (s) => idle(s) && s.context.list.length === 1);
    expect(deleted).toEqual([2]);

    const refused = start({ failDelete: true });
    await waitFor(refused.actor, idle);
    refused.actor.send({ type: 'saved.delete', id: 1 });
    refused.actor.send({ type: 'saved.confirm' });
    await waitFor(refused.actor, (s) => idle(s) && s.context.error !== null);
    expect((refused.actor.getSnapshot().context.error as Error).message).toBe(messages.rxNotFound);
    expect(refused.actor.getSnapshot().context.list).toHaveLength(2);
  });
});
