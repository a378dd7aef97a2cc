import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../../contract/messages';
import type { InstalmentAccess } from '../../../contract/orders';
import { paymentMachine, type PaymentContext } from '../../../machines/payment.machine';
import { order, schedule } from '../../../tests/support/payment-fixtures';
import { paymentView, type PaymentView } from './payment.view';

const context: PaymentContext = {
  order,
  method: 'card',
  card: { name: '', card_number: '', expiry: '', cvc: '' },
  fieldErrors: {},
  submitted: false,
  intentId: null,
  sessionId: null,
  schedule: [],
  instalmentRange: null,
  redirect: null,
  bankDetails: null,
  result: null,
  error: null,
  reason: null,
};

const none = { busy: false, paid: false, failed: false, editable: false, checking: false, preparing: false, outOfRange: false };

/** The flags of the view in one state of the machine. */
function flagsIn(value: Parameters<typeof paymentMachine.resolveState>[0]['value'], ctx: Partial<PaymentContext> = {}) {
  const v: PaymentView = paymentView(paymentMachine.resolveState({ value, context: { ...context, ...ctx } }));
  const { busy, paid, failed, editable, checking, preparing, outOfRange } = v;
  return { busy, paid, failed, editable, checking, preparing, outOfRange };
}

describe('payment view', () => {
  it('card: read-only form while the intent is made, editable, busy while charging, failed when refused', () => {
    expect(flagsIn({ card: 'creatingIntent' })).toEqual(none);
    expect(flagsIn({ card: 'editing' })).toEqual({ ...none, editable: true });
    expect(flagsIn({ card: 'confirming' })).toEqual({ ...none, busy: true });
    expect(flagsIn({ card: 'unavailable' })).toEqual({ ...none, failed: true });
    expect(flagsIn({ card: 'declined' })).toEqual({ ...none, failed: true });
  });

  it('wallet and bank transfer: busy from the click until the flow leaves the panel', () => {
    expect(flagsIn({ wallet: 'ready' }, { method: 'wallet' })).toEqual(none);
    expect(flagsIn({ wallet: 'redirecting' }, { method: 'wallet' })).toEqual({ ...none, busy: true });
    expect(flagsIn({ wallet: 'leaving' }, { method: 'wallet' })).toEqual({ ...none, busy: true });
    expect(flagsIn({ wallet: 'failed' }, { method: 'wallet' })).toEqual({ ...none, failed: true });
    expect(flagsIn({ bank: 'ready' }, { method: 'bank_transfer' })).toEqual(none);
    expect(flagsIn({ bank: 'requesting' }, { method: 'bank_transfer' })).toEqual({ ...none, busy: true });
    expect(flagsIn({ bank: 'done' }, { method: 'bank_transfer' })).toEqual({ ...none, busy: true });
    expect(flagsIn({ bank: 'failed' }, { method: 'bank_transfer' })).toEqual({ ...none, failed: true });
  });

  it('pay in 4: checking, preparing, out of range, the form, paying, failed', () => {
    const p4 = { method: 'pay_in_4' as const };
    expect(flagsIn({ payIn4: 'checking' }, p4)).toEqual({ ...none, checking: true });
    expect(flagsIn({ payIn4: 'creatingSession' }, p4)).toEqual({ ...none, preparing: true });
    expect(flagsIn({ payIn4: 'unavailable' }, p4)).toEqual({ ...none, outOfRange: true });
    expect(flagsIn({ payIn4: 'checkFailed' }, p4)).toEqual({ ...none, failed: true });
    expect(flagsIn({ payIn4: 'editing' }, p4)).toEqual({ ...none, editable: true });
    expect(flagsIn({ payIn4: 'paying' }, p4)).toEqual({ ...none, busy: true });
    expect(flagsIn({ payIn4: 'failed' }, p4)).toEqual({ ...none, failed: true });
  });

  it('paid: the methods stay disabled', () => {
    expect(flagsIn('succeeded')).toEqual({ ...none, paid: true, busy: true });
  });

  it('carries the method, the card, its messages, the schedule, the range and the failure from a running machine', async () => {
    const actor = createActor(
      paymentMachine.provide({
        actors: {
          checkInstalments: fromPromise(async (): Promise<InstalmentAccess> => ({ accessible: true, min: 35, max: 2000 })),
          createSession: fromPromise(async () => ({ session_id: 's1', schedule })),
          payInstalments: fromPromise(async () => Promise.reject(new Error(messages.insufficientFunds))),
        },
      }),
      { input: { order, method: 'pay_in_4' } },
    ).start();
    expect(paymentView(actor.getSnapshot())).toMatchObject({ method: 'pay_in_4', checking: true, schedule: [], range: null });
    await waitFor(actor, (s) => paymentView(s).editable);
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
    expect(paymentView(actor.getSnapshot())).toMatchObject({ ...none, method: 'wallet', fieldErrors: {}, error: null });
  });
});
