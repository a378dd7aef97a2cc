import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { CartLine, CartVerification, TokenData } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { cartMachine, type LineEdit } from '../../../machines/cart.machine';
import { sessionMachine } from '../../../machines/session.machine';
import { currencies, eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { CartContext } from '../../features/cart/cart-context';
import { SessionProvider } from '../../app/session/session-provider';
import { storage } from '../../app/storage';
import { apiEventBus, controlledCall } from '../../testing/harness';
import { cartCheckoutLogic } from '../../features/cart/cart-checkout.actors';
import CartPage from './cart-page';

/** Checkout is not pressed here: its check would never answer. */
const checkoutLogic = cartCheckoutLogic.provide({ actors: { verifySelection: fromPromise(() => new Promise<CartVerification>(() => {})) } });
import { tiersAround } from '../../features/cart/cart-line';

const base = { sku: 'S', img: '/api/goods/image/1.svg?color=000000', color: 'Tortoise', purchase_limit: 0, ladder_price: [] };
const special: CartLine = {
  ...base,
  id: 1,
  goods_id: 11,
  variant_id: 111,
  name: 'Cat-Eye Frame',
  qty: 1,
  stock_qty: 4,
  price_type: 2,
  goods_price: 3.49,
  goods_original_price: 4.49,
};
const ladder: CartLine = {
  ...base,
  id: 2,
  goods_id: 12,
  variant_id: 122,
  name: 'Wholesale Frame',
  qty: 12,
  stock_qty: 100,
  price_type: 3,
  goods_price: 15,
  goods_original_price: 25,
  ladder_price: [
    { min_qty: 50, price: 10 },
    { min_qty: 1, price: 20 },
    { min_qty: 10, price: 15 },
  ],
};
const limited: CartLine = {
  ...base,
  id: 3,
  goods_id: 13,
  variant_id: 133,
  name: 'Limited Frame',
  qty: 2,
  stock_qty: 30,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  purchase_limit: 2,
};

async function renderCart(lines: CartLine[] | Error, opts: { saveEdit?: (e: LineEdit) => Promise<CartLine[]> } = {}) {
  const cart = cartMachine.provide({
    actors: {
      fetchCart: fromPromise(async () => {
        if (lines instanceof Error) throw lines;
        return lines;
      }),
      ...(opts.saveEdit ? { saveEdit: fromPromise<CartLine[], LineEdit>(({ input }) => opts.saveEdit!(input)) } : {}),
    },
  });
  const session = sessionMachine.provide({ actors: { fetchVisitorToken: controlledCall<TokenData>().logic } });
  const { Wrapper, location } = shellHarness({ i18n: await testI18n(), path: '/cart' });
  render(
    <Wrapper>
      <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={apiEventBus().onApiEvent}>
        <CartContext.Provider logic={cart}>
          <CartPage checkoutLogic={checkoutLogic} />
        </CartContext.Provider>
      </SessionProvider>
    </Wrapper>,
  );
  await flush();
  return { location };
}

describe('cart page', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it('shows each line with its picture, colour and price by its price type', async () => {
    await renderCart([special, ladder, limited]);
    const cat = await eventually(() => screen.queryByRole('listitem', { name: 'Cat-Eye Frame' }));
    expect(cat.querySelector('img')!.getAttribute('src')).toBe(special.img);
    expect(cat.textContent).toContain('Colour: Tortoise');
    // Special: the price, the original struck, the discount rounded to a whole percent (22.27 -> 22).
    expect(within(cat).getByText('$3.49')).toBeTruthy();
    expect(within(cat).getByText('$4.49').closest('s')).toBeTruthy();
    expect(within(cat).getByText('-22%')).toBeTruthy();
    expect(cat.textContent).toContain('Only 4 left');
    // Ladder: the tier its quantity is in, and what the next tier costs.
    const wholesale = screen.getByRole('listitem', { name: 'Wholesale Frame' });
    expect(wholesale.textContent).toContain('$15.00');
    expect(wholesale.textContent).toContain('Price for 10+ pieces');
    expect(wholesale.textContent).toContain('$10.00 each from 50 pieces');
    // A purchase limit caps the stepper below the stock.
    const lim = screen.getByRole('listitem', { name: 'Limited Frame' });
    expect(lim.textContent).toContain('At most 2 per order');
    expect((within(lim).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
    // Total of the selected lines: 3.49 + 12 x 15 + 2 x 10.
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary.textContent).toContain('$203.49');
    expect(summary.textContent).toContain('15 items selected');
  });

  it('shows prices and the total in the chosen currency', async () => {
    storage.set('currencyInfo', currencies[1]!);
    await renderCart([special, limited]);
    const cat = await eventually(() => screen.queryByRole('listitem', { name: 'Cat-Eye Frame' }));
    expect(within(cat).getByText('€3.21')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Order summary' }).textContent).toContain('€21.61');
  });

  it('works out the tier around a quantity', () => {
    expect(tiersAround({ ...ladder, qty: 9 })).toEqual({ now: { min_qty: 1, price: 20 }, next: { min_qty: 10, price: 15 } });
    expect(tiersAround({ ...ladder, qty: 60 })).toEqual({ now: { min_qty: 50, price: 10 }, next: undefined });
  });

  it("waits for the session's token before it asks for the cart (a first visit)", async () => {
    const fetchCart = controlledCall<CartLine[]>();
    const visitor = controlledCall<TokenData>();
    const session = sessionMachine.provide({ actors: { fetchVisitorToken: visitor.logic } });
    const { Wrapper } = shellHarness({ i18n: await testI18n(), path: '/cart' });
    render(
      <Wrapper>
        <SessionProvider logic={session} input={{}} onApiEvent={apiEventBus().onApiEvent}>
          <CartContext.Provider logic={cartMachine.provide({ actors: { fetchCart: fetchCart.logic } })}>
            <CartPage checkoutLogic={checkoutLogic} />
          </CartContext.Provider>
        </SessionProvider>
      </Wrapper>,
    );
    await flush();
    expect(fetchCart.waiting).toBe(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Shopping cart' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    await visitor.resolve({ access_token: 'visitor-1', token_type: 'Bearer', expires_in: 60, kind: 'visitor' });
    await flush();
    expect(fetchCart.waiting).toBe(1);
    await fetchCart.resolve([special]);
    expect(await eventually(() => screen.queryByRole('listitem', { name: 'Cat-Eye Frame' }))).toBeTruthy();
  });

  it('shows an empty cart with a way to the shop', async () => {
    const { location } = await renderCart([]);
    await eventually(() => screen.queryByRole('heading', { name: 'Your cart is empty' }));
    fireEvent.click(screen.getByRole('link', { name: 'Start shopping' }));
    expect(location.history!.at(-1)).toBe('/');
    expect(screen.queryByRole('region', { name: 'Order summary' })).toBeNull();
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    await renderCart(new ApiError('server', 500, messages.serverError));
    const alert = await eventually(() => screen.queryByRole('alert'));
    expect(alert.textContent).toContain('Your cart could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks before removing a line; keeping it changes nothing, removing sends the change and moves focus to the title', async () => {
    const sent: LineEdit[] = [];
    await renderCart([special, limited], { saveEdit: async (e) => (sent.push(e), [limited]) });
    const cat = await eventually(() => screen.queryByRole('listitem', { name: 'Cat-Eye Frame' }));
    fireEvent.click(within(cat).getByRole('button', { name: 'Remove Cat-Eye Frame' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    expect(dialog.textContent).toContain('Cat-Eye Frame (Tortoise) will be removed from your cart.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Keep it' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    fireEvent.click(within(cat).getByRole('button', { name: 'Remove Cat-Eye Frame' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this item?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await flush();
    expect(sent).toEqual([{ kind: 'delete', id: 1 }]);
    expect(screen.queryByRole('listitem', { name: 'Cat-Eye Frame' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Shopping cart' }));
  });

  it('shows a refused change on its line with the quantity it had', async () => {
    await renderCart([special], { saveEdit: async () => Promise.reject(new ApiError('conflict', 409, messages.notEnoughStock)) });
    const cat = await eventually(() => screen.queryByRole('listitem', { name: 'Cat-Eye Frame' }));
    fireEvent.click(within(cat).getByRole('button', { name: 'Increase quantity' }));
    const alert = await eventually(() => within(cat).queryByRole('alert'));
    expect(alert.textContent).toBe(messages.notEnoughStock);
    expect((within(cat).getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe('1');
  });
});
