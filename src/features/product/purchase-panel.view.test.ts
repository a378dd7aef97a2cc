import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CartLine } from '../../../contract/entities';
import { purchasePanelMachine, type AddToCartInput, type PurchaseInput } from '../../../machines/purchase-panel.machine';
import { purchasePanelView } from './purchase-panel.view';

const variants = [
  { id: 1, stock_qty: 0 },
  { id: 2, stock_qty: 3 },
  { id: 3, stock_qty: 50 },
];

function start(input: Partial<PurchaseInput> = {}, answer: () => Promise<CartLine[]> = () => new Promise(() => {})) {
  const logic = purchasePanelMachine.provide({
    actors: { addToCart: fromPromise<CartLine[], AddToCartInput>(answer) },
    actions: { tellCart: () => {} },
  });
  return createActor(logic, { input: { goodsId: 9, variants, ...input } }).start();
}
const view = (a: ReturnType<typeof start>) => purchasePanelView(a.getSnapshot());
const settle = async () => {
  for (let i = 0; i < 3; i++) await Promise.resolve();
};

describe('purchasePanelView', () => {
  it('in stock: the stepper stops at the minimum and the stock', () => {
    const a = start();
    expect(view(a)).toMatchObject({
      variantId: 2,
      qty: 1,
      min: 1,
      max: 3,
      stock: 3,
      hint: 'fewLeft',
      soldOut: false,
      shortOfMinimum: false,
      belowMinimum: false,
      busy: false,
      added: false,
      failed: false,
      canDecrement: false,
      canIncrement: true,
    });
    a.send({ type: 'purchase.qty', qty: 3 });
    expect(view(a)).toMatchObject({ qty: 3, canDecrement: true, canIncrement: false });
  });

  it('the hint: the purchase limit when it binds before the stock, else few left or in stock', () => {
    expect(view(start({ variantId: 3, purchaseLimit: 5 }))).toMatchObject({ hint: 'limit', limit: 5, max: 5 });
    expect(view(start({ variantId: 2, purchaseLimit: 5 }))).toMatchObject({ hint: 'fewLeft', max: 3 });
    expect(view(start({ variantId: 3 }))).toMatchObject({ hint: 'inStock', max: 50 });
  });

  it('out of stock and short of the minimum', () => {
    expect(view(start({ variantId: 1 }))).toMatchObject({ soldOut: true, stock: 0 });
    expect(view(start({ variantId: 2, minQty: 5 }))).toMatchObject({ shortOfMinimum: true, soldOut: false, stock: 3, min: 5 });
  });

  it('below the minimum: said, and the minimum is kept', () => {
    const a = start({ variantId: 3, minQty: 5 });
    a.send({ type: 'purchase.qty', qty: 2 });
    expect(view(a)).toMatchObject({ belowMinimum: true, qty: 5, canDecrement: false, canIncrement: true });
  });

  it('adding: busy, every button disabled', () => {
    const a = start({ variantId: 3 });
    a.send({ type: 'purchase.qty', qty: 4 });
    a.send({ type: 'purchase.add' });
    expect(view(a)).toMatchObject({ busy: true, canDecrement: false, canIncrement: false });
  });

  it('added: the confirmation', async () => {
    const a = start({ variantId: 3 }, async () => []);
    a.send({ type: 'purchase.add' });
    await settle();
    expect(view(a)).toMatchObject({ added: true, busy: false, canDecrement: true, canIncrement: true });
  });

  it('failed: the message, and every stepper button usable', async () => {
    const refusal = new Error('Out of stock');
    const a = start({}, async () => {
      throw refusal;
    });
    a.send({ type: 'purchase.add' });
    await settle();
    expect(view(a)).toMatchObject({ failed: true, error: refusal, qty: 1, canDecrement: true, canIncrement: true });
  });
});
