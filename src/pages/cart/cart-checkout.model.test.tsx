import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { CartLine, CartVerification, TokenData, UserInfo } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { cartMachine } from '../../../machines/cart.machine';
import { cartCheckoutMachine, type CartCheckoutContext } from '../../../machines/cart-checkout.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { CartContext } from '../../features/cart/cart-context';
import { OverlaysContext } from '../../app/overlays/overlays-context';
import { SessionContext, SessionProvider } from '../../app/session/session-provider';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { cartCheckoutLogic } from '../../features/cart/cart-checkout.actors';
import CartPage from './cart-page';

const base = {
  sku: 'S',
  img: '/api/goods/image/1.svg',
  color: 'Black',
  purchase_limit: 0,
  price_type: 1,
  goods_price: 20,
  goods_original_price: 20,
  ladder_price: [],
};
const inStock: CartLine = { ...base, id: 1, goods_id: 11, variant_id: 111, name: 'Round Frame', qty: 2, stock_qty: 5 };
const soldOut: CartLine = { ...base, id: 2, goods_id: 12, variant_id: 122, name: 'Square Frame', qty: 1, stock_qty: 0 };
/** The visitor's line merged into the customer's cart on sign-in, under a new id. */
const merged: CartLine = { ...base, id: 5, goods_id: 13, variant_id: 133, name: 'Oval Frame', qty: 1, stock_qty: 3 };
const visitorCart = [inStock, soldOut];
const customerCart = [merged, inStock, soldOut];

const short: CartVerification = { ok: false, problems: [{ cart_id: 1, goods_id: 11, reason: 'not_enough_stock', max_qty: 1 }] };
const offline = new ApiError('network', 600, messages.requestFailed);
const user: UserInfo = { id: 7, firstname: 'A', lastname: 'B', email: 'a@b.co', type: 1 };

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: CartCheckoutContext };

/** The shopper's selection, as the page sends it: the lines in stock of the cart it shows. */
const selectionOf = (c: CartCheckoutContext) => (c.cartIds.length ? c.cartIds : [inStock.id]);

const model = createTestModel(toModelMachine(cartCheckoutMachine), {
  events: ((state: AnyMachineSnapshot) => {
    const c = (state as Snap).context;
    return [
      { type: 'checkout.start', cartIds: selectionOf(c), signedIn: true },
      { type: 'checkout.start', cartIds: selectionOf(c), signedIn: false },
      { type: 'checkout.cartLoaded', cartIds: [merged.id, inStock.id] },
      { type: 'xstate.done.actor.verifySelection', output: { ok: true, problems: [] } },
      { type: 'xstate.done.actor.verifySelection', output: short },
      { type: 'xstate.error.actor.verifySelection', error: offline },
    ];
  }) as never,
  serializeState: everyTransition((s: Snap) => ({ v: s.value, c: s.context })) as never,
});
const paths = model.getShortestPaths();

