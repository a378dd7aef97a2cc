import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Coupon } from '../contract/checkout';
import { couponMachine, type CouponInput } from './coupon.machine';

const saved = (id: number): Coupon => ({
  id,
  title: 'T',
  code: 'C',
  special_from_date: '',
  special_to_date: '',
  is_get: 1,
  discount_type: 'amount',
  discount_value: 5,
  min_amount: 0,
});

function start(input: CouponInput, opts: { fail?: unknown; hold?: boolean } = {}) {
  const calls: number[] = [];
  const told: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const logic = couponMachine.provide({
    actors: {
      claimCoupon: fromPromise<Coupon, { couponId: number }>(async ({ input: i }) => {
        calls.push(i.couponId);
        if (opts.hold) await gate;
        if (opts.fail) throw opts.fail === true ? new Error('refused') : opts.fail;
        return saved(i.couponId);
      }),
    },
    actions: { askToSignIn: () => told.push('signIn'), rereadList: () => told.push('reread') },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, calls, told, release };
}

describe('coupon GET / SAVED', () => {
  it('starts SAVED when the list says the shopper holds it, GET otherwise', () => {
    expect(start({ couponId: 38, isSaved: true, isSignedIn: true }).actor.getSnapshot().value).toBe('saved');
    expect(start({ couponId: 38, isSaved: false, isSignedIn: true }).actor.getSnapshot().value).toBe('get');
  });

  it('claims for a signed-in customer and shows SAVED', async () => {
    const { actor, calls, told } = start({ couponId: 39, isSaved: false, isSignedIn: true });
    actor.send({ type: 'coupon.get' });
    expect(actor.getSnapshot().value).toBe('claiming');
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([39]);
    expect(told).toEqual(['reread']);
  });

  it('ignores presses while the claim is pending', async () => {
    const { actor, calls, release } = start({ couponId: 39, isSaved: false, isSignedIn: true }, { hold: true });
    actor.send({ type: 'coupon.get' });
    actor.send({ type: 'coupon.get' });
    release();
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([39]);
  });

  it('ends the loading state on a refused claim and shows GET again, keeping why', async () => {
    const { actor } = start({ couponId: 40, isSaved: false, isSignedIn: true }, { fail: true });
    actor.send({ type: 'coupon.get' });
    await waitFor(actor, (s) => s.matches('get') && s.context.error !== null);
    expect((actor.getSnapshot().context.error as Error).message).toBe('refused');
  });

  it('signed out, GET opens the sign-in dialog; signing in goes on with the claim', async () => {
    const { actor, calls, told } = start({ couponId: 41, isSaved: false, isSignedIn: false });
    actor.send({ type: 'coupon.get' });
    expect(actor.getSnapshot().value).toBe('waitingForSignIn');
    expect(calls).toEqual([]);
    actor.send({ type: 'coupon.get' });
    expect(told).toEqual(['signIn', 'signIn']);
    actor.send({ type: 'session.changed', isSignedIn: true });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(calls).toEqual([41]);
  });

  it('follows the list read again: SAVED after signing in as a holder, GET after signing out', () => {
    const { actor, calls } = start({ couponId: 38, isSaved: false, isSignedIn: false });
    actor.send({ type: 'coupon.get' });
    actor.send({ type: 'coupon.sync', isSaved: true });
    expect(actor.getSnapshot().value).toBe('saved');
    actor.send({ type: 'session.changed', isSignedIn: false });
    actor.send({ type: 'coupon.sync', isSaved: false });
    expect(actor.getSnapshot().value).toBe('get');
    expect(calls).toEqual([]);
  });

  it('a refusal saying the list is out of date (ended: 409; withdrawn: 404) has the list read again; others do not', async () => {
    const ended = Object.assign(new Error('This coupon has ended'), { kind: 'conflict' });
    const a = start({ couponId: 40, isSaved: false, isSignedIn: true }, { fail: ended });
    a.actor.send({ type: 'coupon.get' });
    await waitFor(a.actor, (s) => s.matches('get') && s.context.error !== null);
    expect(a.told).toEqual(['reread']);
    const down = Object.assign(new Error('Network'), { kind: 'network' });
    const b = start({ couponId: 40, isSaved: false, isSignedIn: true }, { fail: down });
    b.actor.send({ type: 'coupon.get' });
    await waitFor(b.actor, (s) => s.matches('get') && s.context.error !== null);
    expect(b.told).toEqual([]);
  });

  it('a claim refused because all were claimed (409, reason soldOut) shows the coupon as gone at once: no GET, presses ignored', async () => {
    const soldOut = Object.assign(new Error('All of these coupons have been claimed'), { kind: 'conflict', reason: 'soldOut' });
    const { actor, calls, told } = start({ couponId: 40, isSaved: false, isSignedIn: true }, { fail: soldOut });
    actor.send({ type: 'coupon.get' });
    await waitFor(actor, (s) => s.matches('soldOut'));
    expect(actor.getSnapshot().hasTag('gone')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(soldOut);
    // Not read again: the list would drop it without a word; the strip says it is gone.
    expect(told).toEqual([]);
    actor.send({ type: 'coupon.get' });
    actor.send({ type: 'coupon.sync', isSaved: false });
    expect(actor.getSnapshot().value).toBe('soldOut');
    expect(calls).toEqual([40]);
    // A list read saying the shopper holds it after all (claimed in another tab): SAVED.
    actor.send({ type: 'coupon.sync', isSaved: true });
    expect(actor.getSnapshot().value).toBe('saved');
  });

  it('asked to claim at start (the dialog reopened after its sign-in): claims at once when signed in, after the sign-in otherwise, never when held', async () => {
    const signedIn = start({ couponId: 39, isSaved: false, isSignedIn: true, claimAtStart: true });
    expect(signedIn.actor.getSnapshot().value).toBe('claiming');
    await waitFor(signedIn.actor, (s) => s.matches('saved'));
    expect(signedIn.calls).toEqual([39]);

    const signedOut = start({ couponId: 39, isSaved: false, isSignedIn: false, claimAtStart: true });
    expect(signedOut.actor.getSnapshot().value).toBe('waitingForSignIn');
    expect(signedOut.told).toEqual([]);
    signedOut.actor.send({ type: 'session.changed', isSignedIn: true });
    await waitFor(signedOut.actor, (s) => s.matches('saved'));
    expect(signedOut.calls).toEqual([39]);

    const held = start({ couponId: 39, isSaved: true, isSignedIn: true, claimAtStart: true });
    expect(held.actor.getSnapshot().value).toBe('saved');
    expect(held.calls).toEqual([]);
  });
});
