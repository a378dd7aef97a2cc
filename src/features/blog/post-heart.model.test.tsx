import { useSyncExternalStore } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { PostDetail } from '../../../contract/blog';
import { heartMachine } from '../../../machines/heart.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { externalValue, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { OverlaysContext } from '../../app/overlays/overlays-provider';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { PostHeart } from './post-heart';
import { postHeartLogic } from './post-heart.actors';

const session = externalValue(false);
vi.mock('../../app/session/selectors', () => ({
  useIsSignedIn: () => useSyncExternalStore(session.subscribe, session.get),
}));

const POST: PostDetail = {
  id: 12,
  kind: 'blog',
  title: 'Frames',
  excerpt: 'x',
  cover: '/blog/frames.svg',
  cover_alt: 'Frames',
  tags: [],
  published_at: '2026-01-12T09:00:00Z',
  reading_minutes: 2,
  like_count: 4,
  content_lang: 'en',
  html: '<p>x</p>',
  author: 'Maya',
  is_like: false,
  previous: null,
  next: null,
  related: [],
};
const refused = () => new ApiError('server', 500, 'Something went wrong, please try again');

/** A post's heart: presses signed in and out, signing in and out, and the server's answers (no wishlist: heart.sync never comes). */
const model = createTestModel(toModelMachine(heartMachine), {
  events: (state: AnyMachineSnapshot) =>
    [
      { type: 'heart.toggle' },
      { type: 'session.changed', isSignedIn: !state.context.isSignedIn },
      { type: 'xstate.done.actor.addWish' },
      { type: 'xstate.error.actor.addWish', error: refused() },
      { type: 'xstate.done.actor.removeWish' },
      { type: 'xstate.error.actor.removeWish', error: refused() },
    ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({
    value: s.value,
    isWished: s.context.isWished,
    isSignedIn: s.context.isSignedIn,
  })) as never,
});

/** like / del_like calls that wait for the test to answer. */
function serverStandIn() {
  const pending: { resolve(): void; reject(e: unknown): void }[] = [];
  const calls: string[] = [];
  const wait = (kind: string) =>
    new Promise<void>((resolve, reject) => {
      calls.push(kind);
      pending.push({ resolve, reject });
    });
  const logic = postHeartLogic.provide({
    actors: {
      addWish: fromPromise(async ({ input }) => {
        await wait('like');
        return [input.goodsId];
      }),
      removeWish: fromPromise(async (): Promise<number[]> => {
        await wait('del_like');
        return [];
      }),
    },
  });
  return {
    logic,
    calls,
    answer: () => act(async () => pending.shift()!.resolve()),
    fail: () => act(async () => pending.shift()!.reject(refused())),
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('info', i18n);
});

describe("a post's heart (model: every state and transition of heart.machine with requiresSignIn, against PostHeart)", () => {
  const paths = [false, true].flatMap((liked) =>
    model
      .getShortestPaths({ input: { goodsId: POST.id, isWished: liked, requiresSignIn: true, isSignedIn: false } } as never)
      // heart.sync is the wishlist's (goods): a post's heart never gets it.
      .filter((path) => !path.steps.some((step) => step.event.type === 'heart.sync'))
      .map((path) => Object.assign(path, { startLiked: liked })),
  );

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['notWished', 'adding', 'wished', 'removing']));
  });

  for (const path of paths) {
    const { startLiked } = path;
    it(`${startLiked ? 'liked' : 'not liked'} at first: ${pathName(path)}`, async () => {
      session.set(false);
      const server = serverStandIn();
      let overlay: string | null = null;
      function Overlay() {
        overlay = OverlaysContext.useSelector((s) => s.context.overlay);
        return null;
      }
      const { Wrapper } = shellHarness({ i18n });
      const post = { ...POST, is_like: startLiked, like_count: startLiked ? 5 : 4 };
      render(
        <Wrapper>
          <Overlay />
          <PostHeart post={post} logic={server.logic} />
        </Wrapper>,
      );
      await flush();
      const heart = () => screen.getByRole('button', { name: /article|like/ });
      const pendingClickIgnored = () => {
        expect(heart().getAttribute('aria-busy')).toBe('true');
        const before = server.calls.length;
        fireEvent.click(heart());
        expect(server.calls.length).toBe(before);
      };
      await path.test({
        states: {
          notWished: () => {
            expect(heart().getAttribute('aria-pressed')).toBe('false');
            expect(heart().textContent).toBe('Like this article4 likes');
          },
          wished: () => {
            expect(heart().getAttribute('aria-pressed')).toBe('true');
            expect(heart().textContent).toBe('Remove your like5 likes');
          },
          adding: pendingClickIgnored,
          removing: pendingClickIgnored,
        },
        events: {
          'heart.toggle': async () => {
            const before = server.calls.length;
            fireEvent.click(heart());
            await flush();
            // Signed out: the sign-in dialog, and nothing sent.
            if (!session.get()) {
              expect(overlay).toBe('login');
              expect(server.calls.length).toBe(before);
            }
          },
          'session.changed': async ({ event }: { event: { isSignedIn: boolean } }) => {
            await act(async () => session.set(event.isSignedIn));
            await flush();
          },
          'xstate.done.actor.addWish': async () => {
            await server.answer();
            await flush();
          },
          'xstate.done.actor.removeWish': async () => {
            await server.answer();
            await flush();
          },
          'xstate.error.actor.addWish': async () => {
            await server.fail();
            await flush();
            expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Something went wrong');
          },
          'xstate.error.actor.removeWish': async () => {
            await server.fail();
            await flush();
            expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Something went wrong');
          },
        } as never,
      });
    });
  }
});
