import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { CartLine } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { cartMachine } from '../../../machines/cart.machine';
import { replenishLensesMachine, type ReplenishLensesInput } from '../../../machines/replenish-lenses.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { loadStrings } from '../../i18n';
import { ApiError } from '../../api/errors';
import { CartContext } from '../cart/cart-context';
import { useCartCount } from '../cart/selectors';
import { ReplenishLensesButton } from './replenish-lenses-button';
import { replenishLensesLogic } from './replenish-lenses.actors';

const gone = new ApiError('conflict', 409, messages.replenishLensGone);
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
  goods_price: 140,
  goods_original_price: 140,
  ladder_price: [],
  purchase_limit: 0,
};

const model = createTestModel(toModelMachine(replenishLensesMachine), {
  events: [
    { type: 'replenish.add' },
    { type: 'xstate.done.actor.replenish', output: [line] },
    { type: 'xstate.error.actor.replenish', error: gone },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ value: s.value })) as never,
});
const paths = model.getShortestPaths({ input: { orderId: 3, lineId: 4 } } as never);

function CartCount() {
  return <p data-testid="cart-count">{useCartCount()}</p>;
}

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('shop', i18n);
});

describe('order these glasses again (model: every state and transition of replenish-lenses.machine, under an order line)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['idle', 'adding', 'added', 'failed']) expect(seen).toContain(JSON.stringify(v));
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const replenish = calls<CartLine[], ReplenishLensesInput>();
      // The button's real effects (the app's cart) over an in-memory call.
      const logic = replenishLensesLogic.provide({ actors: { replenish: fromPromise(({ input }) => replenish.start(input)) } });
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <CartContext.Provider logic={cartMachine}>
            <CartCount />
            <ReplenishLensesButton orderId={3} lineId={4} logic={logic} />
          </CartContext.Provider>
        </Wrapper>,
      );
      await flush();
      let inCart = 0;
      const button = () => screen.getByRole('button', { name: 'Order these glasses again' });
      const offers = () => {
        expect(button().getAttribute('aria-busy')).toBeNull();
        expect(screen.getByTestId('cart-count').textContent).toBe(String(inCart));
      };
      await path.test({
        states: {
          idle: () => {
            offers();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          adding: () => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            const before = replenish.list.length;
            fireEvent.click(button());
            expect(replenish.list.length).toBe(before);
            expect(replenish.last.input).toEqual({ orderId: 3, lineId: 4 });
            expect(screen.queryByRole('alert')).toBeNull();
          },
          added: () => {
            offers();
            expect(screen.getByText('A pair is in your cart.')).toBeTruthy();
            expect(screen.getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/cart');
          },
          failed: () => {
            offers();
            expect(screen.getByRole('alert').textContent).toBe(messages.replenishLensGone);
          },
        } as never,
        events: {
          'replenish.add': async () => {
            fireEvent.click(button());
            await flush();
          },
          'xstate.done.actor.replenish': async ({ event }: { event: { output: CartLine[] } }) => {
            inCart = event.output.reduce((n, l) => n + l.qty, 0);
            await act(async () => replenish.last.d.resolve(event.output));
            await flush();
          },
          'xstate.error.actor.replenish': async ({ event }: { event: { error: unknown } }) => {
            await act(async () => replenish.last.d.reject(event.error));
            await flush();
          },
        } as never,
      });
    });
  }
});
