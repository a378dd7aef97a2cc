import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { PaymentMethod, PaymentResult, WalletRedirect } from '../contract/orders';
import { bank, order, paid, schedule } from '../tests/support/payment-fixtures';
import { SANDBOX_CARDS } from '../contract/orders';
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  paymentMachine,
  type CardFields,
  type PayCardInput,
  type PayInstalmentsInput,
} from './payment.machine';

const result = paid;
const validCard: CardFields = { name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

class FakeApiError extends Error {
  constructor(
    readonly kind: string,
    message: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
  }
}

interface Options {
  method?: PaymentMethod;
  intentFails?: boolean;
  payCard?: (input: PayCardInput) => Promise<PaymentResult>;
  walletFails?: boolean;
  accessible?: boolean;
  payInstalments?: (input: PayInstalmentsInput) => Promise<PaymentResult>;
}

function start(o: Options = {}) {
  const seen = { intents: 0, cards: [] as PayCardInput[], instalments: [] as PayInstalmentsInput[], reported: [] as string[], left: [] as string[] };
  const logic = paymentMachine.provide({
    actors: {
      createIntent: fromPromise(async () => {
        seen.intents += 1;
        if (o.intentFails) throw new FakeApiError('network', messages.requestFailed);
        return { intent_id: `pi_${seen.intents}` };
      }),
      payCard: fromPromise(async ({ input }: { input: PayCardInput }) => {
        seen.cards.push(input);
        return (o.payCard ?? (async () => result))(input);
      }),
      payWallet: fromPromise(async (): Promise<WalletRedirect> => {
        if (o.walletFails) throw new FakeApiError('conflict', messages.orderAlreadyPaid);
        return { payment_id: 3, approve_url: '/sandbox/wallet/approve?token=t1' };
      }),
      payBankTransfer: fromPromise(async () => bank),
      checkInstalments: fromPromise(async () => ({ accessible: o.accessible ?? true, min: 35, max: 2000 })),
      createSession: fromPromise(async () => ({ session_id: 's1', schedule })),
      payInstalments: fromPromise(async ({ input }: { input: PayInstalmentsInput }) => {
        seen.instalments.push(input);
        return (o.payInstalments ?? (async () => result))(input);
      }),
    },
    actions: {
      reportSuccess: () => void seen.reported.push('success'),
      reportFailure: (_, { reason }) => void seen.reported.push(`failure:${reason}`),
      reportBankTransfer: (_, { details }) => void seen.reported.push(`bank:${details.reference}`),
      rememberWalletPayment: (_, { order: o, method }) => void seen.reported.push(`wallet:${o.id}:${method}`),
      leaveApp: (_, { url }) => void seen.left.push(url),
    },
  });
  const actor = createActor(logic, { input: { order, method: o.method ?? 'card' } }).start();
  return { actor, seen };
}

function fill(actor: ReturnType<typeof start>['actor'], card: Partial<CardFields>) {
  for (const [field, value] of Object.entries(card)) actor.send({ type: 'card.edit', field: field as keyof CardFields, value });
}

describe('payment machine', () => {
  it('formats the card number in groups of 4 and the expiry as MM/YY', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42a')).toBe('4242 4242 42');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('12/345')).toBe('12/34');
  });

  it('checks the card with the contract schema', () => {
    expect(checkCard({ name: '', card_number: '', expiry: '', cvc: '' })).toEqual({
      name: messages.cardNameRequired,
      card_number: messages.cardNumberInvalid,
      expiry: messages.cardExpiryInvalid,
      cvc: messages.cvcInvalid,
    });
    expect(checkCard({ ...validCard, card_number: '4242 4242 4242 4241' })).toEqual({ card_number: messages.cardNumberInvalid });
    expect(checkCard({ ...validCard, expiry: '01/20' })).toEqual({ expiry: messages.cardExpired });
    expect(checkCard(validCard)).toEqual({});
  });

  it('starts with the method it was given', async () => {
    expect(start({ method: 'wallet' }).actor.getSnapshot().value).toEqual({ wallet: 'ready' });
    expect(start({ method: 'bank_transfer' }).actor.getSnapshot().value).toEqual({ bank: 'ready' });
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ card: 'creatingIntent' });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    expect(actor.getSnapshot().context.intentId).toBe('pi_1');
  });

  it('shows the field messages only after the first submit, then keeps them in step with typing', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    fill(actor, { name: 'Ada' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().value).toEqual({ card: 'editing' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      card_number: messages.cardNumberInvalid,
      expiry: messages.cardExpiryInvalid,
      cvc: messages.cvcInvalid,
    });
    fill(actor, { card_number: '4242424242424242' });
    expect(actor.getSnapshot().context.card.card_number).toBe('4242 4242 4242 4242');
    expect(actor.getSnapshot().context.fieldErrors.card_number).toBeUndefined();
    expect(seen.cards).toEqual([]);
  });

  it('pays a valid card once with the intent and the digits of the number, then reports success', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    fill(actor, { ...validCard, name: ' Ada Lovelace ' });
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'payment.method', method: 'wallet' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.cards).toEqual([{ orderId: 12, intentId: 'pi_1', card: { ...validCard } }]);
    expect(actor.getSnapshot().context.result).toEqual(result);
    expect(seen.reported).toEqual(['success']);
  });

  it('reports a declined card, and Try again makes a new intent keeping what was typed', async () => {
    const { actor, seen } = start({ payCard: async () => Promise.reject(new FakeApiError('declined', messages.cardDeclined)) });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    fill(actor, { ...validCard, card_number: SANDBOX_CARDS.declined });
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches({ card: 'declined' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.cardDeclined, reason: 'declined' });
    expect(seen.reported).toEqual(['failure:declined']);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ intentId: 'pi_2', error: null, reason: null });
    expect(actor.getSnapshot().context.card.card_number).toBe('4000 0000 0000 0002');
  });

  it('a failure that is not a refusal is reported as failed with its message', async () => {
    const { actor, seen } = start({ payCard: async () => Promise.reject(new FakeApiError('network', messages.requestFailed)) });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches({ card: 'declined' }));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.requestFailed, reason: 'failed' });
    expect(seen.reported).toEqual(['failure:failed']);
  });

  it('shows the server’s field messages (422) on the form', async () => {
    const { actor, seen } = start({
      payCard: async () => Promise.reject(new FakeApiError('invalid', messages.invalidInput, { cvc: messages.cvcInvalid })),
    });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches({ card: 'editing' }) && seen.cards.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { cvc: messages.cvcInvalid }, error: null });
    expect(seen.reported).toEqual([]);
  });

  it('offers Try again when the intent cannot be made', async () => {
    const { actor, seen } = start({ intentFails: true });
    await waitFor(actor, (s) => s.matches({ card: 'unavailable' }));
    expect(actor.getSnapshot().context.error).toBe(messages.requestFailed);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches({ card: 'unavailable' }) && seen.intents === 2);
  });

  it('leaves for the wallet’s approval page', async () => {
    const { actor, seen } = start({ method: 'wallet' });
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().value).toEqual({ wallet: 'redirecting' });
    await waitFor(actor, (s) => s.matches({ wallet: 'leaving' }));
    expect(seen.reported).toEqual([`wallet:${order.id}:wallet`]);
    expect(seen.left).toEqual(['/sandbox/wallet/approve?token=t1']);
  });

  it('shows a wallet failure in place, with Try again and other methods', async () => {
    const { actor } = start({ method: 'wallet', walletFails: true });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ wallet: 'failed' }));
    expect(actor.getSnapshot().context.error).toBe(messages.orderAlreadyPaid);
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    expect(actor.getSnapshot().value).toEqual({ bank: 'ready' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('asks for the bank details and reports them', async () => {
    const { actor, seen } = start({ method: 'bank_transfer' });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches({ bank: 'done' }));
    expect(seen.reported).toEqual([`bank:${order.order_no}`]);
  });

  it('pay in 4: checks the amount, shows the schedule and pays the first instalment with the card', async () => {
    const { actor, seen } = start({ method: 'pay_in_4' });
    expect(actor.getSnapshot().value).toEqual({ payIn4: 'checking' });
    await waitFor(actor, (s) => s.matches({ payIn4: 'editing' }));
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 's1', schedule, instalmentRange: { min: 35, max: 2000 } });
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.instalments).toEqual([{ sessionId: 's1', card: validCard }]);
    expect(seen.reported).toEqual(['success']);
  });

  it('pay in 4: an amount outside its range says so; a refusal is reported', async () => {
    const outside = start({ method: 'pay_in_4', accessible: false });
    await waitFor(outside.actor, (s) => s.matches({ payIn4: 'unavailable' }));
    const refused = start({
      method: 'pay_in_4',
      payInstalments: async () => Promise.reject(new FakeApiError('declined', messages.insufficientFunds)),
    });
    await waitFor(refused.actor, (s) => s.matches({ payIn4: 'editing' }));
    fill(refused.actor, validCard);
    refused.actor.send({ type: 'card.submit' });
    await waitFor(refused.actor, (s) => s.matches({ payIn4: 'failed' }));
    expect(refused.seen.reported).toEqual(['failure:declined']);
    refused.actor.send({ type: 'payment.retry' });
    await waitFor(refused.actor, (s) => s.matches({ payIn4: 'editing' }));
  });

  it('changes method only to another one, and clears the card form’s messages', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches({ card: 'editing' }));
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().value).toEqual({ card: 'editing' });
    expect(seen.intents).toBe(1);
    actor.send({ type: 'payment.method', method: 'pay_in_4' });
    expect(actor.getSnapshot().context).toMatchObject({ method: 'pay_in_4', fieldErrors: {}, submitted: false });
  });
});
