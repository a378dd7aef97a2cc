import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyStateMachine } from 'xstate';
import { messages } from '../../../contract/messages';
import type { InstalmentAccess, PaymentMethod } from '../../../contract/orders';
import { paymentMachine, type PaymentContext } from '../../../machines/payment.machine';
import { bankTransferPaymentMachine } from '../../../machines/payment/bank-transfer.machine';
import { cardPaymentMachine } from '../../../machines/payment/card.machine';
import { payIn4PaymentMachine } from '../../../machines/payment/pay-in-4.machine';
import { EMPTY_CARD } from '../../../machines/payment/shared';
import { walletPaymentMachine } from '../../../machines/payment/wallet.machine';
import { order, schedule } from '../../../tests/support/payment-fixtures';
import { methodActorOf, paymentView, type MethodSnapshot, type PaymentView } from './payment.view';

const none = { busy: false, paid: false, failed: false, editable: false, checking: false, preparing: false, outOfRange: false };

/** The payment machine running `method`'s machine (or in `succeeded`). */
function payment(method: PaymentMethod, value: Parameters<typeof paymentMachine.resolveState>[0]['value']) {
  const context: PaymentContext = { order, method, card: EMPTY_CARD, result: null };
  return paymentMachine.resolveState({ value, context });
}

/** The flags of the view with `method`'s machine in one of its states. */
function flagsIn(machine: AnyStateMachine, method: PaymentMethod, value: string) {
  const running = machine.resolveState({ value, context: createActor(machine, { input: { order, card: EMPTY_CARD } }).getSnapshot().context });
  const parentState = { card: 'card', wallet: 'wallet', bank_transfer: 'bankTransfer', pay_in_4: 'payIn4' }[method];
  const v: PaymentView = paymentView(payment(method, { paying: parentState }), running as MethodSnapshot);
  const { busy, paid, failed, editable, checking, preparing, outOfRange } = v;
  return { busy, paid, failed, editable, checking, preparing, outOfRange };
}

describe('payment view', () => {
  it('card: read-only form while the intent is made, editable, busy while charging, failed when refused', () => {
    const card = (value: string) => flagsIn(cardPaymentMachine, 'card', value);
    expect(card('creatingIntent')).toEqual(none);
    expect(card('editing')).toEqual({ ...none, editable: true });
    expect(card('confirming')).toEqual({ ...none, busy: true });
    expect(card('unavailable')).toEqual({ ...none, failed: true });
    expect(card('declined')).toEqual({ ...none, failed: true });
  });

  it('wallet and bank transfer: busy from the click until the flow leaves the panel', () => {
    const wallet = (value: string) => flagsIn(walletPaymentMachine, 'wallet', value);
    const bank = (value: string) => flagsIn(bankTransferPaymentMachine, 'bank_transfer', value);
    expect(wallet('ready')).toEqual(none);
    expect(wallet('redirecting')).toEqual({ ...none, busy: true });
    expect(wallet('leaving')).toEqual({ ...none, busy: true });
    expect(wallet('failed')).toEqual({ ...none, failed: true });
    expect(bank('ready')).toEqual(none);
    expect(bank('requesting')).toEqual({ ...none, busy: true });
    expect(bank('done')).toEqual({ ...none, busy: true });
    expect(bank('failed')).toEqual({ ...none, failed: true });
  });

  it('pay in 4: checking, preparing, out of range, the form, paying, failed', () => {
    const p4 = (value: string) => flagsIn(payIn4PaymentMachine, 'pay_in_4', value);
    expect(p4('checking')).toEqual({ ...none, checking: true });
    expect(p4('creatingSession')).toEqual({ ...none, preparing: true });
    expect(p4('unavailable')).toEqual({ ...none, outOfRange: true });
    expect(p4('checkFailed')).toEqual({ ...none, failed: true });
    expect(p4('editing')).toEqual({ ...none, editable: true });
    expect(p4('paying')).toEqual({ ...none, busy: true });
    expect(p4('failed')).toEqual({ ...none, failed: true });
  });

  it('paid: the methods stay disabled', () => {
    const { busy, paid, failed, editable, checking, preparing, outOfRange } = paymentView(payment('card', 'succeeded'));
    expect({ busy, paid, failed, editable, checking, preparing, outOfRange }).toEqual({ ...none, paid: true, busy: true });
  });

  it('carries the method, the card, its messages, the schedule, the range and the failure from the running machines', async () => {
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          payIn4: payIn4PaymentMachine.provide({
            actors: {
              checkInstalments: fromPromise(async (): Promise<InstalmentAccess> => ({ accessible: true, min: 35, max: 2000 })),
              createSession: fromPromise(async () => ({ session_id: 's1', schedule })),
              payInstalments: fromPromise(async () => Promise.reject(new Error(messages.insufficientFunds))),
            },
          }),
        },
      }),
      { input: { order, method: 'pay_in_4' } },
    ).start();
    expect(paymentView(actor.getSnapshot())).toMatchObject({ method: 'pay_in_4', checking: true, schedule: [], range: null });
    await waitFor(methodActorOf(actor.getSnapshot())!, () => paymentView(actor.getSnapshot()).editable);
    actor.send({ type: 'card.submit' });
    expect(paymentView(actor.getSnapshot())).toMatchObject({
      editable: true,
      schedule,
      range: { min: 35, max: 2000 },
      fieldErrors: { name: messages.cardNameRequired },
    });
    actor.send({ type: 'card.edit', field: 'card_number', value: '4242424242424242' });
    expect(paymentView(actor.getSnapshot()).card.card_number).toBe('4242 4242 4242 4242');
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(paymentView(actor.getSnapshot())).toMatchObject({ ...none, method: 'wallet', fieldErrors: {}, error: null, schedule: [], range: null });
    // The card as typed stays with the payment machine while the wallet runs.
    expect(paymentView(actor.getSnapshot()).card.card_number).toBe('4242 4242 4242 4242');
  });
});
