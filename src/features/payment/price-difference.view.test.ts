import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderDetail, WalletRedirect } from '../../../contract/orders';
import { priceDifferenceMachine, type PriceDifferenceContext } from '../../../machines/price-difference.machine';
import { priceDifferenceView } from './price-difference.view';

const order = { id: 8, order_no: 'OS2611-DIFF22', total: 130, paid_amount: 120, difference_due: 10 } as OrderDetail;
const context: PriceDifferenceContext = { orderId: 8, order, redirect: null, error: null };
const none = { loading: false, notFound: false, loadFailed: false, nothingDue: false, busy: false, failed: false };

function flagsIn(value: string, ctx: Partial<PriceDifferenceContext> = {}) {
  const { order: _o, error: _e, ...flags } = priceDifferenceView(priceDifferenceMachine.resolveState({ value, context: { ...context, ...ctx } }));
  return flags;
}

describe('price difference view', () => {
  it('draws each state', () => {
    expect(flagsIn('loading', { order: null })).toEqual({ ...none, loading: true });
    expect(flagsIn('notFound', { order: null })).toEqual({ ...none, notFound: true });
    expect(flagsIn('loadFailed', { order: null })).toEqual({ ...none, loadFailed: true });
    expect(flagsIn('nothingDue')).toEqual({ ...none, nothingDue: true });
    expect(flagsIn('ready')).toEqual(none);
    expect(flagsIn('paying')).toEqual({ ...none, busy: true });
    expect(flagsIn('leaving')).toEqual({ ...none, busy: true });
    expect(flagsIn('failed')).toEqual({ ...none, failed: true });
  });

  it('carries the order and the failure from a running machine', async () => {
    const actor = createActor(
      priceDifferenceMachine.provide({
        actors: {
          loadOrder: fromPromise(async () => order),
          fillPay: fromPromise(async (): Promise<WalletRedirect> => Promise.reject(new Error(messages.noDifferenceDue))),
        },
      }),
      { input: { orderId: 8 } },
    ).start();
    expect(priceDifferenceView(actor.getSnapshot())).toMatchObject({ loading: true, order: null });
    await waitFor(actor, (s) => priceDifferenceView(s).order != null);
    actor.send({ type: 'difference.pay' });
    expect(priceDifferenceView(actor.getSnapshot())).toMatchObject({ busy: true, order });
    await waitFor(actor, (s) => priceDifferenceView(s).failed);
    expect(priceDifferenceView(actor.getSnapshot())).toMatchObject({ ...none, failed: true, error: messages.noDifferenceDue });
  });
});
