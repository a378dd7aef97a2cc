import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import type { PaymentResult } from '../../../contract/orders';
import type { WalletExecuteInput } from '../../../contract/schemas/payment';
import { cartMachine } from '../../../machines/cart.machine';
import { paymentReturnMachine, type PaymentReturnContext, type PaymentReturnInput } from '../../../machines/payment-return.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { currency, settles } from '../../../tests/support/payment-fixtures';
import { ApiError } from '../../api/errors';
import { ordersApi } from '../../features/orders/orders.api';
import { paymentApi } from '../../features/payment/payment.api';
import { CartContext } from '../../features/cart/cart-context';
import { storage } from '../../app/storage';
import PaymentSuccessPage from './payment-success-page';

const result: PaymentResult = {
  order_id: 4,
  order_no: 'OS2611-QWERTY',
  status: 'paid',
  payment: {
    id: 2,
    method: 'wallet',
    purpose: 'order',
    status: 'succeeded',
    amount: 50,
    created_at: '2026-11-22T00:00:00Z',
    description: 'Sandbox Wallet',
  },
};
// The server's refusal of a forged approval names the order.
const refused = new ApiError('declined', 402, messages.paymentFailed, {}, { order_id: 4, payment_id: 2, reason: 'paymentFailed' });

const model = createTestModel(toModelMachine(paymentReturnMachine), {
  events: [
    { type: 'xstate.done.actor.execute', output: result },
    { type: 'xstate.error.actor.execute', error: refused },
  ] as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => ({ v: s.value, e: (s.context as PaymentReturnContext).error })) as never,
});
const INPUTS: PaymentReturnInput[] = [
  { token: 'EC-1', payerId: 'PAYER1' },
  { token: null, payerId: 'PAYER1' },
];
const paths = INPUTS.flatMap((input) => model.getShortestPaths({ input } as never).map((path) => ({ input, path })));

const address = (i: PaymentReturnInput) =>
  `/payment-success?method=wallet${i.token ? `&token=${i.token}` : ''}${i.payerId ? `&payer_id=${i.payerId}` : ''}`;

describe('wallet return on /payment-success (payment-return machine, model-based, against the page)', () => {
  beforeEach(() => {
    localStorage.clear();
    // What the panel remembered before leaving for the wallet.
    storage.set('paymentInfo', { order_id: 4, order_no: result.order_no, total: 50, currency, method: 'wallet' });
    storage.set('payFlag', '4');
  });
  afterEach(() => vi.restoreAllMocks());

  it('reaches every state', () => {
    const seen = statesVisited(paths.map((p) => p.path) as never);
    for (const v of ['executing', 'succeeded', 'failed']) expect(seen.has(JSON.stringify(v))).toBe(true);
  });

  for (const { input, path } of paths) {
    it(`${input.token ? 'with' : 'without'} the approval: ${pathName(path as never)}`, async () => {
      const execute = calls<PaymentResult, WalletExecuteInput>();
      vi.spyOn(paymentApi, 'executeWallet').mockImplementation((i) => execute.start(i));
      const orderDetail = vi.spyOn(ordersApi, 'orderDetail').mockImplementation(() => new Promise(() => {}));
      const { Wrapper, location } = shellHarness({ path: address(input), i18n: await testI18n() });
      render(
        <Wrapper>
          <CartContext.Provider logic={cartMachine}>
            <PaymentSuccessPage />
          </CartContext.Provider>
        </Wrapper>,
      );
      await flush();
      const here = () => location.history[location.history.length - 1];

      await path.test({
        states: {
          executing: () => {
            expect(screen.getByText('Confirming your payment…').closest('[role=status]')).toBeTruthy();
            expect(execute.list.map((c) => c.input)).toEqual([{ token: 'EC-1', payer_id: 'PAYER1' }]);
          },
          succeeded: () => {
            expect(here()).toBe('/payment-success?order_id=4');
            expect(location.history).toHaveLength(1);
            expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful');
            expect(screen.getByText('OS2611-QWERTY')).toBeTruthy();
            expect(screen.getByText('€46.00')).toBeTruthy();
            expect(storage.get('payFlag')).toBeUndefined();
            // The panel remembered the order: nothing to read.
            expect(orderDetail).not.toHaveBeenCalled();
          },
          failed: (s) => {
            const c = s.context as PaymentReturnContext;
            expect(here()).toBe('/payment-failed?order_id=4&reason=failed');
            expect(storage.get('paymentInfo')).toMatchObject({ order_id: 4, reason: 'failed', message: c.error });
            if (!input.token) expect(execute.list).toEqual([]);
          },
        },
        events: settles('execute', execute) as never,
      });
    });
  }
});
