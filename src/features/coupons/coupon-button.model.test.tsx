import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Coupon } from '../../../contract/checkout';
import { couponMachine } from '../../../machines/coupon.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { OverlaysContext } from '../../app/overlays/overlays-provider';
import type { I18n } from '../../i18n/runtime';
import { CouponButton } from './coupon-button';
import { couponLogic } from './coupon.actors';
import { couponListReads } from './coupon-list-reads';

/** The session as the button reads it: signed in or not, changed by the test. */
const session = (() => {
  let signedIn = false;
  const listeners = new Set<() => void>();
  return {
    get: () => signedIn,
    set(next: boolean) {
      signedIn = next;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
})();
vi.mock('../../app/session/selectors', () => ({
  useIsSignedIn: () => useSyncExternalStore(session.subscribe, session.get),
}));

const coupon = (isGet: number): Coupon => ({
  id: 39,
  title: '10% off orders from $79',
  code: 'TENOFF79',
  special_from_date: '2026-01-01T00:00:00.000Z',
  special_to_date: '2027-01-01T00:00:00.000Z',
  is_get: isGet,
  discount_type: 'percent',
  discount_value: 10,
  min_amount: 79,
});
const refused = new ApiError('conflict', 409, 'This coupon has ended');
const soldOut = new ApiError('conflict', 409, 'All of these coupons have been claimed', {}, { reason: 'soldOut' });
const unreachable = new ApiError('network', 600, 'Network error');

/** A coupon: presses, the session changing, the list read again, the server's answers. */
const model = createTestModel(toModelMachine(couponMachine), {
  events: (state: AnyMachineSnapshot) =>
    [
      { type: 'coupon.get' },
      { type: 'coupon.sync', isSaved: !state.matches('saved') },
      { type: 'session.changed', isSignedIn: !state.context.isSignedIn },
      { type: 'xstate.done.actor.claimCoupon' },
      { type: 'xstate.error.actor.claimCoupon', error: refused },
      { type: 'xstate.error.actor.claimCoupon', error: soldOut },
      { type: 'xstate.error.actor.claimCoupon', error: unreachable },
    ] as never,
  // What a shopper sees: the state and whether they are signed in (not the error kept in context).
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value, signedIn: s.context.isSignedIn })) as never,
});

/** Claims that wait for the test to answer, as the server would; the coupon's real effects otherwise. */
function serverStandIn() {
  const pending: { resolve(c: Coupon): void; reject(e: unknown): void }[] = [];
  const claims: number[] = [];
  const logic = couponLogic.provide({
    actors: {
      claimCoupon: fromPromise<Coupon, { couponId: number }>(({ input }) => {
        claims.push(input.couponId);
        return new Promise<Coupon>((resolve, reject) => pending.push({ resolve, reject }));
      }),
    },
  });
  return {
    logic,
    claims,
    answer: () => act(async () => pending.shift()!.resolve(coupon(1))),
    fail: (error: unknown) => act(async () => pending.shift()!.reject(error)),
  };
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('coupon button (model: every state and transition of coupon.machine)', () => {
  const starts = [
    { isSaved: false, isSignedIn: false },
    { isSaved: false, isSignedIn: true },
    { isSaved: true, isSignedIn: true },
    // The coupon dialog reopened after the sign-in its GET asked for: this coupon claims at once.
    { isSaved: false, isSignedIn: true, claimAtStart: true },
    { isSaved: false, isSignedIn: false, claimAtStart: true },
  ];
  const paths = starts.flatMap((start) =>
    model.getShortestPaths({ input: { couponId: 39, ...start } } as never).map((path) => Object.assign(path, { start })),
  );

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['get', 'waitingForSignIn', 'claiming', 'saved', 'soldOut']));
  });

  for (const path of paths) {
    const { start } = path;
    it(`${start.isSaved ? 'held' : 'not held'}, ${start.isSignedIn ? 'signed in' : 'signed out'}${start.claimAtStart ? ', claim at start' : ''}: ${pathName(path)}`, async () => {
      session.set(start.isSignedIn);
      const server = serverStandIn();
      let overlays: ReturnType<typeof OverlaysContext.useActorRef> | null = null;
      function Grab() {
        overlays = OverlaysContext.useActorRef();
        return null;
      }
      const { Wrapper } = shellHarness({ i18n });
      let isGet = start.isSaved ? 1 : 0;
      let pressedGet = false;
      const view = (n: number) => (
        <Wrapper>
          <Grab />
          <CouponButton coupon={coupon(n)} logic={server.logic} claimAtStart={start.claimAtStart} />
        </Wrapper>
      );
      const { rerender } = render(view(isGet));
      await flush();
      const get = () => screen.getByRole('button', { name: 'Get the coupon 10% off orders from $79' });
      const saved = () => screen.getByRole('button', { name: 'Coupon 10% off orders from $79: saved' });

      await path.test({
        states: {
          get: () => {
            expect(get().textContent).toBe('GET');
            expect(get().getAttribute('aria-busy')).toBeNull();
          },
          waitingForSignIn: () => {
            expect(get().getAttribute('aria-busy')).toBeNull();
            // Asked to claim at start, it waits for the sign-in the dialog asked for before it reopened.
            expect(overlays!.getSnapshot().context.overlay).toBe(pressedGet ? 'login' : null);
          },
          claiming: () => {
            expect(get().getAttribute('aria-busy')).toBe('true');
            // A second press while the claim is on its way is ignored: no second call.
            const before = server.claims.length;
            fireEvent.click(get());
            expect(server.claims.length).toBe(before);
          },
          saved: () => {
            expect(saved().textContent).toBe('SAVED');
            expect((saved() as HTMLButtonElement).disabled).toBe(true);
          },
          soldOut: () => {
            const gone = screen.getByRole('button', { name: 'Coupon 10% off orders from $79: all claimed' });
            expect(gone.textContent).toBe('ALL CLAIMED');
            expect((gone as HTMLButtonElement).disabled).toBe(true);
            expect(screen.queryByRole('button', { name: 'Get the coupon 10% off orders from $79' })).toBeNull();
          },
        },
        events: {
          'coupon.get': async () => {
            pressedGet = true;
            fireEvent.click(get());
            await flush();
          },
          'coupon.sync': async ({ event }: { event: { isSaved: boolean } }) => {
            isGet = event.isSaved ? 1 : 0;
            rerender(view(isGet));
            await flush();
          },
          'session.changed': async ({ event }: { event: { isSignedIn: boolean } }) => {
            await act(async () => session.set(event.isSignedIn));
            await flush();
          },
          'xstate.done.actor.claimCoupon': async () => {
            const reads = couponListReads();
            await server.answer();
            expect(couponListReads()).toBe(reads + 1);
            // The list read again says the shopper holds it now.
            isGet = 1;
            rerender(view(isGet));
            await flush();
          },
          'xstate.error.actor.claimCoupon': async ({ event }: { event: { error: unknown } }) => {
            const reads = couponListReads();
            await server.fail(event.error);
            // A refusal saying the list is out of date (ended) has it read again; sold out shows it as gone instead; one that says nothing of it does not.
            expect(couponListReads()).toBe(event.error === refused ? reads + 1 : reads);
            await flush();
          },
        } as never,
      });
    });
  }
});
