import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../contract/messages';
import { bank, FakeApiError, order } from '../../tests/support/payment-fixtures';
import { bankTransferPaymentMachine } from './bank-transfer.machine';

function start(o: { fails?: boolean } = {}) {
  const seen = { calls: 0, reported: [] as string[] };
  const logic = bankTransferPaymentMachine.provide({
    actors: {
      payBankTransfer: fromPromise(async () => {
        seen.calls += 1;
        if (o.fails) throw new FakeApiError('network', messages.requestFailed);
        return bank;
      }),
    },
    actions: {
      reportBankTransfer: (_, { details, method }) => void seen.reported.push(`${method}:${details.reference}`),
    },
  });
  const actor = createActor(logic, { input: { order } }).start();
  return { actor, seen };
}

describe('bank transfer payment machine', () => {
  it('asks for the bank details and reports them', async () => {
    const { actor, seen } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'payment.method', method: 'card' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(actor.getSnapshot().context.bankDetails).toEqual(bank);
    expect(seen.reported).toEqual([`bank_transfer:${order.order_no}`]);
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('shows a failure in place, with Try again and other methods', async () => {
    const { actor, seen } = start({ fails: true });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context).toMatchObject({ error: messages.requestFailed, reason: 'failed' });
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'requesting', context: { error: null } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(seen.calls).toBe(2);
    expect(seen.reported).toEqual([]);
    actor.send({ type: 'payment.method', method: 'pay_in_4' });
    expect(actor.getSnapshot().output).toEqual({ result: null, chosen: 'pay_in_4' });
  });
});
