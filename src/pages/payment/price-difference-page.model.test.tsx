import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderDetail, WalletRedirect } from '../../../contract/orders';
import { priceDifferenceMachine, type PriceDifferenceContext } from '../../../machines/price-difference.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { currency, settles } from '../../../tests/support/payment-fixtures';
import { ApiError } from '../../api/errors';
import { storage } from '../../app/storage';
import PriceDifferencePage from './price-difference-page';
import { priceDifferenceLogic } from '../../features/payment/price-difference.actors';

const order = (difference_due: number) =>
  ({ id: 8, order_no: 'OS2611-DIFF22', total: 110, paid_amount: 110 - difference_due, difference_due, currency }) as OrderDetail;
const redirect: WalletRedirect = { payment_id: 6, approve_url: '/sandbox/wallet/approve?token=d1' };
const offline = new ApiError('network', 600, messages.requestFailed);
const unknown = new ApiError('notFound', 404, messages.orderNotFound);
const settled = new ApiError('conflict', 409, messages.noDifferenceDue);

const model = createTestModel(toModelMachine(priceDifferenceMachine), {
  events: [
    { type: 'xstate.done.actor.loadOrder', output: order(10) },
    { type: 'xstate.done.actor.loadOrder', output: order(0) },
    { type: 'xstate.error.actor.loadOrder', error: offline },
    { type: 'xstate.error.actor.loadOrder', error: unknown },
    { type: 'xstate.done.actor.fillPay', output: redirect },
    { type: 'xstate.error.actor.fillPay', error: settled },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = s.context as PriceDifferenceContext;
    return { v: s.value, due: c.order?.difference_due, e: c.error };
  }) as never,
});
const paths = model.getShortestPaths({ input: { orderId: 8 } } as never);

describe('/price-difference (price-difference machine, model-based, against the page)', () => {
  beforeEach(() => localStorage.clear());

  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['loading', 'notFound', 'loadFailed', 'nothingDue', 'ready', 'paying', 'leaving', 'failed']) {
      expect(seen.has(JSON.stringify(v)), v).toBe(true);
    }
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const load = calls<OrderDetail, number>();
      const fillPay = calls<WalletRedirect, number>();
      const left: string[] = [];
      // In-memory calls, the app's real effects but leaving the app (which jsdom cannot do): recorded.
      const logic = priceDifferenceLogic.provide({
        actors: {
          loadOrder: fromPromise(({ input }) => load.start(input.orderId)),
          fillPay: fromPromise(({ input }) => fillPay.start(input.orderId)),
        },
        actions: { leaveApp: (_, { url }) => void left.push(url) },
      });
      const { Wrapper } = shellHarness({ path: '/price-difference?order_id=8', i18n: await testI18n() });
      render(
        <Wrapper>
          <PriceDifferencePage logic={logic} />
        </Wrapper>,
      );
      await flush();
      const payButton = () => screen.queryByRole('button', { name: 'Pay €9.20 with the wallet' });

      await path.test({
        states: {
          loading: () => {
            expect(load.last.input).toBe(8);
            expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
          },
          notFound: () => {
            expect(screen.getByRole('alert').textContent).toBe(messages.orderNotFound);
            expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
            expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/account/my-orders');
            expect(payButton()).toBeNull();
          },
          loadFailed: (s) => {
            expect(screen.getByRole('alert').textContent).toBe(`We could not load this order. ${(s.context as PriceDifferenceContext).error}`);
            expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
          },
          nothingDue: () => {
            expect(screen.getByText(messages.noDifferenceDue)).toBeTruthy();
            expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/account/order-detail/8');
            expect(payButton()).toBeNull();
          },
          ready: () => {
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pay the price difference');
            const facts = [...document.querySelectorAll('dl > div')].map((d) => d.textContent);
            expect(facts).toEqual(['Order numberOS2611-DIFF22', 'Order total€101.20', 'Already paid€92.00', 'Difference due€9.20']);
            expect(payButton()!.getAttribute('aria-busy')).toBeNull();
            expect(screen.queryByRole('alert')).toBeNull();
          },
          paying: () => {
            expect(payButton()!.getAttribute('aria-busy')).toBe('true');
            const before = fillPay.list.length;
            fireEvent.click(payButton()!);
            expect(fillPay.list.length).toBe(before);
            expect(fillPay.last.input).toBe(8);
          },
          leaving: () => {
            expect(payButton()!.getAttribute('aria-busy')).toBe('true');
            expect(left.at(-1)).toBe(redirect.approve_url);
            expect(storage.get('payFlag')).toBe('8');
          },
          failed: (s) => {
            expect(screen.getByRole('alert').textContent).toBe((s.context as PriceDifferenceContext).error);
            expect(payButton()!.getAttribute('aria-busy')).toBeNull();
          },
        },
        events: {
          'difference.pay': () => fireEvent.click(payButton()!),
          'difference.retry': () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
          'difference.resume': () => act(() => void window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))),
          ...settles('loadOrder', load),
          ...settles('fillPay', fillPay),
        } as never,
      });
    });
  }
});
