import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { GoodsVariant } from '../../../contract/catalog';
import type { CartLine } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { cartMachine } from '../../../machines/cart.machine';
import { quickAddMachine } from '../../../machines/quick-add.machine';
import type { AddToCartInput } from '../../../machines/purchase-panel.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { CartContext } from './cart-context';
import { useCartCount } from './selectors';
import { QuickAdd } from './quick-add';
import { quickAddLogic } from './quick-add.actors';

const colour = (id: number, stock_qty: number): GoodsVariant => ({ id, color: `C${id}`, color_hex: '#000000', stock_qty });
const oneInStock = [colour(1, 0), colour(2, 3)];
const severalInStock = [colour(1, 2), colour(2, 3)];
const noneInStock = [colour(1, 0)];
const refused = new ApiError('conflict', 409, messages.notEnoughStock);
const line: CartLine = {
  id: 1,
  goods_id: 5,
  variant_id: 2,
  name: 'Soho',
  sku: 'S5',
  img: '/api/goods/image/5.svg',
  color: 'C2',
  qty: 1,
  stock_qty: 3,
  price_type: 1,
  goods_price: 40,
  goods_original_price: 40,
  ladder_price: [],
  purchase_limit: 0,
};

const model = createTestModel(toModelMachine(quickAddMachine), {
  events: [
    { type: 'xstate.done.actor.loadColours', output: oneInStock },
    { type: 'xstate.done.actor.loadColours', output: severalInStock },
    { type: 'xstate.done.actor.loadColours', output: noneInStock },
    { type: 'xstate.error.actor.loadColours', error: new ApiError('network', 600, messages.requestFailed) },
    { type: 'quickAdd.add' },
    { type: 'xstate.done.actor.addToCart', output: [line] },
    { type: 'xstate.error.actor.addToCart', error: refused },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value })) as never,
});
const paths = model.getShortestPaths({ input: { goodsId: 5, name: 'Soho' } } as never);

function CartCount() {
  return <p data-testid="cart-count">{useCartCount()}</p>;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('quick add (model: every state and transition of quick-add.machine, against a wishlist row)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['loadingColours', 'chooseOnPage', 'viewOnly', 'ready', 'adding', 'added', 'failed']) expect(seen).toContain(JSON.stringify(v));
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const colours = calls<GoodsVariant[], { goodsId: number }>();
      const add = calls<CartLine[], AddToCartInput>();
      // The row's real effects (the app's cart, toasts) over in-memory calls.
      const logic = quickAddLogic.provide({
        actors: {
          loadColours: fromPromise(({ input }) => colours.start(input)),
          addToCart: fromPromise(({ input }) => add.start(input)),
        },
      });
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <CartContext.Provider logic={cartMachine}>
            <CartCount />
            <h2 id="wish-5">Soho</h2>
            <QuickAdd goodsId={5} name="Soho" describedBy="wish-5" logic={logic} />
          </CartContext.Provider>
        </Wrapper>,
      );
      await flush();
      let inCart = 0;
      const button = () => screen.queryByRole('button', { name: 'Add to cart' });
      const toasts = () => screen.getByRole('status', { name: 'Notifications' }).textContent;
      const offersAdd = () => {
        expect(button()!.hasAttribute('disabled')).toBe(false);
        expect(button()!.getAttribute('aria-busy')).toBeNull();
        expect(button()!.getAttribute('aria-describedby')).toBe('wish-5');
        expect(screen.getByTestId('cart-count').textContent).toBe(String(inCart));
      };

      await path.test({
        states: {
          loadingColours: () => {
            expect(button()!.hasAttribute('disabled')).toBe(true);
            expect(colours.last.input).toEqual({ goodsId: 5 });
          },
          chooseOnPage: () => {
            const link = screen.getByRole('link', { name: 'Choose colour' });
            expect([link.getAttribute('href'), link.getAttribute('aria-describedby')]).toEqual(['/goods-detail/5', 'wish-5']);
            expect(button()).toBeNull();
          },
          viewOnly: () => {
            expect(screen.getByRole('link', { name: 'View product' }).getAttribute('href')).toBe('/goods-detail/5');
            expect(button()).toBeNull();
          },
          ready: () => {
            offersAdd();
            expect(toasts()).toBe('');
          },
          adding: () => {
            expect(button()!.getAttribute('aria-busy')).toBe('true');
            const before = add.list.length;
            fireEvent.click(button()!);
            expect(add.list.length).toBe(before);
            expect(add.last.input).toEqual({ goodsId: 5, variantId: 2, qty: 1 });
          },
          added: () => {
            offersAdd();
            expect(toasts()).toContain('Soho is in your cart');
          },
          failed: () => {
            offersAdd();
            expect(toasts()).toContain(messages.notEnoughStock);
          },
        } as never,
        events: {
          'xstate.done.actor.loadColours': async ({ event }: { event: { output: GoodsVariant[] } }) => {
            await act(async () => colours.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.loadColours': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => colours.last.d.reject(event.error));
            await flush();
          },
          'quickAdd.add': async () => {
            fireEvent.click(button()!);
            await flush();
          },
          'xstate.done.actor.addToCart': async ({ event }: { event: { output: CartLine[] } }) => {
            inCart = event.output.reduce((n, l) => n + l.qty, 0);
            await act(async () => add.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.addToCart': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => add.last.d.reject(event.error));
            await flush();
          },
        } as never,
      });
    });
  }
});