describe('cart page Checkout (cart-checkout machine, model-based)', () => {
  afterEach(() => cleanup());

  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['idle', 'signingIn', 'awaitingCart', 'verifying', 'blocked', 'failed', 'leaving']) {
      expect(seen.has(JSON.stringify(v)), v).toBe(true);
    }
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const fetchCart = controlledCall<CartLine[]>();
      // The check's answers, given by the path's events; the gate's other effects are the app's own
      // (the login dialog, the cart's loads and reloads, the URL).
      const verifyCalls: number[][] = [];
      const pending: { resolve(v: CartVerification): void; reject(e: unknown): void }[] = [];
      const checkoutLogic = cartCheckoutLogic.provide({
        actors: {
          verifySelection: fromPromise<CartVerification, { cartIds: number[] }>(({ input }) => {
            verifyCalls.push(input.cartIds);
            return new Promise((resolve, reject) => pending.push({ resolve, reject }));
          }),
        },
      });
      const cart = cartMachine.provide({ actors: { fetchCart: fetchCart.logic } });
      const session = sessionMachine.provide({
        actors: {
          fetchVisitorToken: fromPromise<TokenData>(async () => ({
            access_token: 'visitor-2',
            token_type: 'Bearer',
            expires_in: 60,
            kind: 'visitor',
          })),
          fetchUserInfo: controlledCall<UserInfo>().logic,
          signOut: fromPromise(async () => null),
        },
      });
      const refs: {
        session?: ReturnType<typeof SessionContext.useActorRef>;
        overlays?: ReturnType<typeof OverlaysContext.useActorRef>;
        cart?: ReturnType<typeof CartContext.useActorRef>;
      } = {};
      function Grab() {
        refs.cart = CartContext.useActorRef();
        refs.session = SessionContext.useActorRef();
        refs.overlays = OverlaysContext.useActorRef();
        return null;
      }
      const { Wrapper, location } = shellHarness({ i18n: await testI18n(), path: '/cart' });
      render(
        <Wrapper>
          <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={apiEventBus().onApiEvent}>
            <CartContext.Provider logic={cart} options={{ input: { lines: visitorCart } }}>
              <Grab />
              <CartPage checkoutLogic={checkoutLogic} />
            </CartContext.Provider>
          </SessionProvider>
        </Wrapper>,
      );
      await flush();
      await fetchCart.resolve(visitorCart);
      await flush();
      let server = visitorCart;

      const bar = () => screen.getByRole('region', { name: 'Order summary' });
      const button = () => within(bar()).getByRole('button', { name: /Checkout|Checking stock/ }) as HTMLButtonElement;
      const signedIn = () => refs.session!.getSnapshot().matches('customer');
      const loginOpen = () => refs.overlays!.getSnapshot().context.overlay === 'login';
      /** The cart reloads after a check that did not pass: it answers with the cart as it is. */
      const answerReload = async () => {
        expect(fetchCart.waiting).toBe(1);
        await fetchCart.resolve(server);
        await flush(1);
      };

      await path.test({
        states: {
          idle: () => {
            expect(button().textContent).toBe('Checkout');
            expect(button().getAttribute('aria-busy')).toBeNull();
            expect(within(bar()).queryByRole('alert')).toBeNull();
            expect(location.history!.at(-1)).toBe('/cart');
          },
          signingIn: () => {
            expect(loginOpen()).toBe(true);
            expect(bar().textContent).toContain('Please sign in to check out.');
            expect(button().getAttribute('aria-busy')).toBeNull();
            expect(pending).toHaveLength(0);
          },
          awaitingCart: () => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(button().textContent).toContain('Checking stock');
            expect(fetchCart.waiting).toBe(1);
          },
          verifying: (s) => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(verifyCalls.at(-1)).toEqual((s as Snap).context.cartIds);
            // Pressing again while the check runs asks nothing more.
            const before = verifyCalls.length;
            fireEvent.click(button());
            expect(verifyCalls).toHaveLength(before);
          },
          blocked: async () => {
            expect(within(bar()).getByRole('alert').textContent).toBe('Some items need your attention before checkout.');
            const row = screen.getByRole('listitem', { name: inStock.name });
            expect(within(row).getByRole('alert').textContent).toBe('Only 1 left: please lower the quantity.');
            await answerReload();
          },
          failed: async (s) => {
            // The check's own message; a cart that could not load after the sign-in has none.
            const said = ((s as Snap).context.error as Error | null)?.message || 'We could not check your cart, please try again.';
            expect(within(bar()).getByRole('alert').textContent).toBe(said);
            await answerReload();
          },
          leaving: () => {
            expect(location.history!.at(-1)).toBe('/payment');
          },
        },
        events: {
          'checkout.start': async ({ event }: { event: { signedIn: boolean; cartIds: number[] } }) => {
            // The shopper is signed in, or not, as the event says.
            if (event.signedIn && !signedIn()) await act(async () => refs.session!.send({ type: 'session.signedIn', token: 'customer-1', user }));
            if (!event.signedIn && signedIn()) {
              await act(async () => refs.session!.send({ type: 'session.logout' }));
              await flush();
            }
            expect(signedIn()).toBe(event.signedIn);
            fireEvent.click(button());
            await flush(1);
          },
          'checkout.signedIn': async () => {
            // What the login dialog does on success: the session takes the customer, then onSuccess.
            const onSuccess = refs.overlays!.getSnapshot().context.props.onSuccess as () => void;
            await act(async () => {
              refs.session!.send({ type: 'session.signedIn', token: 'customer-1', user });
              onSuccess();
              refs.overlays!.send({ type: 'overlay.close' });
            });
            // The app reloads the cart for the new token; here the test asks, as FollowSession would.
            await act(async () => refs.cart!.send({ type: 'cart.load' }));
          },
          'checkout.cartLoaded': async () => {
            server = customerCart;
            await fetchCart.resolve(customerCart);
            await flush(1);
          },
          'checkout.cartFailed': async () => {
            await fetchCart.reject(offline);
            await flush(1);
          },
          'xstate.done.actor.verifySelection': async ({ event }: { event: { output: CartVerification } }) => {
            await act(async () => pending.shift()!.resolve(event.output));
            await flush(1);
          },
          'xstate.error.actor.verifySelection': async () => {
            await act(async () => pending.shift()!.reject(offline));
            await flush(1);
          },
        } as never,
      });
    });
  }
});
