import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { heartMachine, type HeartInput } from './heart.machine';

function start(input: HeartInput, opts: { fail?: boolean; hold?: boolean } = {}) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const call = (name: string, wished: number[]) =>
    fromPromise<number[], { goodsId: number }>(async ({ input: i }) => {
      calls.push(`${name}:${i.goodsId}`);
      if (opts.hold) await gate;
      if (opts.fail) throw new Error('nope');
      return wished;
    });
  /** What the heart told the app: the wishlist's new ids, a failure, a request to sign in. */
  const told: string[] = [];
  const logic = heartMachine.provide({
    actors: { addWish: call('add', [input.goodsId, 1]), removeWish: call('remove', [1]) },
    actions: {
      tellWishlist: (_, { ids }) => told.push(`wishlist:${ids.join(',')}`),
      reportFailure: (_, { error }) => told.push(`failed:${(error as Error).message}`),
      askToSignIn: () => told.push('signIn'),
    },
  });
  const actor = createActor(logic, { input });
  /** What the heart emitted for the view around it (spec section 4: success when added, cancel when removed). */
  const emitted: string[] = [];
  actor.on('success', (e) => emitted.push(`success:${e.goodsId}`));
  actor.on('cancel', (e) => emitted.push(`cancel:${e.goodsId}`));
  actor.start();
  return { actor, calls, told, release, emitted };
}

describe('heart toggle', () => {
  it('adds, then hands the wished ids to the wishlist and shows wished', async () => {
    const { actor, calls, told, emitted } = start({ goodsId: 7, isWished: false });
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('wished'));
    expect(calls).toEqual(['add:7']);
    expect(told).toEqual(['wishlist:7,1']);
    expect(emitted).toEqual(['success:7']);
  });

  it('removes, then hands the wished ids to the wishlist and shows not wished', async () => {
    const { actor, told, emitted } = start({ goodsId: 7, isWished: true });
    expect(actor.getSnapshot().value).toBe('wished');
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('notWished'));
    expect(told).toEqual(['wishlist:1']);
    expect(emitted).toEqual(['cancel:7']);
  });

  it('emits nothing when the server refuses, the shopper must sign in, or the wishlist changed elsewhere', async () => {
    const refused = start({ goodsId: 3, isWished: true }, { fail: true });
    refused.actor.send({ type: 'heart.toggle' });
    await waitFor(refused.actor, (s) => s.matches('wished') && s.context.error !== null);
    const post = start({ goodsId: 9, isWished: false, requiresSignIn: true, isSignedIn: false });
    post.actor.send({ type: 'heart.toggle' });
    post.actor.send({ type: 'heart.sync', isWished: true });
    expect([...refused.emitted, ...post.emitted]).toEqual([]);
  });

  it('ignores clicks while a request is pending', async () => {
    const { actor, calls, release } = start({ goodsId: 3, isWished: false }, { hold: true });
    actor.send({ type: 'heart.toggle' });
    actor.send({ type: 'heart.toggle' });
    actor.send({ type: 'heart.toggle' });
    expect(actor.getSnapshot().value).toBe('adding');
    release();
    await waitFor(actor, (s) => s.matches('wished'));
    expect(calls).toEqual(['add:3']);
  });

  it('stays as it was when the server refuses, and passes the failure on', async () => {
    const { actor, told } = start({ goodsId: 3, isWished: false }, { fail: true });
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('notWished') && s.context.error !== null);
    expect(told).toEqual(['failed:nope']);
  });

  it('asks a signed-out reader to sign in before wishing a blog post', async () => {
    const { actor, calls, told } = start({ goodsId: 9, isWished: false, requiresSignIn: true, isSignedIn: false });
    actor.send({ type: 'heart.toggle' });
    expect(actor.getSnapshot().value).toBe('notWished');
    expect(calls).toEqual([]);
    expect(told).toEqual(['signIn']);
    actor.send({ type: 'session.changed', isSignedIn: true });
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('wished'));
  });

  it('follows the wishlist when it changes elsewhere', () => {
    const { actor } = start({ goodsId: 1, isWished: false });
    actor.send({ type: 'heart.sync', isWished: true });
    expect(actor.getSnapshot().value).toBe('wished');
    actor.send({ type: 'heart.sync', isWished: false });
    expect(actor.getSnapshot().value).toBe('notWished');
  });
});
