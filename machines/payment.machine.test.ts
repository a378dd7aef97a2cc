import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { messages } from '../contract/messages';
import { SANDBOX_CARDS, type InstalmentAccess, type PaymentMethod } from '../contract/orders';
import { bank, FakeApiError, order, paid, schedule } from '../tests/support/payment-fixtures';
import { paymentMachine } from './payment.machine';
import { bankTransferPaymentMachine } from './payment/bank-transfer.machine';
import { cardPaymentMachine } from './payment/card.machine';
import { payIn4PaymentMachine } from './payment/pay-in-4.machine';
import { EMPTY_CARD, type CardFields } from './payment/shared';
import { walletPaymentMachine } from './payment/wallet.machine';

const validCard: CardFields = { name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

/** The payment machine with each method's machine and their calls in memory (the method machines' own tests beside them). */
function start(method: PaymentMethod, o: { walletFails?: boolean } = {}) {
  const seen = { intents: 0, reported: [] as string[] };
  const logic = paymentMachine.provide({
    actors: {
      card: cardPaymentMachine.provide({
        actors: {
          createIntent: fromPromise(async () => ({ intent_id: `pi_${++seen.intents}` })),
          payCard: fromPromise(async () => paid),
        },
      }),
      wallet: walletPaymentMachine.provide({
        actors: {
          payWallet: fromPromise(async () => {
            if (o.walletFails) throw new FakeApiError('conflict', messages.orderAlreadyPaid);
            return { payment_id: 3, approve_url: '/sandbox/wallet/approve?token=t1' };
          }),
        },
        actions: { leaveApp: (_, { url }) => void seen.reported.push(`left:${url}`) },
      }),
      bankTransfer: bankTransferPaymentMachine.provide({
        actors: { payBankTransfer: fromPromise(async () => bank) },
        actions: { reportBankTransfer: (_, { details }) => void seen.reported.push(`bank:${details.reference}`) },
      }),
      payIn4: payIn4PaymentMachine.provide({
        actors: {
          checkInstalments: fromPromise(async (): Promise<InstalmentAccess> => ({ accessible: true, min: 35, max: 2000 })),
          createSession: fromPromise(async () => ({ session_id: 's1', schedule })),
          payInstalments: fromPromise(async () => paid),
        },
      }),
    },
    actions: {
      reportSuccess: (_, { order: o, method: m }) => void seen.reported.push(`success:${o.id}:${m}`),
    },
  });
  const actor = createActor(logic, { input: { order, method } }).start();
  return { actor, seen };
}

type Snapshot = SnapshotFrom<typeof paymentMachine>;

/** The running method's machine. */
function method(s: Snapshot) {
  return s.children.card ?? s.children.wallet ?? s.children.bankTransfer ?? s.children.payIn4;
}

/** The running method's machine: its state and context. */
function running(s: Snapshot) {
  return method(s)?.getSnapshot();
}

/** Until the running method's machine is in `value` (it changes without the payment machine changing). */
async function until(actor: ActorRefFrom<typeof paymentMachine>, value: string) {
  await waitFor(method(actor.getSnapshot())!, (s) => s.value === value);
}

function fill(actor: ReturnType<typeof start>['actor'], card: Partial<CardFields>) {
  for (const [field, value] of Object.entries(card)) actor.send({ type: 'card.edit', field: field as keyof CardFields, value });
}

describe('payment machine', () => {
  it('runs the machine of the method it was given', () => {
    for (const [method, state, child] of [
      ['card', 'card', 'creatingIntent'],
      ['wallet', 'wallet', 'ready'],
      ['bank_transfer', 'bankTransfer', 'ready'],
      ['pay_in_4', 'payIn4', 'checking'],
    ] as const) {
      const { actor } = start(method);
      expect(actor.getSnapshot().value).toEqual({ paying: state });
      expect(running(actor.getSnapshot())?.value).toBe(child);
      expect(actor.getSnapshot().context.method).toBe(method);
    }
  });

  it('passes the panel’s events on: a card paid is reported once, and the payment ends paid', async () => {
    const { actor, seen } = start('card');
    await until(actor, 'editing');
    fill(actor, validCard);
    expect(running(actor.getSnapshot())?.context).toMatchObject({ card: { ...validCard, card_number: '4242 4242 4242 4242' } });
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(actor.getSnapshot().context.result).toEqual(paid);
    expect(actor.getSnapshot().hasTag('paid')).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().children).toEqual({});
    expect(seen.reported).toEqual([`success:${order.id}:card`]);
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(actor.getSnapshot().value).toBe('succeeded');
  });

  it('pay in 4 paid is reported with its method', async () => {
    const { actor, seen } = start('pay_in_4');
    await until(actor, 'editing');
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.reported).toEqual([`success:${order.id}:pay_in_4`]);
  });

  it('changes method at once, starting the new method’s machine afresh', async () => {
    const { actor } = start('wallet', { walletFails: true });
    actor.send({ type: 'payment.start' });
    await until(actor, 'failed');
    expect(running(actor.getSnapshot())?.context.error).toBe(messages.orderAlreadyPaid);
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    expect(actor.getSnapshot()).toMatchObject({ value: { paying: 'bankTransfer' }, context: { method: 'bank_transfer' } });
    expect(running(actor.getSnapshot())).toMatchObject({ value: 'ready', context: { error: null } });
  });

  it('does not change method while a call is out, nor to the method it runs', async () => {
    const { actor, seen } = start('wallet');
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(running(actor.getSnapshot())?.value).toBe('ready');
    actor.send({ type: 'payment.start' });
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().value).toEqual({ paying: 'wallet' });
    await until(actor, 'leaving');
    expect(seen.reported).toEqual(['left:/sandbox/wallet/approve?token=t1']);
  });

  it('keeps the card as typed across methods, without its messages; the card makes a new intent', async () => {
    const { actor, seen } = start('card');
    await until(actor, 'editing');
    fill(actor, { name: 'Ada' });
    actor.send({ type: 'card.submit' });
    expect(running(actor.getSnapshot())?.context).toMatchObject({ submitted: true, fieldErrors: { cvc: messages.cvcInvalid } });
    actor.send({ type: 'payment.method', method: 'pay_in_4' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'pay_in_4', card: { ...EMPTY_CARD, name: 'Ada' } });
    await until(actor, 'editing');
    expect(running(actor.getSnapshot())?.context).toMatchObject({ card: { ...EMPTY_CARD, name: 'Ada' }, fieldErrors: {}, submitted: false });
    fill(actor, { cvc: '123' });
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    actor.send({ type: 'payment.method', method: 'card' });
    expect(running(actor.getSnapshot())).toMatchObject({ value: 'creatingIntent', context: { card: { ...EMPTY_CARD, name: 'Ada', cvc: '123' } } });
    await until(actor, 'editing');
    expect(seen.intents).toBe(2);
  });
});
