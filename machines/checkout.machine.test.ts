import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Address, PriceQuote, UsableCoupon } from '../contract/checkout';
import { Reason, type ErrorKind, type FieldErrors } from '../contract/codes';
import { messages } from '../contract/messages';
import type { PaymentMethod, PlacedOrder } from '../contract/orders';
import { addressFormMachine, type SaveAddressInput } from './address-form.machine';
import {
  checkCode,
  checkoutMachine,
  isCartProblem,
  isPriceChanged,
  tokenKeyOf,
  type CheckoutInput,
  type LoadedCheckout,
  type PlaceOrderRequest,
  type QuoteRequest,
  type RedeemRequest,
  withRedeemed,
} from './checkout.machine';

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
const work: Address = { ...home, id: 8, street: '9 Office Rd', is_default: false };

const welcome: UsableCoupon = {
  id: 50,
  title: '10% off',
  code: 'WELCOME10',
  special_from_date: '2026-01-01',
  special_to_date: '2026-12-31',
  is_get: 1,
  discount_type: 'percent',
  discount_value: 10,
  min_amount: 50,
  usable: true,
  reason: '',
};
const big: UsableCoupon = { ...welcome, id: 51, title: '$20 off', usable: false, reason: messages.couponBelowThreshold };
/** Code coupons the server answers for a typed code: one usable for the selection, one not (below its threshold). */
const spring: UsableCoupon = { ...welcome, id: 60, title: '$15 off', code: 'SPRING15', discount_type: 'amount', discount_value: 15 };
const autumn: UsableCoupon = { ...spring, id: 61, title: '$40 off', code: 'AUTUMN40', usable: false, reason: messages.couponBelowThreshold };

function quote(req: QuoteRequest, total = 100): PriceQuote {
  const coupon = req.coupon_id ? 10 : 0;
  const carriage = req.shipping_method === 'express' ? 19.95 : 0;
  const points = req.use_points ? 5 : 0;
  return {
    lines: [],
    goods_amount: total,
    discount_amount: 0,
    coupon_amount: coupon,
    coupon: null,
    points_balance: 500,
    points_spendable: 500,
    points_used: points * 100,
    points_amount: points,
    shipping_method: req.shipping_method,
    carriage,
    total: total - coupon - points + carriage,
    shipping_methods: [
      { id: 'standard', name: 'Standard', days: '7-12', carriage: 0, free_from: 69 },
      { id: 'express', name: 'Express', days: '3-5', carriage: 19.95, free_from: null },
    ],
  };
}

/** A refusal as the app's ApiError carries it: failureOf (contract/codes.ts) reads its kind, reason and field messages. */
class ApiLikeError extends Error {
  constructor(
    message: string,
    readonly kind: ErrorKind,
    readonly reason: Reason | null = null,
    readonly fieldErrors: FieldErrors = {},
  ) {
    super(message);
  }
}
const offline = () => new ApiLikeError(messages.requestFailed, 'network');
const couponExpired = () => new ApiLikeError(messages.couponExpired, 'invalid', null, { coupon_id: messages.couponExpired });
const lineGone = () => new ApiLikeError(messages.cartLineNotFound, 'notFound', Reason.cartLine);
const soldOut = () => new ApiLikeError(messages.notEnoughStock, 'conflict', Reason.stock);
const nothingSelected = () => new ApiLikeError(messages.cartSelectionEmpty, 'invalid', null, { cart_ids: messages.cartSelectionEmpty });
const risen = () => new ApiLikeError(messages.priceChanged, 'conflict', Reason.priceChanged);
const unknownCode = () => new ApiLikeError(messages.couponCodeUnknown, 'invalid', null, { code: messages.couponCodeUnknown });

interface Options {
  loaded?: LoadedCheckout;
  quoteFails?: (req: QuoteRequest) => Error | null;
  placeFails?: (req: PlaceOrderRequest, attempt: number) => Error | null;
  input?: Partial<CheckoutInput>;
  /** The goods amount the server quotes now. */
  total?: () => number;
  /** What api/users/redeemCoupon answers for a code: a coupon, or a refusal. */
  redeem?: (req: RedeemRequest) => UsableCoupon | Error | Promise<UsableCoupon>;
}

