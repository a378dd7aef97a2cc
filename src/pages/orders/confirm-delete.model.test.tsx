import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { Route } from 'wouter';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import { confirmDeleteMachine } from '../../../machines/confirm-delete.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import OrderDetailPage from './order-detail-page';
import { detail, inMemoryOrders, renderOrdersPage, settle } from '../../features/orders/test-fixtures';

// A retail customer's orders: the business buyer's custom-logo part of the order page stays out.
vi.mock('../../app/session/selectors', () => ({ useIsBusinessBuyer: () => false }));

const unpaid = detail({
  id: 9,
  order_no: 'OS2611-UNPAID',
  status: 'pending_payment',
  paid_amount: 0,
  payments: [],
  shipment: null,
  events: [{ at: '2026-11-02T10:00:00.000Z', status: 'pending_payment', description: 'Order placed', location: '' }],
  pay_by: '2026-11-02T10:30:00.000Z',
  can_pay: true,
  can_delete: true,
  can_review: false,
});
const refused = new ApiError('conflict', 409, messages.orderNotDeletable);

// The order detail page runs the machine alone (from idle); the orders list and the address book
// invoke it per delete (my-orders-page.model.test.tsx, my-address-book.model.test.tsx).
const model = createTestModel(toModelMachine(confirmDeleteMachine), {
  events: [{ type: 'xstate.error.actor.deleteItem', error: refused }] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => s.value) as never,
});
const paths = model.getShortestPaths({ input: { id: unpaid.id } } as never);

beforeAll(async () => {
  await testI18n();
});

describe('delete on the order detail page (confirm-delete machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['idle', 'confirming', 'deleting', 'done', 'failed']) expect(seen.has(JSON.stringify(v))).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const orders = inMemoryOrders();
      const location = await renderOrdersPage(
        <Route path="/account/order-detail/:id">
          <OrderDetailPage />
        </Route>,
        `/account/order-detail/${unpaid.id}`,
      );
      await settle(orders.orderDetail.last, { value: unpaid });
      const dialog = () => screen.queryByRole('alertdialog');
      const deleteButton = () => screen.getByRole('button', { name: 'Delete' });
      await path.test({
        states: {
          idle: () => {
            expect(dialog()).toBeNull();
            expect(screen.queryByText(messages.orderNotDeletable)).toBeNull();
          },
          confirming: () => {
            expect(within(dialog()!).getByRole('heading').textContent).toBe('Delete order OS2611-UNPAID?');
            expect(within(dialog()!).getByRole('button', { name: 'Delete order' }).getAttribute('aria-busy')).toBeNull();
          },
          deleting: () => {
            expect(within(dialog()!).getByRole('button', { name: 'Delete order' }).getAttribute('aria-busy')).toBe('true');
            expect(orders.delOrder.list.map((c) => c.input)).toEqual([unpaid.id]);
          },
          done: () => {
            expect(location.history!.at(-1)).toBe('/account/my-orders');
          },
          failed: () => {
            expect(dialog()).toBeNull();
            expect(screen.getByRole('alert').textContent).toBe(messages.orderNotDeletable);
          },
        } as never,
        events: {
          'delete.ask': async () => {
            fireEvent.click(deleteButton());
            await flush(1);
          },
          'delete.confirm': async () => {
            fireEvent.click(within(dialog()!).getByRole('button', { name: 'Delete order' }));
            await flush(1);
          },
          'delete.cancel': async () => {
            fireEvent.click(within(dialog()!).getByRole('button', { name: 'Keep it' }));
            await flush(1);
          },
          'xstate.done.actor.deleteItem': () => settle(orders.delOrder.last, { value: null }),
          'xstate.error.actor.deleteItem': () => settle(orders.delOrder.last, { error: refused }),
        } as never,
      });
    });
  }
});
