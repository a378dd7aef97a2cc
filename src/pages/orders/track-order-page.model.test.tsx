import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { TrackResult } from '../../../contract/orders';
import { trackOrderMachine, type TrackOrderContext } from '../../../machines/track-order.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { flush, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import TrackOrderPage from './track-order-page';
import { detail, inMemoryOrders, renderOrdersPage, settle } from '../../features/orders/test-fixtures';

const order = detail({ status: 'shipped' });
const result: TrackResult = {
  order_no: order.order_no,
  status: 'shipped',
  created_at: order.created_at,
  item_count: 3,
  shipment: { ...order.shipment!, delivered_at: null },
  events: order.events.slice(0, 3),
};
const notFound = new ApiError('notFound', 404, messages.trackNotFound);
const tooMany = new ApiError('rateLimited', 429, messages.tooManyAttempts);
// (Inputs drop surrounding spaces on their own; the machine's test covers trimming and upper-casing.)
const NUMBERS = ['', order.order_no.toLowerCase()];
const EMAILS = ['', 'not-an-email', 'shopper@example.com'];

const ctx = (s: AnyMachineSnapshot) => s.context as TrackOrderContext;
const model = createTestModel(toModelMachine(trackOrderMachine), {
  // A person cannot "change" a field to what it already holds.
  events: ((s: AnyMachineSnapshot) => [
    ...NUMBERS.filter((v) => v !== ctx(s).orderNo).map((value) => ({ type: 'track.orderNo', value })),
    ...EMAILS.filter((v) => v !== ctx(s).email).map((value) => ({ type: 'track.email', value })),
    { type: 'track.submit' },
    { type: 'xstate.done.actor.trackOrder', output: result },
    { type: 'xstate.error.actor.trackOrder', error: notFound },
    { type: 'xstate.error.actor.trackOrder', error: tooMany },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, no: c.orderNo, email: c.email, e: c.errors };
  }) as never,
});
const paths = model.getShortestPaths({ input: {} } as never);

beforeAll(async () => {
  await testI18n();
});

describe('public order tracking (track-order machine, model-based)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'searching', 'found', 'notFound', 'failed']) expect(seen.has(JSON.stringify(v))).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const orders = inMemoryOrders();
      await renderOrdersPage(<TrackOrderPage />, '/track-order');
      const page = () => screen.getByRole('region', { name: 'Track your order' });
      const submit = () => screen.getByRole('button', { name: 'Track order' });
      const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
      const messageOf = (label: string) => {
        const id = field(label).getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(field('Order number').value).toBe(c.orderNo);
            expect(field('E-mail').value).toBe(c.email);
            expect(messageOf('Order number')).toBe(c.errors.order_no ?? null);
            expect(messageOf('E-mail')).toBe(c.errors.email ?? null);
            expect(submit().getAttribute('aria-busy')).toBeNull();
            expect(screen.queryByText(messages.trackNotFound)).toBeNull();
            expect(screen.queryByRole('list', { name: 'Order history' })).toBeNull();
          },
          searching: () => {
            expect(submit().getAttribute('aria-busy')).toBe('true');
            const before = orders.trackOrder.list.length;
            fireEvent.click(submit());
            expect(orders.trackOrder.list.length).toBe(before);
            expect(orders.trackOrder.last.input).toEqual({ order_no: order.order_no, email: 'shopper@example.com' });
          },
          found: () => {
            expect(screen.getByRole('heading', { name: `Order ${order.order_no}` })).toBeTruthy();
            expect(screen.getByText('UPS')).toBeTruthy();
            expect(screen.getByText(order.shipment!.tracking_no)).toBeTruthy();
            const steps = within(screen.getByRole('list', { name: 'Order history' })).getAllByRole('listitem');
            expect(steps.map((li) => li.querySelector('strong')!.textContent)).toEqual(['Shipped', 'Payment received', 'Order placed']);
            expect(steps[0]!.textContent).toContain('Memphis, TN');
          },
          notFound: () => {
            expect(within(page()).getByRole('alert').textContent).toBe(messages.trackNotFound);
            expect(screen.queryByRole('list', { name: 'Order history' })).toBeNull();
          },
          failed: () => {
            expect(within(page()).getByRole('alert').textContent).toBe(messages.tooManyAttempts);
            expect(screen.queryByRole('list', { name: 'Order history' })).toBeNull();
          },
        } as never,
        events: {
          'track.orderNo': async ({ event }: { event: { value: string } }) => {
            fireEvent.change(field('Order number'), { target: { value: event.value } });
            await flush(1);
          },
          'track.email': async ({ event }: { event: { value: string } }) => {
            fireEvent.change(field('E-mail'), { target: { value: event.value } });
            await flush(1);
          },
          'track.submit': async () => {
            fireEvent.click(submit());
            await flush(1);
          },
          'xstate.done.actor.trackOrder': ({ event }: { event: { output: TrackResult } }) => settle(orders.trackOrder.last, { value: event.output }),
          'xstate.error.actor.trackOrder': ({ event }: { event: { error: unknown } }) => settle(orders.trackOrder.last, { error: event.error }),
        } as never,
      });
    });
  }

  it('shows the spec messages under the fields', async () => {
    const orders = inMemoryOrders();
    await renderOrdersPage(<TrackOrderPage />, '/track-order');
    fireEvent.click(screen.getByRole('button', { name: 'Track order' }));
    await flush(1);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Please enter your order number', 'This is a required field.']);
    expect(orders.trackOrder.list).toHaveLength(0);
  });

  it('takes the order number from the address (?order_no=)', async () => {
    inMemoryOrders();
    await renderOrdersPage(<TrackOrderPage />, `/track-order?order_no=${order.order_no}`);
    expect((screen.getByLabelText('Order number') as HTMLInputElement).value).toBe(order.order_no);
  });
});
