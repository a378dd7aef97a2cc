import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages, textOf } from '../contract/messages';
import type { PaymentResult } from '../contract/orders';
import { paymentReturnMachine, type PaymentReturnInput } from './payment-return.machine';

const result = { order_id: 4, order_no: 'OS2611-QWERTY', status: 'paid' } as PaymentResult;

function start(input: PaymentReturnInput, fail?: Error) {
  const seen = { executed: [] as unknown[], reported: [] as string[] };
  const logic = paymentReturnMachine.provide({
    actors: {
      execute: fromPromise(async ({ input: i }: { input: { token: string; payer_id: string } }) => {
        seen.executed.push(i);
        if (fail) throw fail;
        return result;
      }),
    },
    actions: {
      reportSuccess: (_, { result: r }) => void seen.reported.push(`success:${r.order_no}`),
      reportFailure: (_, { orderId, message }) => void seen.reported.push(`failure:${message && textOf(message)}:${orderId}`),
    },
  });
  return { actor: createActor(logic, { input }).start(), seen };
}

describe('payment return machine', () => {
  it('executes the approval the wallet sent back, then reports success', async () => {
    const { actor, seen } = start({ token: 'tok', payerId: 'payer' });
    expect(actor.getSnapshot().value).toBe('executing');
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(seen.executed).toEqual([{ token: 'tok', payer_id: 'payer' }]);
    expect(seen.reported).toEqual(['success:OS2611-QWERTY']);
  });

  it('reports a refused execution with its message and the order it names', async () => {
    const refusal = Object.assign(new Error(messages.paymentFailed), { data: { order_id: 4, payment_id: 9, reason: 'paymentFailed' } });
    const { actor, seen } = start({ token: 'tok', payerId: 'forged' }, refusal);
    await waitFor(actor, (s) => s.matches('failed'));
    expect(seen.reported).toEqual([`failure:${messages.paymentFailed}:4`]);
    expect(actor.getSnapshot().context.orderId).toBe(4);
  });

  it('fails at once, without a call, when the address lacks the approval', () => {
    const { actor, seen } = start({ token: null, payerId: 'payer' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(seen.executed).toEqual([]);
    expect(seen.reported).toEqual([`failure:${messages.paymentNotFound}:null`]);
  });
});
