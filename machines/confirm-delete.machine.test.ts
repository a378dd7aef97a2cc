import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { failureOf } from '../contract/codes';
import { messages } from '../contract/messages';
import { confirmDeleteMachine } from './confirm-delete.machine';

const refusal = () => Object.assign(new Error(messages.orderNotDeletable), { kind: 'conflict' });

function start(refusals = 0, asked = false) {
  const deleted: number[] = [];
  let left = refusals;
  const deleteItem = fromPromise<unknown, { id: number }>(async ({ input }) => {
    if (left-- > 0) throw refusal();
    deleted.push(input.id);
    return null;
  });
  const actor = createActor(confirmDeleteMachine.provide({ actors: { deleteItem } }), { input: { id: 12, asked } }).start();
  return { actor, deleted };
}

describe('confirm delete machine', () => {
  it('asks first; cancelling deletes nothing', () => {
    const { actor, deleted } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'delete.ask' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deleted).toEqual([]);
  });

  it('deletes once confirmed, and ends with the id', async () => {
    const { actor, deleted } = start();
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.confirm' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(deleted).toEqual([12]);
    expect(actor.getSnapshot().output).toEqual({ id: 12 });
  });

  it('keeps a refusal, then may ask again or put it aside', async () => {
    const { actor, deleted } = start(1);
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failureOf(actor.getSnapshot().context.error)).toMatchObject({ kind: 'conflict', message: messages.orderNotDeletable });
    actor.send({ type: 'delete.ask' });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('done'));
    expect(deleted).toEqual([12]);
  });

  it('puts a refusal aside when the confirmation asked again is cancelled', async () => {
    const { actor } = start(1);
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'delete.ask' });
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('started by a list, opens asking; a cancel returns to idle and stays', () => {
    const { actor } = start(0, true);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
