import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import { orderDeleteMachine } from './order-delete.machine';

function start(refusals = 0) {
  const deleted: number[] = [];
  let left = refusals;
  const deleteOrder = fromPromise<void, { id: number }>(async ({ input }) => {
    if (left-- > 0) throw new Error(messages.orderNotDeletable);
    deleted.push(input.id);
  });
  const actor = createActor(orderDeleteMachine.provide({ actors: { deleteOrder } }), { input: { orderId: 12 } }).start();
  return { actor, deleted };
}

describe('order delete machine', () => {
  it('asks first; cancelling deletes nothing', () => {
    const { actor, deleted } = start();
    actor.send({ type: 'order.delete' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'order.delete.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(deleted).toEqual([]);
  });

  it('deletes the order once confirmed, and ends', async () => {
    const { actor, deleted } = start();
    actor.send({ type: 'order.delete' });
    actor.send({ type: 'order.delete.confirm' });
    actor.send({ type: 'order.delete.confirm' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(deleted).toEqual([12]);
  });

  it('shows a refusal, then may ask again', async () => {
    const { actor, deleted } = start(1);
    actor.send({ type: 'order.delete' });
    actor.send({ type: 'order.delete.confirm' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect((actor.getSnapshot().context.error as Error).message).toBe(messages.orderNotDeletable);
    actor.send({ type: 'order.delete' });
    actor.send({ type: 'order.delete.confirm' });
    await waitFor(actor, (s) => s.matches('removed'));
    expect(deleted).toEqual([12]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
