import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartProblem, CartVerification } from '../contract/entities';
import { cartCheckoutMachine, openProblem } from './cart-checkout.machine';

function start(answer: (ids: number[]) => Promise<CartVerification>) {
  const log: string[] = [];
  const checked: number[][] = [];
  const actor = createActor(
    cartCheckoutMachine.provide({
      actors: { verifySelection: fromPromise(({ input }) => (checked.push(input.cartIds), answer(input.cartIds))) },
      actions: { askToSignIn: () => void log.push('sign in'), goToPayment: () => void log.push('payment') },
    }),
  ).start();
  return { actor, log, checked };
}

const ok = async (): Promise<CartVerification> => ({ ok: true, problems: [] });
const problem: CartProblem = { cart_id: 2, goods_id: 20, reason: 'not_enough_stock', max_qty: 3 };

describe('cart checkout machine', () => {
  it('checks a customer\'s selection and goes to payment', async () => {
    const { actor, log, checked } = start(ok);
    actor.send({ type: 'checkout.start', cartIds: [1, 2], signedIn: true });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked).toEqual([[1, 2]]);
    expect(log).toEqual(['payment']);
  });

  it('ignores the button with nothing selected', () => {
    const { actor, log } = start(ok);
    actor.send({ type: 'checkout.start', cartIds: [], signedIn: true });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).toEqual([]);
  });

  it('keeps the shopper on the cart with the problems of the lines', async () => {
    const { actor, log } = start(async () => ({ ok: false, problems: [problem] }));
    actor.send({ type: 'checkout.start', cartIds: [1, 2], signedIn: true });
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(actor.getSnapshot().context.problems).toEqual([problem]);
    expect(log).toEqual([]);
    // Pressing again starts afresh.
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('shows why a check could not be made, and lets the shopper try again', async () => {
    const { actor } = start(async () => Promise.reject(new Error('We could not reach the shop, please check your connection')));
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('We could not reach the shop, please check your connection');
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('asks a visitor to sign in, waits for the merged cart and checks the selection as it is then', async () => {
    const { actor, log, checked } = start(ok);
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(log).toEqual(['sign in']);
    // The dialog was closed: pressing again asks again.
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    expect(log).toEqual(['sign in', 'sign in']);
    actor.send({ type: 'checkout.signedIn' });
    expect(actor.getSnapshot().value).toBe('awaitingCart');
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().value).toBe('awaitingCart');
    actor.send({ type: 'checkout.cartLoaded', cartIds: [7, 8] });
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked).toEqual([[7, 8]]);
    expect(log).toEqual(['sign in', 'sign in', 'payment']);
  });

  it('goes back to idle when the merged cart has nothing selected, and fails when it cannot load', () => {
    const a = start(ok);
    a.actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    a.actor.send({ type: 'checkout.signedIn' });
    a.actor.send({ type: 'checkout.cartLoaded', cartIds: [] });
    expect(a.actor.getSnapshot().value).toBe('idle');

    const b = start(ok);
    b.actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    b.actor.send({ type: 'checkout.signedIn' });
    b.actor.send({ type: 'checkout.cartFailed' });
    expect(b.actor.getSnapshot().value).toBe('failed');
    expect(b.actor.getSnapshot().context.error).toBe('');
  });

  it('keeps a problem open until the line holds no more than allowed', () => {
    expect(openProblem([problem], { id: 2, qty: 5 })).toBe(problem);
    expect(openProblem([problem], { id: 2, qty: 3 })).toBeUndefined();
    expect(openProblem([problem], { id: 1, qty: 5 })).toBeUndefined();
  });
});
