import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { CartLine, TokenData, UserInfo } from '../../../contract/entities';
import { cartMachine, inStockCount } from '../../../machines/cart.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { pathName, toModelMachine } from '../../../tests/model/support/model-machine';
import { ApiError } from '../../api/errors';
import { storage } from '../../app/storage';
import { SessionContext, SessionProvider } from '../../app/session/session-provider';
import { apiEventBus, controlledCall, renderWithRouter } from '../../testing/harness';
import { CartContext, CartProvider } from './cart-provider';
import { useCartCount, useCartFailed, useCartLoading } from './selectors';

const line = (id: number, qty: number, stock_qty: number): CartLine => ({
  id,
  goods_id: id,
  variant_id: id,
  name: `Frame ${id}`,
  sku: `F${id}`,
  img: '/api/goods/image/1.svg',
  color: 'black',
  qty,
  stock_qty,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  ladder_price: [],
  purchase_limit: 0,
});
// 2 + 1 in stock, 5 out of stock: the header shows 3.
const serverLines = [line(1, 2, 4), line(2, 5, 0), line(3, 1, 1)];
const stored = [line(9, 4, 3)];

let cartRef: ReturnType<typeof CartContext.useActorRef> | null = null;
function CartBadge() {
  cartRef = CartContext.useActorRef();
  const count = useCartCount();
  const loading = useCartLoading();
  const failed = useCartFailed();
  return (
    <>
      <p aria-label="Cart items">{count}</p>
      {loading && <p role="status">Loading cart</p>}
      {failed && <p role="alert">Cart not loaded</p>}
    </>
  );
}

const model = createTestModel(toModelMachine(cartMachine), {
  events: [
    { type: 'xstate.done.actor.fetchCart', output: serverLines },
    { type: 'cart.set', lines: serverLines.slice(0, 1) },
  ] as never,
  serializeState: ((s: AnyMachineSnapshot, e?: { type: string }) =>
    `${JSON.stringify(s.value)} ${s.context.lines.length}${e ? ` via ${e.type}` : ''}`) as never,
});

describe('cart machine against the header count (model-based)', () => {
  for (const path of model.getShortestPaths({ input: { lines: stored } } as never)) {
    it(pathName(path as never), async () => {
      storage.set('cart', stored);
      const visitor = controlledCall<TokenData>();
      const fetchCart = controlledCall<CartLine[]>();
      // No token yet, so the cart waits for the events the path sends.
      const session = sessionMachine.provide({ actors: { fetchVisitorToken: visitor.logic } });
      const cart = cartMachine.provide({
        actors: { fetchCart: fetchCart.logic },
        actions: { persistCart: ({ context }) => storage.set('cart', context.lines) },
      });
      await renderWithRouter(
        <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
          <CartProvider logic={cart}>
            <CartBadge />
          </CartProvider>
        </SessionProvider>,
      );
      const count = () => screen.getByLabelText('Cart items').textContent;
      await path.test({
        states: {
          'sync.idle': (s) => {
            expect(count()).toBe(String(inStockCount(s.context.lines)));
            expect(screen.queryByRole('status')).toBeNull();
          },
          'sync.loading': () => {
            expect(screen.getByRole('status').textContent).toBe('Loading cart');
            expect(fetchCart.waiting).toBe(1);
          },
          'sync.ready': (s) => {
            expect(count()).toBe(String(inStockCount(s.context.lines)));
            expect((storage.get('cart') as CartLine[]).map((l) => l.id)).toEqual(s.context.lines.map((l: CartLine) => l.id));
          },
          'sync.failed': (s) => {
            expect(screen.getByRole('alert')).toBeTruthy();
            expect(count()).toBe(String(inStockCount(s.context.lines)));
          },
        },
        events: {
          'cart.load': async () => act(() => cartRef!.send({ type: 'cart.load' })),
          'cart.clear': async () => {
            await act(() => cartRef!.send({ type: 'cart.clear' }));
            expect(storage.get('cart')).toEqual([]);
          },
          'cart.set': async () => {
            await act(() => cartRef!.send({ type: 'cart.set', lines: serverLines.slice(0, 1) }));
            expect((storage.get('cart') as CartLine[]).map((l) => l.id)).toEqual([serverLines[0]!.id]);
          },
          'xstate.done.actor.fetchCart': () => fetchCart.resolve(serverLines),
          'xstate.error.actor.fetchCart': () => fetchCart.reject(new ApiError('server', 500, 'Something went wrong, please try again')),
        } as never,
      });
    });
  }
});

describe('cart follows the session', () => {
  it('loads when the session gets a token and clears when a customer signs out', async () => {
    const visitor = controlledCall<TokenData>();
    const signOut = controlledCall<null>();
    const fetchCart = controlledCall<CartLine[]>();
    const session = sessionMachine.provide({
      actors: { fetchVisitorToken: visitor.logic, signOut: signOut.logic, fetchUserInfo: controlledCall<UserInfo>().logic },
    });
    const cart = cartMachine.provide({ actors: { fetchCart: fetchCart.logic } });
    let sessionRef: { send(e: { type: 'session.logout' }): void } | null = null;
    function GrabSession() {
      sessionRef = SessionContext.useActorRef();
      return null;
    }
    await renderWithRouter(
      <SessionProvider
        logic={session}
        input={{ token: 'customer-1', loginStatus: true, userInfo: { id: 1, firstname: 'A', lastname: 'B', email: 'a@b.co', type: 1 } }}
        onApiEvent={apiEventBus().onApiEvent}
      >
        <GrabSession />
        <CartProvider logic={cart}>
          <CartBadge />
        </CartProvider>
      </SessionProvider>,
    );
    expect(fetchCart.waiting).toBe(1);
    await fetchCart.resolve(serverLines);
    expect(screen.getByLabelText('Cart items').textContent).toBe('3');
    await act(() => sessionRef!.send({ type: 'session.logout' }));
    await signOut.resolve(null);
    expect(screen.getByLabelText('Cart items').textContent).toBe('0');
    expect(fetchCart.waiting).toBe(0);
    await visitor.resolve({ access_token: 'visitor-2', token_type: 'Bearer', expires_in: 1, kind: 'visitor' });
    expect(fetchCart.waiting).toBe(1);
  });
});
