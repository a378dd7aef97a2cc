import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderPage, OrderTab } from '../../../contract/orders';
import { ordersListMachine, type OrdersListContext } from '../../../machines/orders-list.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import MyOrdersPage from './my-orders-page';
import { inMemoryOrders, renderOrdersPage, settle, summary } from '../../features/orders/test-fixtures';

const TOTAL = 12;
// The first page: one unpaid order (deletable) and nine that are not.
const firstOfTwo: OrderPage = {
  items: [summary(1, 'pending_payment'), ...Array.from({ length: 9 }, (_, i) => summary(i + 2, i % 2 ? 'shipped' : 'paid'))],
  page: 1,
  page_size: 10,
  total: TOTAL,
};
const secondOfTwo: OrderPage = { items: [summary(11, 'delivered'), summary(12, 'cancelled')], page: 2, page_size: 10, total: TOTAL };
const onlyOne: OrderPage = { items: [summary(1, 'pending_payment')], page: 1, page_size: 10, total: 1 };
const nothing: OrderPage = { items: [], page: 1, page_size: 10, total: 0 };
const failure = new ApiError('server', 500, messages.serverError);
const refused = new ApiError('conflict', 409, messages.orderNotDeletable);

const ctx = (s: AnyMachineSnapshot) => s.context as OrdersListContext;
// A TestModel with the events listed (not createTestModel, which adds every event the machine
// takes): the dialog's confirm and cancel are passed on to the invoked confirm-delete machine, so
// they are replayed through its end and snapshots below.
const model = new TestModel(toModelMachine(ordersListMachine), {
  events: ((s: AnyMachineSnapshot) =>
    [
      { type: 'xstate.done.actor.loadFirstPage', output: firstOfTwo },
      { type: 'xstate.done.actor.loadFirstPage', output: onlyOne },
      { type: 'xstate.done.actor.loadFirstPage', output: nothing },
      { type: 'xstate.error.actor.loadFirstPage', error: failure },
      { type: 'xstate.done.actor.loadNextPage', output: secondOfTwo },
      { type: 'xstate.error.actor.loadNextPage', error: failure },
      // The invoked confirm-delete machine (confirm-delete.model.test.tsx replays it alone): its end,
      // and the snapshots this list follows (cancelled back to idle, refused).
      { type: 'xstate.done.actor.confirmDelete', output: { id: 1 } },
      { type: 'xstate.snapshot.confirmDelete', snapshot: { value: 'idle', context: { id: 1, asked: false, error: null } } },
      { type: 'xstate.snapshot.confirmDelete', snapshot: { value: 'failed', context: { id: 1, asked: false, error: refused } } },
      { type: 'orders.more' },
      { type: 'orders.retry' },
      // The order a shopper can delete: the unpaid one, while it is listed.
      { type: 'orders.delete', id: 1 },
      { type: 'orders.tab', tab: (ctx(s).tab === 'all' ? 'unpaid' : 'all') satisfies OrderTab },
    ].filter((e) => __unsafe_getAllOwnEventDescriptors(s).includes(e.type))) as never,
  // Keyed by what the customer sees: the state, how many cards and the tab.
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ v: s.value, n: ctx(s).items.length, tab: ctx(s).tab })) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const paths = model.getShortestPaths({ input: { tab: 'all' } } as never);

beforeAll(async () => {
  await testI18n();
});

