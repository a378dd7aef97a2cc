import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { GoodsVariant } from '../../../contract/catalog';
import type { CartLine, WishItem } from '../../../contract/entities';
import { cartMachine } from '../../../machines/cart.machine';
import { wishlistMachine } from '../../../machines/wishlist.machine';
import { fromPromise } from 'xstate';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { CartContext } from '../../features/cart/cart-context';
import { WishlistContext } from '../../features/wishlist/wishlist-context';
import { cartApi, wishlistApi } from '../../features/cart/cart.api';
import { productApi } from '../../features/product/product.api';
import { detail } from '../../features/catalog/test-fixtures';
import MyWishlistPage from './my-wishlist-page';

const wish = (goods_id: number, name: string): WishItem => ({
  goods_id,
  name,
  img: `/api/goods/image/${goods_id}.svg`,
  price_type: 1,
  price: 40,
  special_price: null,
  in_stock: true,
});
const variant = (id: number, stock_qty: number): GoodsVariant => ({ id, color: `C${id}`, color_hex: '#000000', stock_qty });
const line: CartLine = {
  id: 1,
  goods_id: 1,
  variant_id: 11,
  name: 'One Colour',
  sku: 'A',
  img: '/api/goods/image/1.svg',
  color: 'C11',
  qty: 1,
  stock_qty: 5,
  price_type: 1,
  goods_price: 40,
  goods_original_price: 40,
  ladder_price: [],
  purchase_limit: 0,
};

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(() => vi.restoreAllMocks());

describe('my wishlist page', { timeout: 20_000 }, () => {
  it('lists the wished goods: Add to cart for one colour in stock, Choose colour otherwise; the heart removes', async () => {
    const items = [wish(1, 'One Colour'), wish(2, 'Two Colours')];
    const wishlist = wishlistMachine.provide({ actors: { fetchWishlist: fromPromise(async () => items) } });
    // The rows' colours and the cart, answered as the server would.
    vi.spyOn(productApi, 'goodsDetail').mockImplementation(async (id) =>
      detail(id, id === 1 ? [variant(11, 5), variant(12, 0)] : [variant(21, 5), variant(22, 3)]),
    );
    const addCart = vi.spyOn(cartApi, 'addCart').mockResolvedValue([line]);
    // The hearts' calls, answered as the server would.
    vi.spyOn(wishlistApi, 'addWish').mockResolvedValue([1, 2]);
    vi.spyOn(wishlistApi, 'removeWish').mockImplementation(async (id) => [1, 2].filter((x) => x !== id));
    const { Wrapper } = shellHarness({ i18n, path: '/account/my-wishlist' });
    let cartRef: ReturnType<typeof CartContext.useActorRef> | null = null;
    function Grab() {
      cartRef = CartContext.useActorRef();
      return null;
    }
    render(
      <Wrapper>
        <CartContext.Provider logic={cartMachine}>
          <WishlistContext.Provider logic={wishlist} options={{ input: { ids: [] } }}>
            <Grab />
            <MyWishlistPage />
          </WishlistContext.Provider>
        </CartContext.Provider>
      </Wrapper>,
    );
    await flush(6);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My wishlist');
    const rows = within(screen.getByRole('list', { name: 'My wishlist' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const two = rows[1]!;
    expect(within(two).getByRole('link', { name: 'Choose colour' }).getAttribute('href')).toBe('/goods-detail/2');

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Add to cart' }));
    await flush();
    expect(addCart.mock.calls).toEqual([[{ goods_id: 1, variant_id: 11, qty: 1 }]]);
    expect(cartRef!.getSnapshot().context.lines).toEqual([line]);
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('One Colour is in your cart');

    fireEvent.click(within(two).getByRole('button', { name: 'Remove from wishlist' }));
    await flush();
    await act(async () => {});
    expect(within(screen.getByRole('list', { name: 'My wishlist' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Two Colours')).toBeNull();
    // The heart's cancel (spec section 4): the page says which frame left and keeps the keyboard on the page.
    expect(screen.getByRole('status', { name: 'Notifications' }).textContent).toContain('Two Colours is no longer in your wishlist');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'My wishlist' }));
  });

  it('says so when the wishlist is empty', async () => {
    const wishlist = wishlistMachine.provide({ actors: { fetchWishlist: fromPromise(async (): Promise<WishItem[]> => []) } });
    const { Wrapper } = shellHarness({ i18n, path: '/account/my-wishlist' });
    render(
      <Wrapper>
        <CartContext.Provider logic={cartMachine}>
          <WishlistContext.Provider logic={wishlist} options={{ input: { ids: [] } }}>
            <MyWishlistPage />
          </WishlistContext.Provider>
        </CartContext.Provider>
      </Wrapper>,
    );
    await flush(6);
    expect(screen.getByText(/Your wishlist is empty/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse frames' }).getAttribute('href')).toBe('/');
  });
});
