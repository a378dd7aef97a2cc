import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../contract/messages';
import type { WalletRedirect } from '../../contract/orders';
import { FakeApiError, order } from '../../tests/support/payment-fixtures';
import { walletPaymentMachine } from './wallet.machine';

function start(o: { fails?: boolean } = {}) {
  const seen = { calls: 0, reported: [] as string[], left: [] as string[] };
  const logic = walletPaymentMachine.provide({
    actors: {
      payWallet: fromPromise(async (): Promise<WalletRedirect> => {
        seen.calls += 1;
        if (o.fails) throw new FakeApiError('conflict', messages.orderAlreadyPaid);
        return { payment_id: 3, approve_url: '/sandbox/wallet/approve?token=t1' };
      }),
    },
    actions: {
      rememberWalletPayment: (_, { order: o, method }) => void seen.reported.push(`wallet:${o.id}:${method}`),
      leaveApp: (_, { url }) => void seen.left.push(url),
    },
  });
  const actor = createActor(logic, { input: { order } }).start();
  return { actor, seen };
}

describe('wallet payment machine', () => {
  it('leaves for the wallet’s approval page once the payment is remembered', async () => {
    const { actor, seen } = start();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'payment.start' });
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'payment.method', method: 'card' });
    await waitFor(actor, (s) => s.matches('leaving'));
    expect(seen.reported).toEqual([`wallet:${order.id}:wallet`]);
    expect(seen.left).toEqual(['/sandbox/wallet/approve?token=t1']);
    expect(actor.getSnapshot().context.redirect).toEqual({ payment_id: 3, approve_url: '/sandbox/wallet/approve?token=t1' });
  });

  it('shows the button again when the browser brings the page back from its cache', async () => {
    const { actor } = start();
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches('leaving'));
    actor.send({ type: 'payment.method', method: 'card' });
    expect(actor.getSnapshot().value).toBe('leaving');
    actor.send({ type: 'payment.resume' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it('shows a failure in place, with Try again and other methods', async () => {
    const { actor, seen } = start({ fails: true });
    actor.send({ type: 'payment.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(messages.orderAlreadyPaid);
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'redirecting', context: { error: null } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(seen.calls).toBe(2);
    actor.send({ type: 'payment.method', method: 'wallet' });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'payment.method', method: 'bank_transfer' });
    expect(actor.getSnapshot().value).toBe('switched');
    expect(actor.getSnapshot().output).toEqual({ result: null, chosen: 'bank_transfer' });
  });
});
