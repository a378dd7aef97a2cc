import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { heartMachine, type HeartInput } from '../../../machines/heart.machine';
import { heartView } from './heart.view';

/** The real heart; its calls answer (or fail) when the test releases them. */
function start(input: HeartInput, fail = false) {
  let release: () => void = () => {};
  const call = fromPromise<number[], { goodsId: number }>(
    () =>
      new Promise((ok, no) => {
        release = () => (fail ? no(new Error('nope')) : ok([input.goodsId]));
      }),
  );
  const logic = heartMachine.provide({
    actors: { addWish: call, removeWish: call },
    actions: { tellWishlist: () => {}, reportFailure: () => {}, askToSignIn: () => {} },
  });
  const actor = createActor(logic, { input }).start();
  return { actor, view: () => heartView(actor.getSnapshot()), release: () => release() };
}

describe('heartView', () => {
  it('not wished, busy while adding, then wished', async () => {
    const { actor, view, release } = start({ goodsId: 3, isWished: false });
    expect(view()).toEqual({ wished: false, busy: false });
    actor.send({ type: 'heart.toggle' });
    expect(view()).toEqual({ wished: false, busy: true });
    release();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ wished: true, busy: false });
  });

  it('wished, busy while removing; a refusal leaves it wished', async () => {
    const { actor, view, release } = start({ goodsId: 3, isWished: true }, true);
    expect(view()).toEqual({ wished: true, busy: false });
    actor.send({ type: 'heart.toggle' });
    expect(view()).toEqual({ wished: true, busy: true });
    release();
    await waitFor(actor, (s) => !s.hasTag('busy'));
    expect(view()).toEqual({ wished: true, busy: false });
  });

  it('a signed-out shopper on a post: not busy (the sign-in dialog opens instead); a sync follows the wishlist', () => {
    const { actor, view } = start({ goodsId: 3, isWished: false, requiresSignIn: true, isSignedIn: false });
    actor.send({ type: 'heart.toggle' });
    expect(view()).toEqual({ wished: false, busy: false });
    actor.send({ type: 'heart.sync', isWished: true });
    expect(view()).toEqual({ wished: true, busy: false });
  });
});
