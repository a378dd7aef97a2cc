import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { GoodsVariant } from '../contract/catalog';
import type { CartLine } from '../contract/entities';
import { quickAddMachine } from './quick-add.machine';
import type { AddToCartInput } from './purchase-panel.machine';

const colour = (id: number, stock_qty: number): GoodsVariant => ({ id, color: `C${id}`, color_hex: '#000000', stock_qty });
const line = (a: AddToCartInput): CartLine => ({
  id: 1,
  goods_id: a.goodsId,
  variant_id: a.variantId,
  name: 'Soho',
  sku: 'S1',
  img: '/x.svg',
  color: 'C2',
  qty: a.qty,
  stock_qty: 3,
  price_type: 1,
  goods_price: 10,
  goods_original_price: 10,
  ladder_price: [],
  purchase_limit: 0,
});

/** Quick add for goods 5 whose colours are `colours` (or whose lookup fails); the cart refuses when `refuse` is given. */
function start(colours: GoodsVariant[] | Error, refuse?: unknown) {
  const added: AddToCartInput[] = [];
  const told: CartLine[][] = [];
  const reported: string[] = [];
  const failures: unknown[] = [];
  const logic = quickAddMachine.provide({
    actors: {
      loadColours: fromPromise<GoodsVariant[], { goodsId: number }>(async () => {
        if (colours instanceof Error) throw colours;
        return colours;
      }),
      addToCart: fromPromise<CartLine[], AddToCartInput>(async ({ input }) => {
        added.push(input);
        if (refuse) throw refuse;
        return [line(input)];
      }),
    },
    actions: {
      tellCart: (_, { lines }) => told.push(lines),
      reportAdded: (_, { name }) => reported.push(name),
      reportFailure: (_, { error }) => failures.push(error),
    },
  });
  const actor = createActor(logic, { input: { goodsId: 5, name: 'Soho' } }).start();
  return { actor, added, told, reported, failures };
}

describe('quick add', () => {
  it('adds one of the only colour in stock, hands the cart over and confirms with the name', async () => {
    const { actor, added, told, reported } = start([colour(1, 0), colour(2, 3)]);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'quickAdd.add' });
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches('added'));
    expect(added).toEqual([{ goodsId: 5, variantId: 2, qty: 1 }]);
    expect(told).toEqual([[line(added[0]!)]]);
    expect(reported).toEqual(['Soho']);
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches('added') && added.length === 2);
  });

  it('sends the shopper to the product page to choose among several colours in stock', async () => {
    const { actor } = start([colour(1, 2), colour(2, 3)]);
    await waitFor(actor, (s) => s.matches('chooseOnPage'));
  });

  it('offers the product page when no colour is in stock, or the colours cannot be had', async () => {
    await waitFor(start([colour(1, 0)]).actor, (s) => s.matches('viewOnly'));
    await waitFor(start([]).actor, (s) => s.matches('viewOnly'));
    await waitFor(start(new Error('offline')).actor, (s) => s.matches('viewOnly'));
  });

  it('reports a refusal, tells the cart nothing, and may try again', async () => {
    const refusal = { kind: 'conflict', message: 'Only 0 left in stock' };
    const { actor, told, reported, failures, added } = start([colour(2, 3)], refusal);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(failures).toEqual([refusal]);
    expect(told).toEqual([]);
    expect(reported).toEqual([]);
    actor.send({ type: 'quickAdd.add' });
    await waitFor(actor, (s) => s.matches('failed') && added.length === 2);
  });
});
