import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { heartMachine, type HeartEmitted, type HeartInput } from './heart.machine';

function start(input: HeartInput, opts: { fail?: boolean; hold?: boolean } = {}) {
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const call = (name: string) =>
    fromPromise<void, { goodsId: number }>(async ({ input: i }) => {
      calls.push(`${name}:${i.goodsId}`);
      if (opts.hold) await gate;
      if (opts.fail) throw new Error('nope');
    });
  const actor = createActor(heartMachine.provide({ actors: { addWish: call('add'), removeWish: call('remove') } }), { input });
  const emitted: HeartEmitted['type'][] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, calls, emitted, release };
}

describe('heart toggle', () => {
  it('adds, then emits success and shows wished', async () => {
    const { actor, calls, emitted } = start({ goodsId: 7, isWished: false });
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('wished'));
    expect(calls).toEqual(['add:7']);
    expect(emitted).toEqual(['heart.success']);
  });

  it('removes, then emits cancel and shows not wished', async () => {
    const { actor, emitted } = start({ goodsId: 7, isWished: true });
    expect(actor.getSnapshot().value).toBe('wished');
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('notWished'));
    expect(emitted).toEqual(['heart.cancel']);
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
    const { actor, emitted } = start({ goodsId: 3, isWished: false }, { fail: true });
    actor.send({ type: 'heart.toggle' });
    await waitFor(actor, (s) => s.matches('notWished') && s.context.error !== null);
    expect(emitted).toEqual(['heart.failed']);
  });

  it('asks a signed-out reader to sign in before wishing a blog post', async () => {
    const { actor, calls, emitted } = start({ goodsId: 9, isWished: false, requiresSignIn: true, isSignedIn: false });
    actor.send({ type: 'heart.toggle' });
    expect(actor.getSnapshot().value).toBe('notWished');
    expect(calls).toEqual([]);
    expect(emitted).toEqual(['heart.signInRequired']);
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
