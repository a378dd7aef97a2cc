import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, act } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { heartMachine } from '../../../machines/heart.machine';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { WishlistContext } from './wishlist-context';
import { fromPromise } from 'xstate';
import { HeartButton } from './heart-button';
import { heartLogic } from './heart.actors';

const GOODS = 7;

/** The shopper's heart: clicks, the server's answers, and the wishlist changing elsewhere. */
const model = createTestModel(toModelMachine(heartMachine), {
  events: (state: AnyMachineSnapshot) =>
    [
      { type: 'heart.toggle' },
      { type: 'heart.sync', isWished: !state.context.isWished },
      { type: 'xstate.done.actor.addWish' },
      { type: 'xstate.error.actor.addWish', error: new ApiError('server', 500, 'Something went wrong, please try again') },
      { type: 'xstate.done.actor.removeWish' },
      { type: 'xstate.error.actor.removeWish', error: new ApiError('server', 500, 'Something went wrong, please try again') },
    ] as never,
  // What a shopper sees: the state and whether the heart is filled (not the error kept in context).
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, isWished: s.context.isWished })) as never,
});

/** Wish calls that wait for the test to answer, as the server would. */
function serverStandIn(initial: number[]) {
  let wished = [...initial];
  const pending: { resolve(ids: number[]): void; reject(e: unknown): void; apply(): void }[] = [];
  const calls: string[] = [];
  const wait = (kind: string, apply: () => void) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push(kind);
      pending.push({ resolve, reject, apply });
    });
  // The heart's real effects (the wishlist follows, failures toast) over this in-memory server.
  const logic = heartLogic.provide({
    actors: {
      addWish: fromPromise(({ input }) => wait('add', () => (wished = [...new Set([...wished, input.goodsId])]))),
      removeWish: fromPromise(({ input }) => wait('remove', () => (wished = wished.filter((w) => w !== input.goodsId)))),
    },
  });
  return {
    logic,
    calls,
    async answer() {
      const p = pending.shift()!;
      p.apply();
      await act(async () => p.resolve(wished));
    },
    async fail(error: unknown) {
      await act(async () => pending.shift()!.reject(error));
    },
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('heart button (model: every state and transition of heart.machine reachable for goods)', () => {
  const starts = [false, true];
  const paths = starts.flatMap((isWished) =>
    model.getShortestPaths({ input: { goodsId: GOODS, isWished } } as never).map((path) => Object.assign(path, { startWished: isWished })),
  );

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    // session.changed only matters for blog posts (requiresSignIn); a goods heart has no sign-in branch.
    expect(visited).toEqual(new Set(['notWished', 'adding', 'wished', 'removing']));
  });

  for (const path of paths) {
    const { startWished } = path;
    it(`${startWished ? 'wished' : 'not wished'} at first: ${pathName(path)}`, async () => {
      const server = serverStandIn(startWished ? [GOODS] : []);
      let wishlistRef: ReturnType<typeof WishlistContext.useActorRef> | null = null;
      function Grab() {
        wishlistRef = WishlistContext.useActorRef();
        return null;
      }
      /** The heart's success (added) and cancel (removed), as the view around it hears them. */
      const emitted: string[] = [];
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <WishlistContext.Provider logic={wishlistMachine} options={{ input: { ids: startWished ? [GOODS] : [] } }}>
            <Grab />
            <HeartButton
              goodsId={GOODS}
              logic={server.logic}
              onAdded={(id) => emitted.push(`success:${id}`)}
              onRemoved={(id) => emitted.push(`cancel:${id}`)}
            />
          </WishlistContext.Provider>
        </Wrapper>,
      );
      await flush();
      const heart = () => screen.getByRole('button', { name: /wishlist/ });
      let clicksSent = 0;
      await path.test({
        states: {
          notWished: () => {
            expect(heart().getAttribute('aria-pressed')).toBe('false');
            expect(heart().getAttribute('aria-label')).toBe('Add to wishlist');
            expect(heart().getAttribute('aria-busy')).toBeNull();
          },
          wished: () => {
            expect(heart().getAttribute('aria-pressed')).toBe('true');
            expect(heart().getAttribute('aria-label')).toBe('Remove from wishlist');
            expect(heart().getAttribute('aria-busy')).toBeNull();
          },
          adding: () => {
            expect(heart().getAttribute('aria-busy')).toBe('true');
            expect(heart().getAttribute('aria-pressed')).toBe('false');
            // A second click while pending is ignored: no second call.
            const before = server.calls.length;
            fireEvent.click(heart());
            expect(server.calls.length).toBe(before);
          },
          removing: () => {
            expect(heart().getAttribute('aria-busy')).toBe('true');
            expect(heart().getAttribute('aria-pressed')).toBe('true');
            const before = server.calls.length;
            fireEvent.click(heart());
            expect(server.calls.length).toBe(before);
          },
        },
        events: {
          'session.changed': async () => {},
          'heart.toggle': async () => {
            clicksSent++;
            fireEvent.click(heart());
            await flush();
          },
          'heart.sync': async ({ event }: { event: { isWished: boolean } }) => {
            // Another heart (or a reload) changed the wishlist.
            await act(async () => wishlistRef!.send({ type: 'wishlist.set', ids: event.isWished ? [GOODS] : [] }));
            await flush();
          },
          'xstate.done.actor.addWish': async () => {
            const before = emitted.length;
            await server.answer();
            await flush();
            expect(wishlistRef!.getSnapshot().context.ids).toContain(GOODS);
            expect(emitted.slice(before)).toEqual([`success:${GOODS}`]);
          },
          'xstate.done.actor.removeWish': async () => {
            const before = emitted.length;
            await server.answer();
            await flush();
            expect(wishlistRef!.getSnapshot().context.ids).not.toContain(GOODS);
            expect(emitted.slice(before)).toEqual([`cancel:${GOODS}`]);
          },
          'xstate.error.actor.addWish': async () => {
            await server.fail(new ApiError('server', 500, 'Something went wrong, please try again'));
            await flush();
            expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Something went wrong');
          },
          'xstate.error.actor.removeWish': async () => {
            await server.fail(new ApiError('server', 500, 'Something went wrong, please try again'));
            await flush();
            expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Something went wrong');
          },
        } as never,
      });
      expect(clicksSent).toBeGreaterThanOrEqual(0);
      // Only the server's answers are emitted: a failure or a change elsewhere says nothing.
      const answered = path.steps.filter((s) => /^xstate\.done\.actor\.(add|remove)Wish$/.test(s.event.type)).length;
      expect(emitted).toHaveLength(answered);
    });
  }
});
