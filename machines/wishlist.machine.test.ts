import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { wishlistMachine } from './wishlist.machine';
import type { WishItem } from '../contract/entities';

const item = (goods_id: number): WishItem => ({
  goods_id,
  name: `F${goods_id}`,
  img: '',
  price_type: 1,
  price: 9,
  special_price: null,
  in_stock: true,
});

describe('wishlist machine', () => {
  it('loads the wished goods ids, persists them, and clears on logout', async () => {
    const saved: number[][] = [];
    const actor = createActor(
      wishlistMachine.provide({
        actors: { fetchWishlist: fromPromise(async () => [item(3), item(5)]) },
        actions: { persistWishlist: ({ context }) => void saved.push(context.ids) },
      }),
      { input: { ids: [1] } },
    ).start();
    expect(actor.getSnapshot().context.ids).toEqual([1]);
    actor.send({ type: 'wishlist.load' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saved).toEqual([[3, 5]]);
    actor.send({ type: 'wishlist.clear' });
    expect(actor.getSnapshot().context).toMatchObject({ ids: [], items: [] });
    expect(saved.at(-1)).toEqual([]);
  });

  it('passes a failed load to the failed state, keeping the ids', async () => {
    const actor = createActor(wishlistMachine.provide({ actors: { fetchWishlist: fromPromise(async () => Promise.reject(new Error('x'))) } }), {
      input: { ids: [2] },
    }).start();
    actor.send({ type: 'wishlist.load' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.ids).toEqual([2]);
  });

  it('takes the wished ids the server answers to addWish/removeWish, dropping removed items', async () => {
    const saved: number[][] = [];
    const actor = createActor(
      wishlistMachine.provide({
        actors: { fetchWishlist: fromPromise(async () => [item(3), item(5)]) },
        actions: { persistWishlist: ({ context }) => void saved.push(context.ids) },
      }),
      { input: { ids: [] } },
    ).start();
    actor.send({ type: 'wishlist.load' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'wishlist.set', ids: [5, 7, 7] });
    expect(actor.getSnapshot().context.ids).toEqual([5, 7]);
    expect(actor.getSnapshot().context.items.map((i) => i.goods_id)).toEqual([5]);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(saved.at(-1)).toEqual([5, 7]);
  });
});