function start(o: Options = {}) {
  const quotes: QuoteRequest[] = [];
  const orders: PlaceOrderRequest[] = [];
  const saved: SaveAddressInput[] = [];
  const redeemed: RedeemRequest[] = [];
  let tokens = 0;
  const handedOver: { order: PlacedOrder; method: PaymentMethod | null }[] = [];
  const backToCart: unknown[] = [];
  const logic = checkoutMachine.provide({
    actors: {
      loadCheckout: fromPromise(async () => o.loaded ?? { addresses: [home, work], coupons: [welcome, big] }),
      fetchQuote: fromPromise<PriceQuote, QuoteRequest>(async ({ input }) => {
        quotes.push(input);
        const error = o.quoteFails?.(input);
        if (error) throw error;
        return quote(input, o.total?.());
      }),
      redeemCoupon: fromPromise<UsableCoupon, RedeemRequest>(async ({ input }) => {
        redeemed.push(input);
        const answer = o.redeem?.(input) ?? unknownCode();
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      newClientToken: fromPromise(async () => `token-${++tokens}-abcdef`),
      createOrder: fromPromise<PlacedOrder, PlaceOrderRequest>(async ({ input }) => {
        orders.push(input);
        const error = o.placeFails?.(input, orders.length);
        if (error) throw error;
        return { order_id: 99, order_no: 'OS2611-ABCDEF', total: input.expected_total, status: 'pending_payment' };
      }),
      addressForm: addressFormMachine.provide({
        actors: {
          saveAddress: fromPromise<Address, SaveAddressInput>(async ({ input }) => {
            saved.push(input);
            return { ...input.values, id: input.id ?? 20, country: 'United Kingdom' };
          }),
        },
      }),
    },
    actions: {
      handOverOrder: (_, handed) => void handedOver.push(handed),
      returnToCart: (_, { problem }) => void backToCart.push(problem),
    },
  });
  const actor = createActor(logic, { input: { cartIds: [1, 2], currencyId: 2, ...o.input } }).start();
  return { actor, quotes, orders, saved, redeemed, handedOver, backToCart, tokens: () => tokens };
}

const quoted = (a: ReturnType<typeof start>['actor']) => waitFor(a, (s) => s.matches({ ready: { quote: 'quoted' } }));

describe('checkout machine', () => {
  it('loads the book and coupons, chooses the default address and quotes with it', async () => {
    const { actor, quotes } = start();
    await quoted(actor);
    const s = actor.getSnapshot();
    expect(s.context.addressId).toBe(7);
    expect(s.matches({ ready: { address: 'choosing', coupon: 'none', payment: 'unchosen', order: 'open' } })).toBe(true);
    expect(quotes).toEqual([{ cart_ids: [1, 2], shipping_method: 'standard', address_id: 7 }]);
  });

  it('goes back to the cart when nothing is selected', async () => {
    const { actor, backToCart } = start({ input: { cartIds: [] } });
    expect(actor.getSnapshot().matches('backToCart')).toBe(true);
    expect((backToCart[0] as Error).message).toBe(messages.cartSelectionEmpty);
  });

  it('opens the address form at once for an empty address book, and quotes with the saved address', async () => {
    const { actor, quotes, saved } = start({ loaded: { addresses: [], coupons: [] }, input: { addressDefaults: { firstname: 'Ada' } } });
    await quoted(actor);
    expect(actor.getSnapshot().matches({ ready: { address: 'adding' } })).toBe(true);
    actor.send({ type: 'address.cancel' });
    expect(actor.getSnapshot().matches({ ready: { address: 'adding' } })).toBe(true);
    const form = actor.getSnapshot().children.addressForm!;
    expect((form.getSnapshot() as { context: { values: { firstname: string } } }).context.values.firstname).toBe('Ada');
    form.send({ type: 'address.country', countryId: 'GB' } as never);
    for (const [name, value] of Object.entries({
      lastname: 'L',
      phone: '+44 20 7946 0958',
      city: 'London',
      street: '10 Downing St',
      postcode: 'SW1A 2AA',
      region: 'Greater London',
    })) {
      form.send({ type: 'address.field', name, value } as never);
    }
    form.send({ type: 'address.submit' } as never);
    await waitFor(actor, (s) => s.matches({ ready: { address: 'choosing', quote: 'quoted' } }) && quotes.length === 2);
    expect(saved[0]!.values.region).toBe('Greater London');
    expect(actor.getSnapshot().context.addressId).toBe(20);
    expect(quotes[1]!.address_id).toBe(20);
  });

  it('edits an address in place, keeping its position', async () => {
    const { actor, saved } = start();
    await quoted(actor);
    actor.send({ type: 'address.edit', addressId: 8 });
    actor.getSnapshot().children.addressForm!.send({ type: 'address.field', name: 'city', value: 'Oakland' } as never);
    actor.getSnapshot().children.addressForm!.send({ type: 'address.submit' } as never);
    await waitFor(actor, (s) => s.matches({ ready: { address: 'choosing' } }));
    expect(saved[0]!.id).toBe(8);
    expect(actor.getSnapshot().context.addresses.map((a) => [a.id, a.city])).toEqual([
      [7, 'San Jose'],
      [8, 'Oakland'],
    ]);
    expect(actor.getSnapshot().context.addressId).toBe(8);
  });

  it('re-quotes for another address and another shipping method', async () => {
    const { actor, quotes } = start();
    await quoted(actor);
    actor.send({ type: 'address.choose', addressId: 8 });
    await quoted(actor);
    actor.send({ type: 'shipping.choose', method: 'express' });
    await quoted(actor);
    actor.send({ type: 'shipping.choose', method: 'express' });
    expect(quotes.slice(1)).toEqual([
      { cart_ids: [1, 2], shipping_method: 'standard', address_id: 8 },
      { cart_ids: [1, 2], shipping_method: 'express', address_id: 8 },
    ]);
    expect(actor.getSnapshot().context.quote!.carriage).toBe(19.95);
  });

  it('applies and removes a usable coupon; an unusable one is not tried', async () => {
    const { actor, quotes } = start();
    await quoted(actor);
    actor.send({ type: 'coupon.apply', couponId: 51 });
    expect(actor.getSnapshot().matches({ ready: { coupon: 'none' } })).toBe(true);
    actor.send({ type: 'coupon.apply', couponId: 50 });
    expect(actor.getSnapshot().matches({ ready: { coupon: 'applying', quote: 'quoting' } })).toBe(true);
    await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied' } }));
    expect(actor.getSnapshot().context.couponId).toBe(50);
    expect(actor.getSnapshot().context.quote!.coupon_amount).toBe(10);
    actor.send({ type: 'coupon.remove' });
    await waitFor(actor, (s) => s.matches({ ready: { coupon: 'none', quote: 'quoted' } }));
    expect(actor.getSnapshot().context.couponId).toBeNull();
    expect(quotes.map((q) => q.coupon_id)).toEqual([undefined, 50, undefined]);
  });

  it('drops a refused coupon with its message and quotes without it', async () => {
    const { actor, quotes } = start({ quoteFails: (q) => (q.coupon_id ? couponExpired() : null) });
    await quoted(actor);
    actor.send({ type: 'coupon.apply', couponId: 50 });
    await waitFor(actor, (s) => s.matches({ ready: { coupon: 'none', quote: 'quoted' } }) && quotes.length === 3);
    expect((actor.getSnapshot().context.couponError as Error).message).toBe(messages.couponExpired);
    expect(quotes[2]!.coupon_id).toBeUndefined();
  });

  it('keeps the coupon applied before when another one is refused', async () => {
    const { actor, quotes } = start({
      loaded: { addresses: [home], coupons: [welcome, { ...welcome, id: 52 }] },
      quoteFails: (q) => (q.coupon_id === 52 ? couponExpired() : null),
    });
    await quoted(actor);
    actor.send({ type: 'coupon.apply', couponId: 50 });
    await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied' } }));
    actor.send({ type: 'coupon.apply', couponId: 52 });
    await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied', quote: 'quoted' } }) && quotes.length === 4);
    expect(actor.getSnapshot().context.couponId).toBe(50);
    expect(quotes[3]!.coupon_id).toBe(50);
    expect((actor.getSnapshot().context.couponError as Error).message).toBe(messages.couponExpired);
  });

  describe('a coupon code typed at checkout', () => {
    const codes: Record<string, UsableCoupon> = { SPRING15: spring, AUTUMN40: autumn, WELCOME10: welcome };
    const byCode = (req: RedeemRequest) => codes[req.code.toUpperCase()] ?? unknownCode();
    const redeemedAndSettled = (a: ReturnType<typeof start>['actor']) =>
      waitFor(a, (s) => !s.hasTag('redeemingCode') && s.matches({ ready: { quote: 'quoted' } }) && !s.matches({ ready: { coupon: 'applying' } }));

    it('redeems the code, adds the coupon and applies it through coupon.apply: the quote takes it off', async () => {
      const { actor, redeemed, quotes } = start({ redeem: byCode });
      await quoted(actor);
      actor.send({ type: 'coupon.code.change', code: '  spring15 ' });
      actor.send({ type: 'coupon.code.submit' });
      expect(actor.getSnapshot().hasTag('redeemingCode')).toBe(true);
      expect(actor.getSnapshot().matches({ ready: { coupon: 'redeeming' } })).toBe(true);
      // The field waits while the code is out.
      actor.send({ type: 'coupon.code.change', code: 'other' });
      expect(actor.getSnapshot().context.code).toBe('  spring15 ');
      await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied' } }));
      const c = actor.getSnapshot().context;
      expect(redeemed).toEqual([{ code: 'spring15', cart_ids: [1, 2] }]);
      expect(c.coupons.map((x) => x.id)).toEqual([50, 60, 51]);
      expect(c.couponId).toBe(60);
      expect(c.redeemed).toEqual(spring);
      expect([c.code, c.codeError]).toEqual(['', null]);
      expect(quotes.at(-1)!.coupon_id).toBe(60);
      expect(c.quote!.coupon_amount).toBe(10);
      // Typing again drops what the last code said.
      actor.send({ type: 'coupon.code.change', code: 'A' });
      expect(actor.getSnapshot().context.redeemed).toBeNull();
    });

    it('adds a coupon this selection cannot use without applying it; the one applied stays', async () => {
      const { actor, quotes } = start({ redeem: byCode });
      await quoted(actor);
      actor.send({ type: 'coupon.apply', couponId: 50 });
      await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied', quote: 'quoted' } }));
      const asked = quotes.length;
      actor.send({ type: 'coupon.code.change', code: 'AUTUMN40' });
      actor.send({ type: 'coupon.code.submit' });
      await redeemedAndSettled(actor);
      const c = actor.getSnapshot().context;
      expect(actor.getSnapshot().matches({ ready: { coupon: 'applied' } })).toBe(true);
      expect(c.couponId).toBe(50);
      expect(c.coupons.map((x) => [x.id, x.usable])).toEqual([
        [50, true],
        [51, false],
        [61, false],
      ]);
      expect(quotes).toHaveLength(asked);
    });

    it('answers a code the customer already holds without listing it twice, and leaves an applied one as it is', async () => {
      const { actor, quotes } = start({ redeem: byCode });
      await quoted(actor);
      actor.send({ type: 'coupon.apply', couponId: 50 });
      await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied', quote: 'quoted' } }));
      const asked = quotes.length;
      actor.send({ type: 'coupon.code.change', code: 'welcome10' });
      actor.send({ type: 'coupon.code.submit' });
      await redeemedAndSettled(actor);
      expect(actor.getSnapshot().context.coupons.map((x) => x.id)).toEqual([50, 51]);
      expect(actor.getSnapshot().context.couponId).toBe(50);
      expect(quotes).toHaveLength(asked);
    });

    it('keeps a refusal under the field with the code as typed; typing drops it', async () => {
      const { actor } = start({ redeem: byCode });
      await quoted(actor);
      actor.send({ type: 'coupon.code.change', code: 'NOPE' });
      actor.send({ type: 'coupon.code.submit' });
      await waitFor(actor, (s) => s.matches({ ready: { coupon: 'none' } }) && s.context.codeError != null);
      expect((actor.getSnapshot().context.codeError as Error).message).toBe(messages.couponCodeUnknown);
      expect(actor.getSnapshot().context.code).toBe('NOPE');
      actor.send({ type: 'coupon.code.change', code: 'NOPE2' });
      expect(actor.getSnapshot().context.codeError).toBeNull();
    });

    it('checks the field before sending: an empty code or one no coupon can have is refused at once', async () => {
      const { actor, redeemed } = start({ redeem: byCode });
      await quoted(actor);
      actor.send({ type: 'coupon.code.submit' });
      expect((actor.getSnapshot().context.codeError as Error).message).toBe(messages.couponCodeEmpty);
      actor.send({ type: 'coupon.code.change', code: 'SAVE 5' });
      actor.send({ type: 'coupon.code.submit' });
      expect((actor.getSnapshot().context.codeError as Error).message).toBe(messages.couponCodeUnknown);
      expect(actor.getSnapshot().matches({ ready: { coupon: 'none' } })).toBe(true);
      expect(redeemed).toEqual([]);
      expect([checkCode('  ab-1_c '), checkCode(''), checkCode('x'.repeat(41))]).toEqual([
        null,
        messages.couponCodeEmpty,
        messages.couponCodeUnknown,
      ]);
    });

    it('does not place the order while a code is being redeemed; then places it with the coupon', async () => {
      let answer: (c: UsableCoupon) => void = () => {};
      const { actor, orders } = start({ redeem: () => new Promise<UsableCoupon>((r) => (answer = r)) });
      await quoted(actor);
      actor.send({ type: 'payment.choose', method: 'card' });
      actor.send({ type: 'coupon.code.change', code: 'SPRING15' });
      actor.send({ type: 'coupon.code.submit' });
      actor.send({ type: 'order.place' });
      expect(actor.getSnapshot().matches({ ready: { coupon: 'redeeming' } })).toBe(true);
      answer(spring);
      await waitFor(actor, (s) => s.matches({ ready: { coupon: 'applied', quote: 'quoted' } }));
      expect(orders).toEqual([]);
      actor.send({ type: 'order.place' });
      await waitFor(actor, (s) => s.matches('placed'));
      expect(orders.map((o) => o.coupon_id)).toEqual([60]);
    });

    it('sends the shopper back to the cart when the selection has gone meanwhile', async () => {
      const { actor, backToCart } = start({ redeem: () => lineGone() });
      await quoted(actor);
      actor.send({ type: 'coupon.code.change', code: 'SPRING15' });
      actor.send({ type: 'coupon.code.submit' });
      await waitFor(actor, (s) => s.matches('backToCart'));
      expect((backToCart[0] as Error).message).toBe(messages.cartLineNotFound);
    });

    it('lists a redeemed coupon in its place, or adds it; usable ones first', () => {
      expect(withRedeemed([welcome, big], autumn).map((c) => c.id)).toEqual([50, 51, 61]);
      expect(withRedeemed([welcome, big], spring).map((c) => c.id)).toEqual([50, 60, 51]);
      expect(withRedeemed([welcome, big], { ...big, usable: true, reason: '' }).map((c) => [c.id, c.usable])).toEqual([
        [50, true],
        [51, true],
      ]);
    });
  });

  it("spends the customer's points when the box is ticked, and places the order with them", async () => {
    const t = start();
    // Before the first quote nobody knows what the order may spend: the box does nothing yet.
    t.actor.send({ type: 'points.toggle' });
    expect(t.actor.getSnapshot().context.usePoints).toBe(false);
    await quoted(t.actor);
    expect(t.actor.getSnapshot().context.quote!.total).toBe(100);
    t.actor.send({ type: 'points.toggle' });
    await quoted(t.actor);
    expect(t.quotes.at(-1)).toMatchObject({ use_points: true });
    expect(t.actor.getSnapshot().context.quote).toMatchObject({ points_used: 500, points_amount: 5, total: 95 });
    t.actor.send({ type: 'payment.choose', method: 'card' });
    t.actor.send({ type: 'order.place' });
    await waitFor(t.actor, (s) => s.status === 'done');
    expect(t.orders.at(-1)).toMatchObject({ use_points: true, expected_total: 95 });
  });

  it('unticking the points quotes without them', async () => {
    const t = start();
    await quoted(t.actor);
    t.actor.send({ type: 'points.toggle' });
    await quoted(t.actor);
    t.actor.send({ type: 'points.toggle' });
    await quoted(t.actor);
    expect(t.quotes.at(-1)!.use_points).toBeUndefined();
    expect(t.actor.getSnapshot().context.quote!.total).toBe(100);
  });

  it('offers a retry when the quote fails', async () => {
    let fail = true;
    const { actor } = start({ quoteFails: () => (fail ? offline() : null) });
    await waitFor(actor, (s) => s.matches({ ready: { quote: 'failed' } }));
    fail = false;
    actor.send({ type: 'quote.retry' });
    await quoted(actor);
  });

  it('sends the shopper back to the cart when a line has gone', async () => {
    const { actor, backToCart } = start({ quoteFails: () => lineGone() });
    await waitFor(actor, (s) => s.matches('backToCart'));
    expect((backToCart[0] as Error).message).toBe(messages.cartLineNotFound);
  });

  it('sends the shopper back to the cart when the server cannot take the selection (a 422 on cart_ids)', async () => {
    const { actor, backToCart } = start({ quoteFails: () => nothingSelected() });
    await waitFor(actor, (s) => s.matches('backToCart'));
    expect((backToCart[0] as Error).message).toBe(messages.cartSelectionEmpty);
  });

  it('asks for a payment method, then places the order with the quote’s total and hands it over', async () => {
    const { actor, orders, handedOver } = start();
    await quoted(actor);
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().context.blocker).toBe('payment');
    actor.send({ type: 'payment.choose', method: 'card' });
    expect(actor.getSnapshot().context.blocker).toBeNull();
    actor.send({ type: 'order.place' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(orders).toEqual([
      { cart_ids: [1, 2], shipping_method: 'standard', address_id: 7, client_token: 'token-1-abcdef', expected_total: 100, currency_id: 2 },
    ]);
    expect(handedOver).toEqual([{ order: { order_id: 99, order_no: 'OS2611-ABCDEF', total: 100, status: 'pending_payment' }, method: 'card' }]);
  });

  it('retries a failed order with the same token; a change of order takes a new one', async () => {
    const { actor, orders } = start({ placeFails: (_, n) => (n < 3 ? offline() : null) });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'wallet' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ ready: { order: 'placeFailed' } }));
    expect(actor.getSnapshot().matches({ ready: { quote: 'quoted', payment: 'chosen', address: 'choosing' } })).toBe(true);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ ready: { order: 'placeFailed' } }));
    expect(orders[1]!.client_token).toBe(orders[0]!.client_token);
    actor.send({ type: 'shipping.choose', method: 'express' });
    await quoted(actor);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(orders[2]!.client_token).not.toBe(orders[0]!.client_token);
  });

  it('re-quotes when the server says prices changed, then places with a new token and total', async () => {
    let total = 100;
    const { actor, orders, quotes } = start({
      total: () => total,
      placeFails: (req) => (req.expected_total === 100 ? risen() : null),
    });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'card' });
    total = 120;
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ ready: { order: 'placeFailed', quote: 'quoted' } }) && quotes.length === 2);
    expect((actor.getSnapshot().context.placeError as Error).message).toBe(messages.priceChanged);
    expect(actor.getSnapshot().context.quote!.total).toBe(120);
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('placed'));
    expect(orders.map((o) => [o.expected_total, o.client_token])).toEqual([
      [100, 'token-1-abcdef'],
      [120, 'token-2-abcdef'],
    ]);
  });

  it('sends the shopper back to the cart when stock ran out at placing', async () => {
    const { actor, backToCart } = start({ placeFails: () => soldOut() });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'bank_transfer' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches('backToCart'));
    expect((backToCart[0] as Error).message).toBe(messages.notEnoughStock);
  });

  it('does not place while the address form is open', async () => {
    const { actor, orders } = start();
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'card' });
    actor.send({ type: 'address.add' });
    actor.send({ type: 'order.place' });
    expect(actor.getSnapshot().context.blocker).toBe('address');
    expect(orders).toEqual([]);
  });

  it('offers pay in 4 only within its amounts, and withdraws it when the total leaves them', async () => {
    let total = 30;
    const { actor } = start({ total: () => total });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'pay_in_4' });
    expect(actor.getSnapshot().matches({ ready: { payment: 'unchosen' } })).toBe(true);
    total = 100;
    actor.send({ type: 'shipping.choose', method: 'express' });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'pay_in_4' });
    expect(actor.getSnapshot().context.paymentMethod).toBe('pay_in_4');
    total = 20;
    actor.send({ type: 'shipping.choose', method: 'standard' });
    await quoted(actor);
    expect(actor.getSnapshot().matches({ ready: { payment: 'unchosen' } })).toBe(true);
    expect(actor.getSnapshot().context.paymentMethod).toBeNull();
  });

  it('branches on the refusal’s kind and reason, never on its text', async () => {
    // A stock message without the server's reason is an ordinary refusal: the shopper stays.
    const { actor, backToCart } = start({ placeFails: () => new ApiLikeError(messages.notEnoughStock, 'conflict') });
    await quoted(actor);
    actor.send({ type: 'payment.choose', method: 'card' });
    actor.send({ type: 'order.place' });
    await waitFor(actor, (s) => s.matches({ ready: { order: 'placeFailed' } }));
    expect(backToCart).toEqual([]);
    expect(actor.getSnapshot().context.quoteStale).toBe(false);

    for (const error of [
      soldOut(),
      lineGone(),
      nothingSelected(),
      new ApiLikeError(messages.cartLineNotFound, 'invalid', null, { 'cart_ids[0]': messages.cartLineNotFound }),
    ]) {
      expect(isCartProblem(error)).toBe(true);
    }
    for (const error of [
      offline(),
      couponExpired(),
      risen(),
      new ApiLikeError(messages.overPurchaseLimit, 'conflict'),
      new Error(messages.outOfStock),
    ]) {
      expect(isCartProblem(error)).toBe(false);
    }
    expect(isPriceChanged(risen())).toBe(true);
    expect(isPriceChanged(new ApiLikeError(messages.priceChanged, 'conflict'))).toBe(false);
  });

  it('keys a client token by everything the order is made of', () => {
    const base = { cartIds: [1], addressId: 7, shippingMethod: 'standard' as const, couponId: null, usePoints: false, quote: null, currencyId: 1 };
    expect(tokenKeyOf(base)).toBe(tokenKeyOf({ ...base }));
    expect(tokenKeyOf(base)).not.toBe(tokenKeyOf({ ...base, couponId: 50 }));
    expect(tokenKeyOf(base)).not.toBe(tokenKeyOf({ ...base, addressId: 8 }));
    expect(tokenKeyOf(base)).not.toBe(tokenKeyOf({ ...base, usePoints: true }));
  });
});
