import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { CartLine } from '../contract/entities';
import { purchasePanelMachine, type AddToCartInput, type PurchaseInput } from './purchase-panel.machine';

const variants = [
  { id: 1, stock_qty: 0 },
  { id: 2, stock_qty: 3 },
  { id: 3, stock_qty: 50 },
];

const line = (a: AddToCartInput): CartLine => ({
  id: 1,
  goods_id: a.goodsId,
  variant_id: a.variantId,
  name: 'Frame',
  sku: 'F9',
  img: '/x.svg',
  color: 'Navy',
  qty: a.qty,
  stock_qty: 3,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  ladder_price: [],
  purchase_limit: 0,
});

function start(input: Partial<PurchaseInput> = {}, fail = false) {
  const added: AddToCartInput[] = [];
  const toldCart: CartLine[][] = [];
  const addToCart = fromPromise<CartLine[], AddToCartInput>(async ({ input: i }) => {
    added.push(i);
    if (fail) throw new Error('Out of stock');
    return [line(i)];
  });
  const logic = purchasePanelMachine.provide({
    actors: { addToCart },
    actions: { tellCart: (_, { lines }) => toldCart.push(lines) },
  });
  const actor = createActor(logic, { input: { goodsId: 9, variants, ...input } }).start();
  return { actor, added, toldCart };
}

describe('purchase panel', () => {
  it('starts on the first colour in stock', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.variantId).toBe(2);
    expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
  });

  it('keeps the quantity between 1 and the colour stock', () => {
    const { actor } = start();
    for (let i = 0; i < 5; i++) actor.send({ type: 'purchase.increment' });
    expect(actor.getSnapshot().context.qty).toBe(3);
    actor.send({ type: 'purchase.qty', qty: -4 });
    expect(actor.getSnapshot().context.qty).toBe(1);
    actor.send({ type: 'purchase.decrement' });
    expect(actor.getSnapshot().context.qty).toBe(1);
    actor.send({ type: 'purchase.qty', qty: 2.7 });
    expect(actor.getSnapshot().context.qty).toBe(2);
  });

  it('respects a purchase limit below stock', () => {
    const { actor } = start({ variantId: 3, purchaseLimit: 5 });
    actor.send({ type: 'purchase.qty', qty: 40 });
    expect(actor.getSnapshot().context.qty).toBe(5);
  });

  it('caps the quantity when switching to a colour with less stock', () => {
    const { actor } = start({ variantId: 3 });
    actor.send({ type: 'purchase.qty', qty: 20 });
    actor.send({ type: 'purchase.variant', variantId: 2 });
    expect(actor.getSnapshot().context.qty).toBe(3);
  });

  it('cannot add an out-of-stock colour', () => {
    const { actor, added } = start();
    actor.send({ type: 'purchase.variant', variantId: 1 });
    expect(actor.getSnapshot().matches({ choosing: 'outOfStock' })).toBe(true);
    actor.send({ type: 'purchase.add' });
    expect(added).toEqual([]);
  });

  it('ignores an unknown colour', () => {
    const { actor } = start();
    actor.send({ type: 'purchase.variant', variantId: 999 });
    expect(actor.getSnapshot().context.variantId).toBe(2);
  });

  it('adds once, hands the answered cart to the app, confirms, then is ready again after the notice', async () => {
    vi.useFakeTimers();
    try {
      const { actor, added, toldCart } = start();
      actor.send({ type: 'purchase.add' });
      actor.send({ type: 'purchase.add' });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('added'));
      expect(added).toEqual([{ goodsId: 9, variantId: 2, qty: 1 }]);
      // The app's cart takes the lines the server answered.
      expect(toldCart.map((lines) => lines.map((l) => `${l.variant_id}x${l.qty}`))).toEqual([['2x1']]);
      vi.advanceTimersByTime(3000);
      expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the refusal and lets the shopper adjust and try again', async () => {
    const { actor } = start({}, true);
    actor.send({ type: 'purchase.add' });
    await waitFor(actor, (s) => s.matches({ choosing: 'failed' }));
    expect(actor.getSnapshot().context.error).toBeInstanceOf(Error);
    actor.send({ type: 'purchase.decrement' });
    expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
  });

  describe("a business buyer's minimum order quantity", () => {
    it('starts at the minimum on the first colour with stock for it, and never goes below it', () => {
      const { actor } = start({ minQty: 5 });
      expect(actor.getSnapshot().context).toMatchObject({ variantId: 3, qty: 5, minQty: 5 });
      actor.send({ type: 'purchase.decrement' });
      expect(actor.getSnapshot().context.qty).toBe(5);
      actor.send({ type: 'purchase.increment' });
      expect(actor.getSnapshot().context.qty).toBe(6);
    });

    it('refuses a smaller quantity: the minimum is kept and said until the next change', () => {
      const { actor } = start({ minQty: 5 });
      actor.send({ type: 'purchase.qty', qty: 2 });
      expect(actor.getSnapshot().matches({ choosing: 'belowMinimum' })).toBe(true);
      expect(actor.getSnapshot().context.qty).toBe(5);
      actor.send({ type: 'purchase.qty', qty: 12 });
      expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
      expect(actor.getSnapshot().context.qty).toBe(12);
    });

    it('a colour with less stock than the minimum cannot be added', () => {
      const { actor, added } = start({ minQty: 5 });
      actor.send({ type: 'purchase.variant', variantId: 2 });
      expect(actor.getSnapshot().matches({ choosing: 'shortOfMinimum' })).toBe(true);
      actor.send({ type: 'purchase.add' });
      expect(added).toEqual([]);
    });

    it('takes a minimum learnt later: the quantity rises to it, a colour short of it says so', () => {
      const { actor } = start();
      actor.send({ type: 'purchase.minimum', minQty: 10 });
      expect(actor.getSnapshot().context).toMatchObject({ variantId: 2, minQty: 10 });
      expect(actor.getSnapshot().matches({ choosing: 'shortOfMinimum' })).toBe(true);
      actor.send({ type: 'purchase.variant', variantId: 3 });
      expect(actor.getSnapshot().context.qty).toBe(10);
      expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
    });

    it('a retail shopper (no minimum) typing 0 gets 1, with no minimum message', () => {
      const { actor } = start();
      actor.send({ type: 'purchase.qty', qty: 0 });
      expect(actor.getSnapshot().matches({ choosing: 'inStock' })).toBe(true);
      expect(actor.getSnapshot().context.qty).toBe(1);
    });
  });
});