describe('my orders page (model: every state and transition of orders-list.machine)', () => {
  it('reaches every state a customer can see', () => {
    const seen = statesVisited(paths as never);
    for (const v of [
      '"loading"',
      '"failed"',
      '"empty"',
      ...['idle', 'loadingMore', 'moreFailed', 'removing', 'removed', 'deleteFailed'].map((s) => JSON.stringify({ list: s })),
    ])
      expect(seen).toContain(v);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const orders = inMemoryOrders();
      const location = await renderOrdersPage(<MyOrdersPage />, '/account/my-orders');
      const page = () => screen.getByRole('region', { name: 'My orders' });
      const cards = () => screen.queryAllByRole('article');
      const dialog = () => screen.queryByRole('alertdialog');
      const cardOf = (id: number) => cards().find((c) => within(c).queryByText(summary(id).order_no));
      /** Confirms in the dialog: its button turns busy while the order is deleted. */
      const confirm = async () => {
        const before = orders.delOrder.list.length;
        fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete order' }));
        await flush();
        expect(within(dialog()!).getByRole('button', { name: 'Delete order' }).getAttribute('aria-busy')).toBe('true');
        expect(orders.delOrder.list).toHaveLength(before + 1);
        expect(orders.delOrder.last.input).toBe(1);
      };
      const checkCards = (s: AnyMachineSnapshot) => {
        expect(cards()).toHaveLength(ctx(s).items.length);
        const more = screen.queryByRole('button', { name: /Load more/ });
        if (ctx(s).items.length < ctx(s).total && !s.matches({ list: 'moreFailed' }))
          expect(more!.textContent).toContain(`(${ctx(s).items.length} of ${ctx(s).total})`);
        else expect(more).toBeNull();
      };
      await path.test({
        states: {
          loading: (s: AnyMachineSnapshot) => {
            expect(within(page()).getByRole('status').textContent).toBe('Loading your orders…');
            expect(cards()).toHaveLength(0);
            expect(orders.myOrders.last.input).toEqual({ tab: ctx(s).tab, page: 1 });
            expect(screen.getByRole('link', { name: ctx(s).tab === 'all' ? 'All' : 'Unpaid' }).getAttribute('aria-current')).toBe('page');
          },
          failed: () => {
            const alert = screen.getByRole('alert');
            expect(alert.textContent).toContain('Your orders could not be loaded.');
            expect(alert.textContent).toContain(messages.serverError);
          },
          empty: (s: AnyMachineSnapshot) => {
            expect(screen.getByText(ctx(s).tab === 'all' ? 'You have no orders yet.' : 'No orders waiting for payment.')).toBeTruthy();
            expect(cards()).toHaveLength(0);
          },
          'list.idle': (s: AnyMachineSnapshot) => {
            checkCards(s);
            expect(dialog()).toBeNull();
          },
          'list.loadingMore': (s: AnyMachineSnapshot) => {
            expect(cards()).toHaveLength(ctx(s).items.length);
            expect(screen.getByRole('button', { name: /Load more/ }).getAttribute('aria-busy')).toBe('true');
            expect(orders.myOrders.last.input.page).toBe(Math.floor(ctx(s).items.length / 10) + 1);
          },
          'list.moreFailed': (s: AnyMachineSnapshot) => {
            checkCards(s);
            expect(screen.getByRole('alert').textContent).toContain('More orders could not be loaded.');
          },
          'list.removing': (s: AnyMachineSnapshot) => {
            const d = dialog()!;
            expect(d.getAttribute('aria-labelledby')).toBeTruthy();
            expect(within(d).getByRole('heading').textContent).toBe(`Delete order ${ctx(s).target!.order_no}?`);
            expect(d.textContent).toContain('The order is cancelled and its items go back on sale.');
            expect(within(d).getByRole('button', { name: 'Delete order' }).getAttribute('aria-busy')).toBeNull();
          },
          'list.removed': (s: AnyMachineSnapshot) => {
            checkCards(s);
            expect(dialog()).toBeNull();
            expect(within(page()).getByRole('status').textContent).toBe('The order was deleted.');
            expect(cardOf(1)).toBeUndefined();
          },
          'list.deleteFailed': (s: AnyMachineSnapshot) => {
            checkCards(s);
            expect(dialog()).toBeNull();
            expect(screen.getByRole('alert').textContent).toBe(messages.orderNotDeletable);
            expect(cardOf(1)).toBeTruthy();
          },
        } as never,
        events: {
          'xstate.done.actor.loadFirstPage': ({ event }: { event: { output: OrderPage } }) => settle(orders.myOrders.last, { value: event.output }),
          'xstate.error.actor.loadFirstPage': () => settle(orders.myOrders.last, { error: failure }),
          'xstate.done.actor.loadNextPage': ({ event }: { event: { output: OrderPage } }) => settle(orders.myOrders.last, { value: event.output }),
          'xstate.error.actor.loadNextPage': () => settle(orders.myOrders.last, { error: failure }),
          'xstate.done.actor.confirmDelete': async () => {
            await confirm();
            await settle(orders.delOrder.last, { value: null });
          },
          'xstate.snapshot.confirmDelete': async ({ event }: { event: { snapshot: { value: string } } }) => {
            if (event.snapshot.value === 'idle') {
              fireEvent.click(within(dialog()!).getByRole('button', { name: 'Keep it' }));
              await flush();
              expect(orders.delOrder.list).toHaveLength(0);
              return;
            }
            await confirm();
            await settle(orders.delOrder.last, { error: refused });
          },
          'orders.more': async () => {
            // Without more to load there is no button (the machine's guard says no).
            const more = screen.queryByRole('button', { name: /Load more/ });
            if (more) fireEvent.click(more);
            await flush();
          },
          'orders.retry': async () => {
            fireEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
            await flush();
          },
          'orders.delete': async () => {
            // Only an unpaid or cancelled order has Delete; once gone, there is nothing to click.
            const card = cardOf(1);
            if (card) fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
            await flush();
          },
          'orders.tab': async ({ event }: { event: { tab: OrderTab } }) => {
            fireEvent.click(screen.getByRole('link', { name: event.tab === 'all' ? 'All' : 'Unpaid' }));
            await flush();
            expect(location.history!.at(-1)).toBe(event.tab === 'all' ? '/account/my-orders' : '/account/my-orders?tab=unpaid');
          },
        } as never,
      });
    });
  }
});
