import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { TokenData, UserInfo, WishItem } from '../../../contract/entities';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { toModelMachine } from '../../../tests/model/support/model-machine';
import { ApiError } from '../../api/errors';
import { storage } from '../../app/storage';
import { SessionContext, SessionProvider } from '../../app/session/session-provider';
import { apiEventBus, controlledCall, renderWithRouter } from '../../testing/harness';
import { WishlistContext, WishlistProvider } from './wishlist-provider';
import { useIsWished, useWishlistLoading } from './selectors';

const item = (goods_id: number): WishItem => ({
  goods_id,
  name: `F${goods_id}`,
  img: '/api/goods/image/1.svg',
  price_type: 1,
  price: 9,
  special_price: null,
  in_stock: true,
});
const serverItems = [item(3), item(5)];
const stored = [1];

let wishRef: ReturnType<typeof WishlistContext.useActorRef> | null = null;
function Heart({ id }: { id: number }) {
  const wished = useIsWished(id);
  return <button type="button" aria-pressed={wished}>{`Frame ${id}`}</button>;
}
function Hearts() {
  wishRef = WishlistContext.useActorRef();
  const loading = useWishlistLoading();
  return (
    <>
      {[1, 3, 5].map((id) => (
        <Heart key={id} id={id} />
      ))}
      {loading && <p role="status">Loading wishlist</p>}
    </>
  );
}
const pressed = () => [1, 3, 5].filter((id) => screen.getByRole('button', { name: `Frame ${id}` }).getAttribute('aria-pressed') === 'true');

const model = createTestModel(toModelMachine(wishlistMachine), {
  events: [
    { type: 'xstate.done.actor.fetchWishlist', output: serverItems },
    { type: 'wishlist.set', ids: [5] },
  ] as never,
  serializeState: ((s: AnyMachineSnapshot, e?: { type: string }) =>
    `${JSON.stringify(s.value)} ${JSON.stringify(s.context.ids)}${e ? ` via ${e.type}` : ''}`) as never,
});

describe('wishlist machine against the hearts (model-based)', () => {
  for (const path of model.getShortestPaths({ input: { ids: stored } } as never)) {
    it(path.description, async () => {
      storage.set('wishlist', stored);
      const fetchWishlist = controlledCall<WishItem[]>();
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
      const wishlist = wishlistMachine.provide({
        actors: { fetchWishlist: fetchWishlist.logic },
        actions: { persistWishlist: ({ context }) => storage.set('wishlist', context.ids) },
      });
      await renderWithRouter(
        <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
          <WishlistProvider logic={wishlist}>
            <Hearts />
          </WishlistProvider>
        </SessionProvider>,
      );
      await path.test({
        states: {
          idle: (s) => {
            expect(pressed()).toEqual(s.context.ids);
            expect(screen.queryByRole('status')).toBeNull();
          },
          loading: (s) => {
            expect(screen.getByRole('status')).toBeTruthy();
            expect(pressed()).toEqual(s.context.ids);
            expect(fetchWishlist.waiting).toBe(1);
          },
          ready: (s) => {
            expect(pressed()).toEqual(s.context.ids);
            expect(storage.get('wishlist')).toEqual(s.context.ids);
          },
          failed: (s) => {
            expect(screen.queryByRole('status')).toBeNull();
            expect(pressed()).toEqual(s.context.ids);
          },
        },
        events: {
          'wishlist.load': async () => act(() => wishRef!.send({ type: 'wishlist.load' })),
          'wishlist.clear': async () => {
            await act(() => wishRef!.send({ type: 'wishlist.clear' }));
            expect(storage.get('wishlist')).toEqual([]);
          },
          'wishlist.set': async () => {
            await act(() => wishRef!.send({ type: 'wishlist.set', ids: [5] }));
            expect(storage.get('wishlist')).toEqual([5]);
          },
          'xstate.done.actor.fetchWishlist': () => fetchWishlist.resolve(serverItems),
          'xstate.error.actor.fetchWishlist': () => fetchWishlist.reject(new ApiError('server', 500, 'Something went wrong, please try again')),
        } as never,
      });
    });
  }
});

describe('wishlist follows the session', () => {
  it('reloads when a visitor signs in and clears when the session ends with a 401', async () => {
    const fetchWishlist = controlledCall<WishItem[]>();
    const visitor = controlledCall<TokenData>();
    const session = sessionMachine.provide({
      actors: { fetchVisitorToken: visitor.logic, fetchUserInfo: controlledCall<UserInfo>().logic },
    });
    const bus = apiEventBus();
    let sessionRef: ReturnType<typeof SessionContext.useActorRef> | null = null;
    function GrabSession() {
      sessionRef = SessionContext.useActorRef();
      return null;
    }
    await renderWithRouter(
      <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={bus.onApiEvent}>
        <GrabSession />
        <WishlistProvider logic={wishlistMachine.provide({ actors: { fetchWishlist: fetchWishlist.logic } })}>
          <Hearts />
        </WishlistProvider>
      </SessionProvider>,
    );
    await fetchWishlist.resolve([item(3)]);
    expect(pressed()).toEqual([3]);
    const user: UserInfo = { id: 1, firstname: 'A', lastname: 'B', email: 'a@b.co', type: 1 };
    await act(() => sessionRef!.send({ type: 'session.signedIn', token: 'customer-1', user }));
    expect(fetchWishlist.waiting).toBe(1);
    await fetchWishlist.resolve([item(3), item(5)]);
    expect(pressed()).toEqual([3, 5]);
    await bus.fire('unauthorized', new ApiError('unauthorized', 401, 'Unauthorized'));
    expect(pressed()).toEqual([]);
  });
});
