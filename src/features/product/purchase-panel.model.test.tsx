import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { GoodsDetail } from '../../../contract/catalog';
import type { CartLine } from '../../../contract/entities';
import { ADDED_NOTICE_MS } from '../../../contract/constants';
import { messages } from '../../../contract/messages';
import { cartMachine } from '../../../machines/cart.machine';
import { maxQty, purchasePanelMachine } from '../../../machines/purchase-panel.machine';
import { afterEvent, everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { CartContext } from '../cart/cart-context';
import { useCartCount } from '../cart/selectors';
import { PurchasePanel, usePurchaseActor } from './purchase-panel';
import { purchasePanelLogic } from './purchase-panel.actors';

type Goods = Pick<GoodsDetail, 'id' | 'variants' | 'purchase_limit'>;
const retailGoods: Goods = {
  id: 9,
  purchase_limit: 0,
  variants: [
    { id: 1, color: 'Havana', color_hex: '#8b5a2b', stock_qty: 0 },
    { id: 2, color: 'Navy Blue', color_hex: '#1f3a5f', stock_qty: 3 },
  ],
};
/** A business buyer's product: a colour with less stock than the minimum, one with enough. */
const businessGoods: Goods = {
  ...retailGoods,
  variants: [...retailGoods.variants, { id: 3, color: 'Sage Green', color_hex: '#7d9a78', stock_qty: 7 }],
};
/** The business buyer's minimum when the panel starts, and a higher one their terms bring later (purchase.minimum). */
const MINIMUM = 4;
const LATER_MINIMUM = 6;
const refused = new ApiError('conflict', 409, messages.notEnoughStock, {}, { available: 2 });
const AFTER = afterEvent('addedNotice', 'purchasePanel.added');

type Ctx = { variantId: number; qty: number; minQty: number; error: unknown; variants: { id: number; stock_qty: number }[]; purchaseLimit: number };

/** Payloads for the events a state handles (the model offers every handled event). */
const eventsFor = (goods: Goods, business: boolean) => (s: AnyMachineSnapshot) => {
  const c = s.context as Ctx;
  const out: { type: string; [k: string]: unknown }[] = goods.variants
    .filter((v) => v.id !== c.variantId)
    .map((v) => ({ type: 'purchase.variant', variantId: v.id }));
  const max = maxQty(c);
  if (s.matches({ choosing: 'inStock' }) || s.matches({ choosing: 'failed' }) || s.matches({ choosing: 'belowMinimum' })) {
    // Typing more than the stock allows is capped; at the cap, typing 1 goes back down (below a minimum: refused).
    out.push({ type: 'purchase.qty', qty: c.qty < max ? 99 : 1 });
    if (c.minQty > 1 && !s.matches({ choosing: 'belowMinimum' })) out.push({ type: 'purchase.qty', qty: 1 });
    // At a bound the button is disabled: the click does nothing, as the machine keeps the quantity.
    out.push({ type: 'purchase.increment' }, { type: 'purchase.decrement' }, { type: 'purchase.add' });
  }
  // A higher minimum arrives once (a retail shopper's panel is never told one: the bare event changes nothing).
  if (business && c.minQty === MINIMUM) out.push({ type: 'purchase.minimum', minQty: LATER_MINIMUM });
  out.push({ type: 'xstate.error.actor.addToCart', error: refused });
  return out;
};

function pathsOf(goods: Goods, business: boolean) {
  const model = createTestModel(toModelMachine(purchasePanelMachine), {
    events: eventsFor(goods, business) as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => {
      const c = s.context as Ctx;
      return { v: s.value, variant: c.variantId, qty: c.qty, min: c.minQty, err: !!c.error };
    }) as never,
  });
  const input = { goodsId: goods.id, variants: goods.variants, purchaseLimit: goods.purchase_limit, minQty: business ? MINIMUM : undefined };
  return model.getShortestPaths({ input } as never);
}

function CartCount() {
  return <p data-testid="cart-count">{useCartCount()}</p>;
}

/** Sets the minimum the panel is given, as the product page does when the buyer's terms load. */
let giveMinimum: (minQty: number) => void = () => {};

function Panel({ logic, goods, business }: { logic: typeof purchasePanelMachine; goods: Goods; business: boolean }) {
  const actor = usePurchaseActor(goods, logic, business ? MINIMUM : undefined);
  const [minQty, setMinQty] = useState(business ? MINIMUM : 0);
  giveMinimum = setMinQty;
  return <PurchasePanel goods={goods} actor={actor} minQty={minQty} />;
}

const line = (qty: number): CartLine => ({
  id: 1,
  goods_id: 9,
  variant_id: 2,
  name: 'Frame',
  sku: 'F9',
  img: '/api/goods/image/1.svg',
  color: 'Navy Blue',
  qty,
  stock_qty: 3,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  ladder_price: [],
  purchase_limit: 0,
});

