import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { OrderPage, OrderStatus, OrderSummary, OrderTab } from '../contract/orders';
import { ORDER_TABS } from '../contract/orders';
import { confirmDeleteMachine } from './confirm-delete.machine';
import { nextPage, ordersListMachine, type LoadOrdersInput } from './orders-list.machine';

const order = (id: number, status: OrderStatus = 'pending_payment'): OrderSummary => ({
  id,
  order_no: `OS2611-${String(id).padStart(6, 'A')}`,
  status,
  created_at: '2026-11-02T10:00:00.000Z',
  total: 50,
  currency: { symbol: 'USD', money: '$', exchange_rate: 1 },
  item_count: 1,
  img: '',
  payment_method: null,
});

/**
 * A customer's orders served `size` a page, newest first; deletes really remove (pages shift).
 * `failLoads` lists the loads (1-based) that fail.
 */
function orders(list: OrderSummary[], { size = 10, failLoads = [] as number[], failDeletes = 0 } = {}) {
  const store = [...list];
  const asked: LoadOrdersInput[] = [];
  const deleted: number[] = [];
  let deleteFailures = failDeletes;
  const loadOrders = fromPromise<OrderPage, LoadOrdersInput>(async ({ input }) => {
    asked.push(input);
    if (failLoads.includes(asked.length)) throw new Error('network');
    const inTab = store.filter((o) => (ORDER_TABS[input.tab] as readonly OrderStatus[]).includes(o.status));
    const start = (input.page - 1) * size;
    return { items: inTab.slice(start, start + size), page: input.page, page_size: size, total: inTab.length };
  });
  const deleteItem = fromPromise<unknown, { id: number }>(async ({ input }) => {
    if (deleteFailures-- > 0) throw Object.assign(new Error('Only unpaid or cancelled orders can be deleted'), { kind: 'conflict' });
    deleted.push(input.id);
    store.splice(
      store.findIndex((o) => o.id === input.id),
      1,
    );
    return null;
  });
  const confirmDelete = confirmDeleteMachine.provide({ actors: { deleteItem } });
  return { asked, deleted, logic: ordersListMachine.provide({ actors: { loadOrders, confirmDelete } }) };
}

const start = (server: ReturnType<typeof orders>, tab: OrderTab = 'all') => createActor(server.logic, { input: { tab } }).start();

describe('orders list machine', () => {
  it('loads the chosen tab page by page, then has no more', async () => {
    const server = orders(Array.from({ length: 13 }, (_, i) => order(i + 1)));
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    actor.send({ type: 'orders.more' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }) && s.context.items.length === 13);
    actor.send({ type: 'orders.more' });
    expect(server.asked).toEqual([
      { tab: 'all', page: 1 },
      { tab: 'all', page: 2 },
    ]);
  });

  it('shows the empty state for a tab without orders, and starts over on another tab', async () => {
    const server = orders([order(1, 'shipped'), order(2, 'pending_payment')]);
    const actor = start(server, 'delivered');
    await waitFor(actor, (s) => s.matches('empty'));
    actor.send({ type: 'orders.tab', tab: 'shipped' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    expect(actor.getSnapshot().context.items.map((o) => o.id)).toEqual([1]);
    expect(server.asked.at(-1)).toEqual({ tab: 'shipped', page: 1 });
  });

  it('offers retry when the first page fails', async () => {
    const server = orders([order(1)], { failLoads: [1] });
    const actor = start(server);
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'orders.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
  });

  it('deletes an unpaid order after confirming, and a cancel changes nothing', async () => {
    const server = orders([order(1), order(2)]);
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.delete', id: 2 });
    expect(actor.getSnapshot().context.target?.id).toBe(2);
    actor.send({ type: 'orders.delete.cancel' });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.target).toBeNull();
    expect(actor.getSnapshot().children.confirmDelete).toBeUndefined();
    expect(server.deleted).toEqual([]);
    actor.send({ type: 'orders.delete', id: 2 });
    actor.send({ type: 'orders.delete.confirm' });
    await waitFor(actor, (s) => s.matches({ list: 'removed' }));
    expect(server.deleted).toEqual([2]);
    expect(actor.getSnapshot().context).toMatchObject({ total: 1, target: null });
    expect(actor.getSnapshot().context.items.map((o) => o.id)).toEqual([1]);
  });

  it('never asks to delete a paid or shipped order', async () => {
    const server = orders([order(1, 'paid'), order(2, 'shipped'), order(3, 'cancelled')]);
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.delete', id: 1 });
    actor.send({ type: 'orders.delete', id: 2 });
    actor.send({ type: 'orders.delete', id: 99 });
    expect(actor.getSnapshot().matches({ list: 'idle' })).toBe(true);
    actor.send({ type: 'orders.delete', id: 3 });
    expect(actor.getSnapshot().matches({ list: 'removing' })).toBe(true);
    expect(actor.getSnapshot().children.confirmDelete?.getSnapshot().value).toBe('confirming');
  });

  it('shows the empty state when the last order of the tab is deleted', async () => {
    const server = orders([order(1, 'cancelled')]);
    const actor = start(server, 'cancelled');
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.delete', id: 1 });
    actor.send({ type: 'orders.delete.confirm' });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('keeps the order and says why when the delete is refused', async () => {
    const server = orders([order(1)], { failDeletes: 1 });
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.delete', id: 1 });
    actor.send({ type: 'orders.delete.confirm' });
    await waitFor(actor, (s) => s.matches({ list: 'deleteFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(1);
    expect((actor.getSnapshot().context.deleteError as Error).message).toBe('Only unpaid or cancelled orders can be deleted');
    actor.send({ type: 'orders.delete', id: 1 });
    actor.send({ type: 'orders.delete.confirm' });
    await waitFor(actor, (s) => s.matches('empty'));
  });

  it('misses no order on the next page after a delete shifted the pages', async () => {
    const server = orders(
      Array.from({ length: 12 }, (_, i) => order(i + 1)),
      { size: 5 },
    );
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.delete', id: 3 });
    actor.send({ type: 'orders.delete.confirm' });
    await waitFor(actor, (s) => s.matches({ list: 'removed' }));
    expect(nextPage(actor.getSnapshot().context)).toBe(1);
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'orders.more' });
      await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    }
    expect(actor.getSnapshot().context.items.map((o) => o.id)).toEqual([1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(actor.getSnapshot().context.total).toBe(11);
  });

  it('keeps what is shown when the next page fails, and retries it', async () => {
    const server = orders(
      Array.from({ length: 12 }, (_, i) => order(i + 1)),
      { failLoads: [2] },
    );
    const actor = start(server);
    await waitFor(actor, (s) => s.matches({ list: 'idle' }));
    actor.send({ type: 'orders.more' });
    await waitFor(actor, (s) => s.matches({ list: 'moreFailed' }));
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    actor.send({ type: 'orders.retry' });
    await waitFor(actor, (s) => s.matches({ list: 'idle' }) && s.context.items.length === 12);
    expect(server.asked.map((a) => a.page)).toEqual([1, 2, 2]);
  });
});
