import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { CartProblem, CartVerification } from '../contract/entities';
import { cartCheckoutMachine, openProblem, type CartCheckoutEvent } from './cart-checkout.machine';

function start(answer: (ids: number[]) => Promise<CartVerification>) {
  const log: string[] = [];
  const checked: number[][] = [];
  // The app's cart as the gate hears it: its loads reach whoever listens at that moment.
  const listeners = new Set<(event: CartCheckoutEvent) => void>();
  const cart = {
    loaded: (cartIds: number[]) => listeners.forEach((l) => l({ type: 'checkout.cartLoaded', cartIds })),
    failed: () => listeners.forEach((l) => l({ type: 'checkout.cartFailed' })),
    get listening() {
      return listeners.size > 0;
    },
  };
  const actor = createActor(
    cartCheckoutMachine.provide({
      actors: {
        verifySelection: fromPromise(({ input }) => (checked.push(input.cartIds), answer(input.cartIds))),
        cartLoads: fromCallback(({ sendBack }) => {
          listeners.add(sendBack);
          return () => listeners.delete(sendBack);
        }),
      },
      actions: {
        askToSignIn: () => void log.push('sign in'),
        goToPayment: () => void log.push('payment'),
        refreshCart: () => void log.push('reload cart'),
      },
    }),
  ).start();
  return { actor, log, checked, cart };
}

const ok = async (): Promise<CartVerification> => ({ ok: true, problems: [] });
const problem: CartProblem = { cart_id: 2, goods_id: 20, reason: 'not_enough_stock', max_qty: 3 };

describe('cart checkout machine', () => {
  it("checks a customer's selection and goes to payment", async () => {
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
    // The cart reloads, so the lines show the stock as it is now.
    expect(log).toEqual(['reload cart']);
    // Pressing again starts afresh.
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().context.problems).toEqual([]);
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('shows why a check could not be made, and lets the shopper try again', async () => {
    const offline = new Error('We could not reach the shop, please check your connection');
    const { actor, log } = start(async () => Promise.reject(offline));
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(offline);
    expect(log).toEqual(['reload cart']);
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().value).toBe('verifying');
  });

  it('asks a visitor to sign in, waits for the merged cart and checks the selection as it is then', async () => {
    const { actor, log, checked, cart } = start(ok);
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    expect(actor.getSnapshot().value).toBe('signingIn');
    expect(log).toEqual(['sign in']);
    // The gate hears the cart only while it waits for the merged one.
    expect(cart.listening).toBe(false);
    cart.loaded([1]);
    expect(actor.getSnapshot().value).toBe('signingIn');
    // The dialog was closed: pressing again asks again.
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    expect(log).toEqual(['sign in', 'sign in']);
    actor.send({ type: 'checkout.signedIn' });
    expect(actor.getSnapshot().value).toBe('awaitingCart');
    expect(cart.listening).toBe(true);
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: true });
    expect(actor.getSnapshot().value).toBe('awaitingCart');
    cart.loaded([7, 8]);
    expect(cart.listening).toBe(false);
    await waitFor(actor, (s) => s.status === 'done');
    expect(checked).toEqual([[7, 8]]);
    expect(log).toEqual(['sign in', 'sign in', 'payment']);
  });

  it('goes back to idle when the merged cart has nothing selected, and fails when it cannot load', () => {
    const a = start(ok);
    a.actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    a.actor.send({ type: 'checkout.signedIn' });
    a.cart.loaded([]);
    expect(a.actor.getSnapshot().value).toBe('idle');
    expect(a.cart.listening).toBe(false);

    const b = start(ok);
    b.actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    b.actor.send({ type: 'checkout.signedIn' });
    b.cart.failed();
    expect(b.actor.getSnapshot().value).toBe('failed');
    expect(b.actor.getSnapshot().context.error).toBeNull();
    expect(b.log).toEqual(['sign in', 'reload cart']);
  });

  it('fails, saying so, when the app does not provide the cart’s loads', () => {
    const actor = createActor(cartCheckoutMachine.provide({ actions: { askToSignIn: () => {} } }));
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'checkout.start', cartIds: [1], signedIn: false });
    actor.send({ type: 'checkout.signedIn' });
    expect(actor.getSnapshot().status).toBe('error');
    expect((errors[0] as Error).message).toMatch(/^cartLoads: provided by the app/);
  });

  it('keeps a problem open until the line holds no more than allowed', () => {
    expect(openProblem([problem], { id: 2, qty: 5 })).toBe(problem);
    expect(openProblem([problem], { id: 2, qty: 3 })).toBeUndefined();
    expect(openProblem([problem], { id: 1, qty: 5 })).toBeUndefined();
  });
});
