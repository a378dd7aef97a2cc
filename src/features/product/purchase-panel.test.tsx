import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { GoodsDetail } from '../../../contract/catalog';
import type { CartLine } from '../../../contract/entities';
import { cartMachine } from '../../../machines/cart.machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { CartContext } from '../cart/cart-context';
import { PurchasePanel, usePurchaseActor } from './purchase-panel';
import { purchasePanelLogic } from './purchase-panel.actors';

const goods: Pick<GoodsDetail, 'id' | 'variants' | 'purchase_limit'> = {
  id: 10,
  purchase_limit: 0,
  variants: [{ id: 2, color: 'Navy Blue', color_hex: '#1f3a5f', stock_qty: 3 }],
};

function Panel({ logic }: { logic: typeof purchasePanelLogic }) {
  return <PurchasePanel goods={goods} actor={usePurchaseActor(goods, logic)} />;
}

describe('the product page purchase panel without a notice', () => {
  it('draws nothing where a notice would be; the notice shows once there is one', async () => {
    const addCart = calls<CartLine[], { goods_id: number }>();
    const logic = purchasePanelLogic.provide({ actors: { addToCart: fromPromise(({ input: i }) => addCart.start({ goods_id: i.goodsId })) } });
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    const { container } = render(
      <Wrapper>
        <CartContext.Provider logic={cartMachine}>
          <Panel logic={logic} />
        </CartContext.Provider>
      </Wrapper>,
    );
    await flush();
    const add = screen.getByRole('button', { name: 'Add to cart' });
    // The panel ends with its last row of controls: no empty box (nor an empty live region) is kept below it.
    const panel = container.querySelector('fieldset')!.parentElement!;
    expect(panel.lastElementChild!.querySelector('a, button')).not.toBeNull();
    expect(panel.querySelector('[aria-live]')).toBeNull();
    expect([...panel.querySelectorAll('div')].filter((d) => d.childElementCount === 0 && !d.textContent)).toEqual([]);

    act(() => add.click());
    await act(async () => addCart.last.d.resolve([]));
    await flush();
    expect(screen.getByText('Added to cart').closest('[role="status"]')).toBeTruthy();
  });
});
