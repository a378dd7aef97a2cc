import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../contract/messages';
import { SANDBOX_CARDS, type PaymentResult } from '../../contract/orders';
import { FakeApiError, order, paid, schedule } from '../../tests/support/payment-fixtures';
import { payIn4PaymentMachine, type PayInstalmentsInput } from './pay-in-4.machine';
import { EMPTY_CARD, type CardFields } from './shared';

const validCard: CardFields = { name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/39', cvc: '123' };

interface Options {
  card?: CardFields;
  accessible?: boolean;
  checkFails?: boolean;
  sessionFails?: boolean;
  payInstalments?: (input: PayInstalmentsInput) => Promise<PaymentResult>;
}

function start(o: Options = {}) {
  const seen = { checks: [] as number[], instalments: [] as PayInstalmentsInput[], reported: [] as string[] };
  const logic = payIn4PaymentMachine.provide({
    actors: {
      checkInstalments: fromPromise(async ({ input }: { input: { amount: number } }) => {
        seen.checks.push(input.amount);
        if (o.checkFails) throw new FakeApiError('network', messages.requestFailed);
        return { accessible: o.accessible ?? true, min: 35, max: 2000 };
      }),
      createSession: fromPromise(async () => {
        if (o.sessionFails) throw new FakeApiError('server', messages.serverError);
        return { session_id: 's1', schedule: [...schedule, { seq: 5, amount: 0, due_at: null, status: 'scheduled' as const }] };
      }),
      payInstalments: fromPromise(async ({ input }: { input: PayInstalmentsInput }) => {
        seen.instalments.push(input);
        return (o.payInstalments ?? (async () => paid))(input);
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

describe('pay in 4 payment machine', () => {
  it('checks the amount, shows the schedule of 4 and pays the first instalment with the card', async () => {
    const { actor, seen } = start();
    expect(actor.getSnapshot().value).toBe('checking');
    expect(actor.getSnapshot().hasTag('checking')).toBe(true);
    await waitFor(actor, (s) => s.matches('editing'));
    expect(seen.checks).toEqual([order.total]);
    expect(actor.getSnapshot().context).toMatchObject({ sessionId: 's1', schedule, instalmentRange: { min: 35, max: 2000 } });
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('paid');
    expect(seen.instalments).toEqual([{ sessionId: 's1', card: validCard }]);
    expect(actor.getSnapshot().output).toEqual({ result: paid, chosen: null, card: { ...validCard, card_number: '4242 4242 4242 4242' } });
  });

  it('starts with the card as typed before', async () => {
    const { actor } = start({ card: validCard });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(actor.getSnapshot().context.card).toEqual(validCard);
  });

  it('says so when the amount is outside its range', async () => {
    const { actor } = start({ accessible: false });
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().hasTag('outOfRange')).toBe(true);
    expect(actor.getSnapshot().context.instalmentRange).toEqual({ min: 35, max: 2000 });
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().output).toEqual({ result: null, chosen: 'card', card: EMPTY_CARD });
  });

  it('reports a refusal; Try again checks again and shows the form', async () => {
    const { actor, seen } = start({ payInstalments: async () => Promise.reject(new FakeApiError('declined', messages.insufficientFunds)) });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.insufficientFunds, reason: 'declined' });
    expect(seen.reported).toEqual(['failure:pay_in_4:declined']);
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.matches('editing'));
    expect(seen.checks).toHaveLength(2);
  });

  it('shows a failed check or session with Try again', async () => {
    const check = start({ checkFails: true });
    await waitFor(check.actor, (s) => s.matches('checkFailed'));
    expect(check.actor.getSnapshot().context.error).toBe(messages.requestFailed);
    const session = start({ sessionFails: true });
    await waitFor(session.actor, (s) => s.matches('checkFailed'));
    expect(session.actor.getSnapshot().context.error).toBe(messages.serverError);
    session.actor.send({ type: 'payment.retry' });
    expect(session.actor.getSnapshot()).toMatchObject({ value: 'checking', context: { error: null } });
  });

  it('does not change method while paying', async () => {
    const { actor } = start({ payInstalments: () => new Promise(() => {}) });
    await waitFor(actor, (s) => s.matches('editing'));
    fill(actor, validCard);
    actor.send({ type: 'card.submit' });
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(actor.getSnapshot().value).toBe('paying');
  });
});
