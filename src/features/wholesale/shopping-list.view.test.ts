import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { PlacedOrder } from '../../../contract/orders';
import type { ShoppingList, ShoppingListLine } from '../../../contract/wholesale';
import { shoppingListMachine, type LineChange } from '../../../machines/shopping-list.machine';
import { shoppingListRowView, shoppingListView } from './shopping-list.view';

const line = (variant_id: number, qty: number) =>
  ({ id: variant_id, goods_id: 1, variant_id, sku: 'AB-1', name: 'Frame', color: 'Black', img: '', qty, unit_price: 5 }) as ShoppingListLine;
const list = (lines: ShoppingListLine[]): ShoppingList =>
  ({ id: 1, status: 'open', created_at: '', updated_at: '', lines, order_id: null, order_no: null, total: 0 }) as ShoppingList;
const LIST = list([line(5, 10)]);

/** The real machine; each call waits until the test answers it. */
function start() {
  const pending: Record<string, { ok(v: unknown): void; fail(e: unknown): void }> = {};
  const held = <T, I = unknown>(name: string) =>
    fromPromise<T, I>(
      () =>
        new Promise<T>((ok, fail) => {
          pending[name] = { ok: ok as (v: unknown) => void, fail };
        }),
    );
  const logic = shoppingListMachine.provide({
    actors: {
      loadList: held<ShoppingList>('loadList'),
      addLines: held<ShoppingList, { text: string }>('addLines'),
      submitList: held<PlacedOrder>('submitList'),
      moveToCart: held<ShoppingList>('moveToCart'),
      saveLine: held<ShoppingList, LineChange>('saveLine'),
    },
  });
  const actor = createActor(logic).start();
  const settle = (tag: 'editable' | 'failed') => waitFor(actor, (s) => s.hasTag(tag));
  return {
    actor,
    view: () => shoppingListView(actor.getSnapshot()),
    row: (v: number) => shoppingListRowView(actor.getSnapshot(), v),
    pending,
    settle,
  };
}

const idle = { loading: false, failed: false, editable: true, busy: false, adding: false, submitting: false, moving: false };

describe('shoppingListView', () => {
  it('loading is busy; failed offers a Try again; loaded, the list is editable', async () => {
    const { actor, view, pending, settle } = start();
    expect(view()).toMatchObject({ loading: true, failed: false, editable: false, busy: true, list: null });
    pending.loadList!.fail(new Error('offline'));
    await settle('failed');
    expect(view()).toMatchObject({ loading: false, failed: true, editable: false, busy: false });
    actor.send({ type: 'list.retry' });
    expect(view()).toMatchObject({ loading: true, failed: false, busy: true });
    pending.loadList!.ok(LIST);
    await settle('editable');
    expect(view()).toEqual({ ...idle, list: LIST, text: '', errors: {}, error: null, lineResult: null });
  });

  it('adding, placing the order and moving to the cart each show their own spinner and make the list busy', async () => {
    const { actor, view, pending, settle } = start();
    pending.loadList!.ok(LIST);
    await settle('editable');
    actor.send({ type: 'list.text', text: 'AB-1, 12' });
    actor.send({ type: 'list.add' });
    expect(view()).toMatchObject({ ...idle, editable: false, busy: true, adding: true, text: 'AB-1, 12' });
    pending.addLines!.ok(LIST);
    await settle('editable');
    expect(view()).toMatchObject(idle);
    actor.send({ type: 'list.submit' });
    expect(view()).toMatchObject({ ...idle, editable: false, busy: true, submitting: true });
    const noAddress = new Error('No address');
    pending.submitList!.fail(noAddress);
    await settle('editable');
    expect(view()).toMatchObject({ ...idle, error: noAddress });
    actor.send({ type: 'list.toCart' });
    expect(view()).toMatchObject({ ...idle, editable: false, busy: true, moving: true });
  });
});

describe('shoppingListRowView', () => {
  it("one colour's quantity: what the list holds, its own spinner while saved, then what became of it", async () => {
    const { actor, view, row, pending, settle } = start();
    expect(row(5)).toEqual({ onList: 0, editable: false, saving: false, result: null });
    pending.loadList!.ok(LIST);
    await settle('editable');
    expect(row(5)).toEqual({ onList: 10, editable: true, saving: false, result: null });
    actor.send({ type: 'list.line', variantId: 5, qty: 12 });
    expect(row(5)).toMatchObject({ onList: 10, editable: false, saving: true });
    expect(row(6)).toEqual({ onList: 0, editable: false, saving: false, result: null });
    expect(view()).toMatchObject({ busy: true, editable: false });
    pending.saveLine!.ok(list([line(5, 12)]));
    await settle('editable');
    expect(row(5)).toEqual({ onList: 12, editable: true, saving: false, result: { variantId: 5, qty: 12, error: null } });
    expect(row(6).result).toBeNull();
  });
});