describe.each([
  { who: 'a retail shopper', goods: retailGoods, business: false },
  { who: 'a business buyer whose minimum loads beside the product', goods: businessGoods, business: true },
])('purchase panel of $who (purchase-panel machine, model-based, against the product page panel)', ({ goods, business }) => {
  const paths = pathsOf(goods, business);

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    const minimum = business ? [{ choosing: 'belowMinimum' }, { choosing: 'shortOfMinimum' }] : [];
    for (const v of [{ choosing: 'inStock' }, { choosing: 'outOfStock' }, { choosing: 'failed' }, 'adding', 'added', ...minimum]) {
      expect(seen.has(JSON.stringify(v))).toBe(true);
    }
    expect(paths.length).toBeGreaterThan(20);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const addCart = calls<CartLine[], { goods_id: number; variant_id: number; qty: number }>();
      // The panel's real effects (the app's cart takes the answer) over an in-memory addCart.
      const logic = purchasePanelLogic.provide({
        actors: { addToCart: fromPromise(({ input: i }) => addCart.start({ goods_id: i.goodsId, variant_id: i.variantId, qty: i.qty })) },
      });
      const { Wrapper } = shellHarness({ i18n: await testI18n() });
      render(
        <Wrapper>
          <CartContext.Provider logic={cartMachine}>
            <CartCount />
            <Panel logic={logic} goods={goods} business={business} />
          </CartContext.Provider>
        </Wrapper>,
      );
      await flush();
      let lastAddedQty = 0;
      const addButton = () => screen.queryByRole('button', { name: 'Add to cart' });

      await path.test({
        states: {
          'choosing.inStock': (s) => {
            const c = s.context as Ctx;
            expect((screen.getByRole('radio', { name: /Navy Blue/ }) as HTMLInputElement).checked).toBe(c.variantId === 2);
            expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe(String(c.qty));
            expect(addButton()!.getAttribute('aria-busy')).toBeNull();
            expect(screen.queryByRole('alert')).toBeNull();
            expect(screen.queryByText('Added to cart')).toBeNull();
            // The minimum is the least the stepper offers.
            expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(c.qty <= c.minQty);
          },
          'choosing.outOfStock': () => {
            expect((screen.getByRole('radio', { name: /Havana/ }) as HTMLInputElement).checked).toBe(true);
            expect(screen.getByRole('heading', { name: 'Notify me when available' })).toBeTruthy();
            expect(addButton()).toBeNull();
            expect(screen.queryByRole('spinbutton')).toBeNull();
          },
          'choosing.belowMinimum': (s) => {
            const c = s.context as Ctx;
            expect(screen.getByRole('alert').textContent).toBe(`Minimum order: ${c.minQty}. The quantity cannot be lower.`);
            expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe(String(c.qty));
            expect(c.qty).toBe(c.minQty);
            expect((screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
          },
          'choosing.shortOfMinimum': (s) => {
            const c = s.context as Ctx;
            const chosen = goods.variants.find((v) => v.id === c.variantId)!;
            expect((screen.getByRole('radio', { name: new RegExp(chosen.color) }) as HTMLInputElement).checked).toBe(true);
            const text = `Only ${chosen.stock_qty} left in this colour, fewer than your minimum order of ${c.minQty}. Please choose another colour.`;
            expect(screen.getByText(text).getAttribute('role')).toBe('status');
            expect(addButton()).toBeNull();
            expect(screen.queryByRole('spinbutton')).toBeNull();
          },
          'choosing.failed': (s) => {
            const c = s.context as Ctx;
            expect(screen.getByRole('alert').textContent).toBe(messages.notEnoughStock);
            expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value).toBe(String(c.qty));
            expect(screen.getByTestId('cart-count').textContent).toBe(String(lastAddedQty));
          },
          adding: (s) => {
            const c = s.context as Ctx;
            expect(addButton()!.getAttribute('aria-busy')).toBe('true');
            // Further clicks are ignored while the cart answers.
            const before = addCart.list.length;
            fireEvent.click(addButton()!);
            expect(addCart.list.length).toBe(before);
            expect(addCart.last.input).toEqual({ goods_id: 9, variant_id: c.variantId, qty: c.qty });
          },
          added: () => {
            expect(screen.getByText('Added to cart').closest('[role="status"]')).toBeTruthy();
            // The header count follows the cart the server answered with.
            expect(screen.getByTestId('cart-count').textContent).toBe(String(lastAddedQty));
          },
        },
        events: {
          'purchase.variant': ({ event }: { event: { variantId: number } }) => {
            const name = goods.variants.find((v) => v.id === event.variantId)!.color;
            fireEvent.click(screen.getByRole('radio', { name: new RegExp(name) }));
          },
          'purchase.qty': ({ event }: { event: { qty: number } }) => {
            fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: String(event.qty) } });
          },
          'purchase.increment': () => fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' })),
          'purchase.decrement': () => fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' })),
          'purchase.add': () => {
            fireEvent.click(addButton()!);
          },
          'purchase.dismiss': () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })),
          'purchase.minimum': async ({ event }: { event: { minQty?: number } }) => {
            if (event.minQty) await act(async () => giveMinimum(event.minQty!));
          },
          'xstate.done.actor.addToCart': async () => {
            lastAddedQty = addCart.last.input.qty;
            await act(async () => addCart.last.d.resolve([line(lastAddedQty)]));
            await flush();
          },
          'xstate.error.actor.addToCart': async () => {
            await act(async () => addCart.last.d.reject(refused));
            await flush();
          },
          [AFTER]: async () => {
            await act(async () => {
              vi.advanceTimersByTime(ADDED_NOTICE_MS);
            });
          },
        } as never,
      });
    });
  }
});
