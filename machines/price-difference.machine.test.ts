import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../contract/messages';
import type { OrderDetail } from '../contract/orders';
import { priceDifferenceMachine } from './price-difference.machine';

const order = (difference_due: number) =>
  ({ id: 8, order_no: 'OS2611-DIFF22', total: 130, paid_amount: 130 - difference_due, difference_due }) as OrderDetail;

/** An error as the API client throws it: a message and the kind machines branch on. */
const apiError = (kind: string, message: string) => Object.assign(new Error(message), { kind });

function start(o: { due?: number; loadFails?: boolean; unknown?: boolean; payFails?: boolean } = {}) {
  const seen = { loads: 0, pays: [] as number[], remembered: [] as number[], left: [] as string[] };
  const logic = priceDifferenceMachine.provide({
    actors: {
      loadOrder: fromPromise(async () => {
        seen.loads += 1;
        if (o.unknown) throw apiError('notFound', messages.orderNotFound);
        if (o.loadFails) throw apiError('network', messages.requestFailed);
        return order(o.due ?? 10);
      }),
      fillPay: fromPromise(async ({ input }: { input: { orderId: number } }) => {
        seen.pays.push(input.orderId);
        if (o.payFails) throw new Error(messages.noDifferenceDue);
        return { payment_id: 5, approve_url: '/sandbox/wallet/approve?token=d1' };
      }),
    },
    actions: {
      rememberWalletOrder: (_, { orderId }) => void seen.remembered.push(orderId),
      leaveApp: (_, { url }) => void seen.left.push(url),
    },
  });
  return { actor: createActor(logic, { input: { orderId: 8 } }).start(), seen };
}

describe('price difference machine', () => {
  it('loads the order and pays its difference with the wallet', async () => {
    const { actor, seen } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.order?.difference_due).toBe(10);
    actor.send({ type: 'difference.pay' });
    actor.send({ type: 'difference.pay' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(seen.pays).toEqual([8]);
    expect(seen.remembered).toEqual([8]);
    expect(seen.left).toEqual(['/sandbox/wallet/approve?token=d1']);
  });

  it('has nothing to pay when no difference is due', async () => {
    const { actor } = start({ due: 0 });
    await waitFor(actor, (s) => s.matches('nothingDue'));
    actor.send({ type: 'difference.pay' });
    expect(actor.getSnapshot().value).toBe('nothingDue');
  });

  it('shows a failed load or payment and tries again', async () => {
    const loading = start({ loadFails: true });
    await waitFor(loading.actor, (s) => s.matches('loadFailed'));
    expect(loading.actor.getSnapshot().context.error).toBe(messages.requestFailed);
    loading.actor.send({ type: 'difference.retry' });
    await waitFor(loading.actor, (s) => s.matches('loadFailed') && loading.seen.loads === 2);

    const paying = start({ payFails: true });
    await waitFor(paying.actor, (s) => s.matches('ready'));
    paying.actor.send({ type: 'difference.pay' });
    await waitFor(paying.actor, (s) => s.matches('failed'));
    expect(paying.actor.getSnapshot().context.error).toBe(messages.noDifferenceDue);
    paying.actor.send({ type: 'difference.pay' });
    await waitFor(paying.actor, (s) => s.matches('failed') && paying.seen.pays.length === 2);
  });

  it('says an unknown order does not exist, and offers no retry', async () => {
    const { actor, seen } = start({ unknown: true });
    await waitFor(actor, (s) => s.matches('notFound'));
    expect(actor.getSnapshot().context.error).toBe(messages.orderNotFound);
    actor.send({ type: 'difference.retry' });
    actor.send({ type: 'difference.pay' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(seen.loads).toBe(1);
  });
});
