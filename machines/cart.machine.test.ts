import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { cartMachine, inStockCount } from './cart.machine';
import type { CartLine } from '../contract/entities';

const line = (id: number, qty: number, stock_qty: number): CartLine => ({
  id, goods_id: id, variant_id: id, name: `Frame ${id}`, sku: `F${id}`, img: '', color: 'black', qty, stock_qty,
  price_type: 1, goods_price: 10, goods_original_price: 10, ladder_price: [], purchase_limit: 0,
});

describe('cart machine', () => {
  it('counts only lines in stock', () => {
    expect(inStockCount([line(1, 2, 5), line(2, 3, 0), line(3, 1, 1)])).toBe(3);
    expect(inStockCount([])).toBe(0);
  });

  it('loads, persists, and clears on logout', async () => {
    const saved: CartLine[][] = [];
    const actor = createActor(
      cartMachine.provide({
        actors: { fetchCart: fromPromise(async () => [line(1, 2, 5)]) },
        actions: { persistCart: ({ context }) => void saved.push(context.lines) },
      }),
      { input: { lines: [line(9, 1, 1)] } },
    ).start();
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([9]);
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(saved.at(-1)!.map((l) => l.id)).toEqual([1]);
    actor.send({ type: 'cart.clear' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(saved.at(-1)).toEqual([]);
  });

  it('keeps the previous lines when a load fails', async () => {
    const actor = createActor(
      cartMachine.provide({ actors: { fetchCart: fromPromise(async () => Promise.reject(new Error('x'))) } }),
      { input: { lines: [line(4, 1, 1)] } },
    ).start();
    actor.send({ type: 'cart.load' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.lines).toHaveLength(1);
  });

  it('replaces the lines with the cart a change answered (cart.set), and persists them', () => {
    const saved: CartLine[][] = [];
    const actor = createActor(
      cartMachine.provide({ actions: { persistCart: ({ context }) => void saved.push(context.lines) } }),
      { input: { lines: [line(4, 1, 1)] } },
    ).start();
    actor.send({ type: 'cart.set', lines: [line(4, 1, 1), line(5, 2, 3)] });
    expect(actor.getSnapshot().context.lines.map((l) => l.id)).toEqual([4, 5]);
    expect(saved.at(-1)!.map((l) => l.id)).toEqual([4, 5]);
  });
});
