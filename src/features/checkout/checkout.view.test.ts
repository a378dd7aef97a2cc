import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address, PriceQuote, UsableCoupon } from '../../../contract/checkout';
import { messages } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import { checkoutMachine, type LoadedCheckout, type QuoteRequest } from '../../../machines/checkout.machine';
import { said } from '../../../contract/messages';
import { checkoutView, couponCodeView } from './checkout.view';

const home: Address = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 555 0100',
  country_id: 'US',
  country: 'United States',
  region_id: 1005,
  region_code: 'CA',
  region: 'California',
  city: 'San Jose',
  street: '1 Main St',
  street2: '',
  postcode: '95112',
  is_default: true,
};

function quote(req: QuoteRequest): PriceQuote {
  return {
    lines: [],
    goods_amount: 100,
    discount_amount: 0,
    coupon_amount: 0,
    coupon: null,
    points_balance: 0,
    points_spendable: 0,
    points_used: 0,
    points_amount: 0,
    shipping_method: req.shipping_method,
    carriage: 0,
    total: 100,
    shipping_methods: [{ id: 'standard', name: 'Standard', days: '7-12', carriage: 0, free_from: 69 }],
  };
}

const placedOrder = { order_id: 90, order_no: 'OS2611-XYZ' } as PlacedOrder;

/** A call the test answers when it says. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function start() {
  const calls = {
    load: deferred<LoadedCheckout>(),
    quote: [] as ReturnType<typeof deferred<PriceQuote>>[],
    place: deferred<PlacedOrder>(),
    redeem: [] as ReturnType<typeof deferred<UsableCoupon>>[],
  };
  const logic = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(() => calls.load.promise),
      fetchQuote: fromPromise(() => {
        const d = deferred<PriceQuote>();
        calls.quote.push(d);
        return d.promise;
      }),
      redeemCoupon: fromPromise(() => {
        const d = deferred<UsableCoupon>();
        calls.redeem.push(d);
        return d.promise;
      }),
      newClientToken: fromPromise(async () => 'token-1'),
      createOrder: fromPromise(() => calls.place.promise),
    },
    actions: { handOverOrder: () => {}, returnToCart: () => {} },
  });
  const actor = createActor(logic, { input: { cartIds: [1] } }).start();
  const view = () => checkoutView(actor.getSnapshot());
  return { actor, calls, view };
}

const flags = (v: ReturnType<typeof checkoutView>) => ({
  loading: v.loading,
  loadFailed: v.loadFailed,
  locked: v.locked,
  placing: v.placing,
  busy: v.busy,
  placed: v.placed,
  quoting: v.quoting,
  quoteFailed: v.quoteFailed,
  placeError: v.placeError,
});
const base = {
  loading: false,
  loadFailed: false,
  locked: false,
  placing: false,
  busy: false,
  placed: null,
  quoting: false,
  quoteFailed: false,
  placeError: null,
};

describe('checkout view', () => {
  it('loading, then a failure with its message', async () => {
    const { calls, view, actor } = start();
    expect(flags(view())).toEqual({ ...base, loading: true, locked: true });
    calls.load.reject(new Error(messages.requestFailed));
    await waitFor(actor, () => view().loadFailed);
    expect(flags(view())).toEqual({ ...base, loadFailed: true, locked: true });
    expect(view().loadError?.message).toBe(messages.requestFailed);
  });

  it('quoting, quoted, a failed quote; placing, a refusal, then placed', async () => {
    const { calls, view, actor } = start();
    calls.load.resolve({ addresses: [home], coupons: [] });
    await waitFor(actor, () => calls.quote.length === 1);
    expect(flags(view())).toEqual({ ...base, quoting: true });
    calls.quote[0]!.reject(new Error(messages.requestFailed));
    await waitFor(actor, () => view().quoteFailed);
    expect(flags(view())).toEqual({ ...base, quoteFailed: true });
    expect(view().quoteError?.message).toBe(messages.requestFailed);

    actor.send({ type: 'quote.retry' });
    calls.quote[1]!.resolve(quote({ shipping_method: 'standard' } as QuoteRequest));
    await waitFor(actor, () => view().quote != null && !view().quoting);
    expect(flags(view())).toEqual(base);

    actor.send({ type: 'payment.choose', method: 'card' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, () => view().placing);
    expect(flags(view())).toEqual({ ...base, locked: true, placing: true, busy: true });
    calls.place.reject(new Error(messages.requestFailed));
    await waitFor(actor, () => view().placeError != null);
    expect(flags(view())).toMatchObject({ ...base, placeError: expect.objectContaining({ message: messages.requestFailed }) });

    calls.place = deferred<PlacedOrder>();
    actor.send({ type: 'order.place' });
    await waitFor(actor, () => view().placing);
    expect(view().placeError).toBeNull();
    calls.place.resolve(placedOrder);
    await waitFor(actor, () => view().placed != null);
    expect(flags(view())).toEqual({ ...base, locked: true, busy: true, placed: placedOrder });
  });

  it('the coupon code field: typed, redeeming, refused with the message on code, the coupon added; locked once placing', async () => {
    const { calls, actor } = start();
    const code = () => couponCodeView(actor.getSnapshot());
    calls.load.resolve({ addresses: [home], coupons: [] });
    await waitFor(actor, () => calls.quote.length === 1);
    calls.quote[0]!.resolve(quote({ shipping_method: 'standard' } as QuoteRequest));
    await waitFor(actor, () => !checkoutView(actor.getSnapshot()).quoting);
    const rest = { code: '', redeeming: false, canSubmit: true, locked: false, error: null, added: null };
    expect(code()).toEqual(rest);

    // Nothing typed: the field's own check, before any call.
    actor.send({ type: 'coupon.code.submit' });
    expect(code()).toEqual({ ...rest, error: messages.couponCodeEmpty });
    expect(calls.redeem).toHaveLength(0);

    actor.send({ type: 'coupon.code.change', code: 'nope' });
    expect(code()).toEqual({ ...rest, code: 'nope' });
    actor.send({ type: 'coupon.code.submit' });
    expect(code()).toEqual({ ...rest, code: 'nope', redeeming: true, canSubmit: false });
    // The server's message on `code` (its key, as the app's ApiError holds it), not the envelope's.
    calls.redeem[0]!.reject(
      Object.assign(new Error('refused'), { kind: 'invalid', fieldErrors: { code: said('couponCodeUnknown') }, reason: null, ref: null }),
    );
    await waitFor(actor, () => !code().redeeming);
    expect(code()).toEqual({ ...rest, code: 'nope', error: { key: 'couponCodeUnknown' } });

    actor.send({ type: 'coupon.code.change', code: 'SPRING' });
    actor.send({ type: 'coupon.code.submit' });
    const spring: UsableCoupon = {
      id: 60,
      title: '$15 off',
      code: 'SPRING',
      special_from_date: '2026-01-01',
      special_to_date: '2026-12-31',
      is_get: 1,
      discount_type: 'amount',
      discount_value: 15,
      min_amount: 200,
      usable: false,
      reason: messages.couponBelowThreshold,
    };
    calls.redeem[1]!.resolve(spring);
    await waitFor(actor, () => !code().redeeming);
    expect(code()).toEqual({ ...rest, added: spring });

    actor.send({ type: 'payment.choose', method: 'card' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, () => checkoutView(actor.getSnapshot()).placing);
    expect(code()).toMatchObject({ locked: true, canSubmit: false });
  });
});
