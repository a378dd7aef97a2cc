import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { purchasePanelMachine, type AddToCartInput, type PurchaseInput } from './purchase-panel.machine';

const variants = [
  { id: 1, stock_qty: 0 },
  { id: 2, stock_qty: 3 },
  { id: 3, stock_qty: 50 },
];

function start(input: Partial<PurchaseInput> = {}, fail = false) {
  const added: AddToCartInput[] = [];
  const addToCart = fromPromise<void, AddToCartInput>(async ({ input: i }) => {
    added.push(i);
    if (fail) throw new Error('Out of stock');
  });
  const actor = createActor(purchasePanelMachine.provide({ actors: { addToCart } }), {
    input: { goodsId: 9, variants, ...input },
  }).start();
  return { actor, added };
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

  it('adds once, confirms, then is ready again after the notice', async () => {
    vi.useFakeTimers();
    try {
      const { actor, added } = start();
      const seen: string[] = [];
      actor.on('purchase.added', (e) => seen.push(`${e.variantId}x${e.qty}`));
      actor.send({ type: 'purchase.add' });
      actor.send({ type: 'purchase.add' });
      await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('added'));
      expect(added).toEqual([{ goodsId: 9, variantId: 2, qty: 1 }]);
      expect(seen).toEqual(['2x1']);
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
});
