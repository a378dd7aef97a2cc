import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartLine } from '../contract/entities';
import { replenishLensesMachine, type ReplenishLensesInput } from './replenish-lenses.machine';

const cartLine = { id: 9, goods_id: 5, variant_id: 7, qty: 1 } as CartLine;

function start(answers: (CartLine[] | Error)[]) {
  const calls: ReplenishLensesInput[] = [];
  const told: CartLine[][] = [];
  const logic = replenishLensesMachine.provide({
    actors: {
      replenish: fromPromise<CartLine[], ReplenishLensesInput>(async ({ input }) => {
        calls.push(input);
        const answer = answers.shift()!;
        if (answer instanceof Error) throw answer;
        return answer;
      }),
    },
    actions: { tellCart: (_, { lines }) => told.push(lines) },
  });
  return { actor: createActor(logic, { input: { orderId: 3, lineId: 4 } }).start(), calls, told };
}

describe('replenish lenses', () => {
  it('adds the glasses of the order line once per press, ignoring presses while busy, and hands the cart over', async () => {
    const { actor, calls, told } = start([[cartLine], [{ ...cartLine, qty: 2 }]]);
    actor.send({ type: 'replenish.add' });
    actor.send({ type: 'replenish.add' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(calls).toEqual([{ orderId: 3, lineId: 4 }]);
    expect(told).toEqual([[cartLine]]);
    actor.send({ type: 'replenish.add' });
    await waitFor(actor, (s) => s.matches('added') && told.length === 2);
    expect(told[1]![0]!.qty).toBe(2);
  });

  it('keeps the refusal to show it, and forgets it when the shopper tries again', async () => {
    const refusal = new Error('These lenses are no longer made as ordered');
    const { actor, told } = start([refusal, [cartLine]]);
    actor.send({ type: 'replenish.add' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(refusal);
    expect(told).toEqual([]);
    actor.send({ type: 'replenish.add' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.matches('added'));
  });
});
