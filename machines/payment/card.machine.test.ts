import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../contract/messages';
import { SANDBOX_CARDS, type PaymentResult } from '../../contract/orders';
import { FakeApiError, order, paid } from '../../tests/support/payment-fixtures';
import { cardPaymentMachine, type PayCardInput } from './card.machine';
import { EMPTY_CARD, type CardFields } from './shared';

const validCard: CardFields = { name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

interface Options {
  card?: CardFields;
  intentFails?: boolean;
  payCard?: (input: PayCardInput) => Promise<PaymentResult>;
}

function start(o: Options = {}) {
  const seen = { intents: 0, cards: [] as PayCardInput[], reported: [] as string[] };
  const logic = cardPaymentMachine.provide({
    actors: {
      createIntent: fromPromise(async () => {
        seen.intents += 1;
        if (o.intentFails) throw new FakeApiError('network', messages.requestFailed);
        return { intent_id: `pi_${seen.intents}` };
      }),
      payCard: fromPromise(async ({ input }: { input: PayCardInput }) => {
        seen.cards.push(input);
        return (o.payCard ?? (async () => paid))(input);
      }),
    },
    actions: {
      reportFailure: (_, { reason, method }) => void seen.reported.push(`failure:${method}:${reason}`),
    },
  });
  const actor = createActor(logic, { input: { order, card: o.card ?? EMPTY_CARD } }).start();
  return { actor, seen };
}

function fill(actor: ReturnType<typeof start>['actor'], card: Partial<CardFields>) {
  for (const [field, value] of Object.entries(card)) actor.send({ type: 'card.edit', field: field as keyof CardFields, value });
}

describe('card payment machine', () => {
  it('makes an intent, then takes the card', async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('creatingIntent');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.intentId).toBe('pi_1');
  });

  it('starts with the card as typed before (another method was tried meanwhile)', async () => {
    const { actor } = start({ card: validCard });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ card: validCard, fieldErrors: {}, submitted: false });
  });

  it('shows the field messages only after the first submit, then keeps them in step with typing', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { name: 'Ada' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({});
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
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

  it('ignores typing while the intent is made', () => {
    const { actor } = start();
    fill(actor, { name: 'Ada' });
    expect(actor.getSnapshot().context.card.name).toBe('');
  });

  it('pays a valid card once with the intent and the digits of the number, then ends paid', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { ...validCard, name: ' Ada Lovelace ' });
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(actor.getSnapshot().value).toBe('confirming');
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(seen.cards).toEqual([{ orderId: 12, intentId: 'pi_1', card: { ...validCard } }]);
    expect(actor.getSnapshot().output).toEqual({
      result: paid,
      chosen: null,
      card: { ...validCard, card_number: '4242 4242 4242 4242', name: ' Ada Lovelace ' },
    });
    expect(seen.reported).toEqual([]);
  });

  it('reports a declined card, and Try again makes a new intent keeping what was typed', async () => {
    const { actor, seen } = start({ payCard: async () => Promise.reject(new FakeApiError('declined', messages.cardDeclined)) });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { ...validCard, card_number: SANDBOX_CARDS.declined });
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.cardDeclined, reason: 'declined' });
    expect(actor.getSnapshot().hasTag('failed')).toBe(true);
    expect(seen.reported).toEqual(['failure:card:declined']);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context).toMatchObject({ intentId: 'pi_2', error: null, reason: null });
    expect(actor.getSnapshot().context.card.card_number).toBe('4000 0000 0000 0002');
  });

  it('a failure that is not a refusal is reported as failed with its message', async () => {
    const { actor, seen } = start({ payCard: async () => Promise.reject(new FakeApiError('network', messages.requestFailed)) });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('declined'));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.requestFailed, reason: 'failed' });
    expect(seen.reported).toEqual(['failure:card:failed']);
  });

  it('shows the server’s field messages (422) on the form', async () => {
    const { actor, seen } = start({
      payCard: async () => Promise.reject(new FakeApiError('invalid', messages.invalidInput, { cvc: messages.cvcInvalid })),
    });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('editing') && seen.cards.length === 1);
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: { cvc: messages.cvcInvalid }, error: null });
    expect(seen.reported).toEqual([]);
  });

  it('offers Try again when the intent cannot be made', async () => {
    const { actor, seen } = start({ intentFails: true });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.error).toBe(messages.requestFailed);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (s) => s.matches('unavailable') && seen.intents === 2);
  });

  it('ends when another method is chosen, with the card as typed; the same method changes nothing', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, { name: 'Ada' });
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(seen.intents).toBe(1);
    actor.send({ type: 'payment.method', method: 'pay_in_4' });
    expect(actor.getSnapshot().value).toBe('switched');
    expect(actor.getSnapshot().output).toEqual({ result: null, chosen: 'pay_in_4', card: { ...EMPTY_CARD, name: 'Ada' } });
  });
});
