import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { TestModel } from '@xstate/graph';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { Address, PriceQuote, UsableCoupon } from '../../../contract/checkout';
import { failureOf, Reason } from '../../../contract/codes';
import { messages } from '../../../contract/messages';
import { PAYMENT_METHODS, type PaymentMethod, type PlacedOrder } from '../../../contract/orders';
import type { CartLine } from '../../../contract/entities';
import { cartMachine } from '../../../machines/cart.machine';
import {
  checkoutMachine,
  instalmentsAllowed,
  quoteRequestOf,
  type CheckoutContext,
  type LoadedCheckout,
  type PlaceOrderRequest,
  type QuoteRequest,
  type RedeemRequest,
} from '../../../machines/checkout.machine';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../tests/model/support/model-machine';
import { calls, eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import type { I18n } from '../../i18n/runtime';
import { ApiError } from '../../api/errors';
import { CartContext } from '../../features/cart/cart-context';
import { OverlayHost } from '../../app/overlays/overlays-provider';
import { addressFormLogic } from '../../features/address/address-form.actors';
import { checkoutLogic } from '../../features/checkout/checkout.actors';
import { Checkout } from './checkout-page';

// ---- the shop as this test's server answers it ----

const home: Address = {
  id: 7,
  firstname: 'Ada',
  lastname: 'Lovelace',
  phone: '+1 408 555 0100',
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
const work: Address = { ...home, id: 8, street: '9 Office Rd', city: 'Palo Alto', postcode: '94301', is_default: false };
const london: Address = {
  id: 20,
  firstname: 'Grace',
  lastname: 'Hopper',
  phone: '+44 20 7946 0958',
  country_id: 'GB',
  country: 'United Kingdom',
  region_id: null,
  region_code: '',
  region: 'Greater London',
  city: 'London',
  street: '10 Downing St',
  street2: '',
  postcode: 'SW1A 2AA',
  is_default: false,
};
const edited: Address = { ...work, city: 'Oakland' };

const coupon = (id: number, title: string, value: number, type: 'percent' | 'amount', usable = true, reason = ''): UsableCoupon => ({
  id,
  title,
  code: `C${id}`,
  special_from_date: '2026-01-01',
  special_to_date: '2026-12-31',
  is_get: 1,
  discount_type: type,
  discount_value: value,
  min_amount: 50,
  usable,
  reason,
});
const tenOff = coupon(50, 'Welcome', 10, 'percent');
const bigOff = coupon(52, 'Big saver', 80, 'amount');
const unusable = coupon(51, 'Spring', 20, 'amount', false, messages.couponBelowThreshold);
const COUPONS = [tenOff, bigOff, unusable];
/** What a typed code gives: a coupon this order can use, or one it cannot (below its threshold). */
const springCode = coupon(53, 'Spring code', 15, 'amount');
const autumnCode = coupon(54, 'Autumn code', 30, 'amount', false, messages.couponBelowThreshold);
const TYPED = 'spring20';

/** The server's quote for a request: $100 of goods, the coupon off, express carriage; a price rise adds $5. */
function quoteOf(req: QuoteRequest, risen = false): PriceQuote {
  const off = req.coupon_id === 50 ? 10 : req.coupon_id === 52 ? 80 : req.coupon_id === 53 ? 15 : 0;
  const carriage = req.shipping_method === 'express' ? 19.95 : 0;
  const goods = risen ? 105 : 100;
  // 1,500 points: at most half of the goods after the coupon, a point a cent.
  const spendable = Math.min(1500, Math.floor((goods - off) * 100 * 0.5));
  const used = req.use_points ? spendable : 0;
  return {
    lines: [
      {
        cart_id: 1,
        goods_id: 3,
        variant_id: 9,
        name: 'Round Titanium',
        sku: 'RT-1',
        color: 'Gold',
        img: '/x.svg',
        qty: 1,
        price_type: 1,
        unit_price: goods,
        original_price: goods,
        line_total: goods,
      },
    ],
    goods_amount: goods,
    discount_amount: 0,
    coupon_amount: off,
    coupon: null,
    shipping_method: req.shipping_method,
    carriage,
    points_balance: 1500,
    points_spendable: spendable,
    points_used: used,
    points_amount: used / 100,
    total: Math.round((goods - off - used / 100 + carriage) * 100) / 100,
    shipping_methods: [
      { id: 'standard', name: 'Standard', days: '7-12', carriage: 0, free_from: 69 },
      { id: 'express', name: 'Express', days: '3-5', carriage: 19.95, free_from: null },
    ],
  };
}

const order: PlacedOrder = { order_id: 99, order_no: 'OS2611-ABCDEF', total: 100, status: 'pending_payment' };
const offline = new ApiError('network', 600, messages.requestFailed);
const lineGone = new ApiError('notFound', 404, messages.cartLineNotFound, {}, { reason: Reason.cartLine });
const expired = new ApiError('invalid', 422, messages.couponExpired, { coupon_id: messages.couponExpired });
const soldOut = new ApiError('conflict', 409, messages.notEnoughStock, {}, { reason: Reason.stock, available: 0 });
const risen = new ApiError('conflict', 409, messages.priceChanged, {}, { reason: Reason.priceChanged });
const unknownCode = new ApiError('invalid', 422, messages.couponCodeUnknown, { code: messages.couponCodeUnknown });

// ---- the model: the machine's paths a shopper can take on this page, one region at a time ----

type Snap = Omit<AnyMachineSnapshot, 'context'> & { context: CheckoutContext };

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });
const nextToken = (c: CheckoutContext) => `token-${Number(c.clientToken?.split('-')[1] ?? 0) + 1}-abcd`;

/**
 * What a shopper (or the server) can do next. To keep the paths few, each part of the page is
 * tried while the others are at rest (the book as loaded, standard shipping, no coupon, no
 * payment method, nothing refused); every state and transition of the machine is still reached.
 */
function eventsOf(s: Snap) {
  const c = s.context;
  const at = (v: unknown) => s.matches(v as never);
  const events: ({ type: string } & Record<string, unknown>)[] = [];
  if (at('loading')) {
    events.push(
      done('loadCheckout', { addresses: [home, work], coupons: COUPONS }),
      done('loadCheckout', { addresses: [], coupons: [] }),
      fail('loadCheckout', offline),
    );
  }
  if (at('loadFailed')) events.push({ type: 'checkout.retry' });
  if (at({ placing: 'token' })) events.push(done('newClientToken', nextToken(c)));
  if (at({ placing: 'sending' })) {
    events.push(done('createOrder', order), fail('createOrder', soldOut), fail('createOrder', offline));
    if (!c.quoteStale && c.placeError == null) events.push(fail('createOrder', risen));
  }
  if (!at('ready')) return events;

  const quoted = at({ ready: { quote: 'quoted' } });
  const bookAtRest = at({ ready: { address: 'choosing' } }) && c.addresses.length === 2 && c.addressId === home.id;
  const standard = c.shippingMethod === 'standard';
  // The code field untouched: the list as loaded, nothing typed, said or added.
  const codeAtRest = c.code === '' && c.codeError == null && c.redeemed == null && c.coupons.length === COUPONS.length;
  const noCoupon = at({ ready: { coupon: 'none' } }) && c.couponError == null && codeAtRest;
  const open = at({ ready: { order: 'open' } }) && c.blocker == null;
  // With the points ticked, only unticking, the payment method and placing are tried.
  const noPoints = !c.usePoints;

  if (at({ ready: { quote: 'quoting' } })) {
    events.push(done('fetchQuote', quoteOf(quoteRequestOf(c), c.quoteStale)), fail('fetchQuote', offline));
    if (c.quote == null && c.addresses.length === 2) events.push(fail('fetchQuote', lineGone));
    if (c.couponChange?.couponId != null) events.push(fail('fetchQuote', expired));
  }
  if (at({ ready: { quote: 'failed' } }) && bookAtRest && standard && noCoupon && open && c.paymentMethod == null)
    events.push({ type: 'quote.retry' });

  // The address book.
  if (quoted && standard && noCoupon && noPoints && open && c.paymentMethod == null) {
    if (bookAtRest)
      events.push({ type: 'address.choose', addressId: work.id }, { type: 'address.add' }, { type: 'address.edit', addressId: work.id });
    if (at({ ready: { address: 'adding' } })) {
      events.push(done('addressForm', london));
      if (c.addresses.length > 0) events.push({ type: 'address.cancel' });
    }
    if (at({ ready: { address: 'editing' } })) events.push(done('addressForm', edited), { type: 'address.cancel' });
  }
  // Shipping: also while a quote is on its way (the newer request wins).
  if (bookAtRest && noCoupon && noPoints && open && c.paymentMethod == null && c.quote != null && (quoted || !standard)) {
    events.push({ type: 'shipping.choose', method: standard ? 'express' : 'standard' });
  }
  // Coupons, also with pay in 4 chosen (a big coupon takes the total below what pay in 4 allows).
  if (quoted && bookAtRest && standard && noPoints && open && codeAtRest && (c.paymentMethod == null || c.paymentMethod === 'pay_in_4')) {
    if (at({ ready: { coupon: 'none' } })) events.push({ type: 'coupon.apply', couponId: 50 }, { type: 'coupon.apply', couponId: 52 });
    if (at({ ready: { coupon: 'applied' } })) events.push({ type: 'coupon.remove' }, { type: 'coupon.apply', couponId: c.couponId === 50 ? 52 : 50 });
  }
  // A coupon code: with no coupon applied (nothing typed first, then a code: redeemed, added, refused, or the
  // selection gone), and with the welcome coupon applied (its own code again, or another that replaces it).
  if (quoted && bookAtRest && standard && noPoints && open && c.paymentMethod == null && c.couponError == null) {
    const fresh = c.redeemed == null && c.coupons.length === COUPONS.length;
    if (at({ ready: { coupon: 'none' } }) && fresh && c.code === '') {
      events.push({ type: 'coupon.code.change', code: TYPED });
      if (c.codeError == null) events.push({ type: 'coupon.code.submit' });
    }
    if (at({ ready: { coupon: 'applied' } }) && c.couponId === 50 && codeAtRest) events.push({ type: 'coupon.code.change', code: TYPED });
    if ((at({ ready: { coupon: 'none' } }) || at({ ready: { coupon: 'applied' } })) && fresh && c.code !== '' && c.codeError == null) {
      events.push({ type: 'coupon.code.submit' });
    }
  }
  if (at({ ready: { coupon: 'redeeming' } })) {
    if (c.couponId == null) {
      events.push(done('redeemCoupon', springCode), done('redeemCoupon', autumnCode), fail('redeemCoupon', unknownCode));
      events.push(fail('redeemCoupon', lineGone));
    } else {
      events.push(done('redeemCoupon', tenOff), done('redeemCoupon', springCode));
    }
  }
  // The points: ticked and unticked at rest.
  if (quoted && bookAtRest && standard && noCoupon && open && c.paymentMethod == null) {
    if ((c.quote?.points_spendable ?? 0) > 0 || c.usePoints) events.push({ type: 'points.toggle' });
  }
  // The payment method.
  if (quoted && bookAtRest && standard && open && at({ ready: { coupon: 'none' } }) && c.couponError == null && codeAtRest) {
    if (c.paymentMethod == null) {
      events.push({ type: 'payment.choose', method: 'card' });
      if (instalmentsAllowed(c.quote?.total)) events.push({ type: 'payment.choose', method: 'pay_in_4' });
    }
    if (c.paymentMethod === 'card') events.push({ type: 'payment.choose', method: 'bank_transfer' });
  }
  // Place order: blocked without an address or a payment method, else placing; again after a refusal.
  const placeable = quoted && standard && noCoupon && c.blocker == null && (c.paymentMethod == null || c.paymentMethod === 'card');
  if (placeable && (bookAtRest || (at({ ready: { address: 'adding' } }) && c.addresses.length === 2 && c.paymentMethod === 'card'))) {
    events.push({ type: 'order.place' });
  }
  return events;
}

const modelMachine = toModelMachine(checkoutMachine);
const model = new TestModel(modelMachine, {
  events: eventsOf as never,
  serializeState: everyTransition((s: Snap) => {
    const c = s.context;
    return {
      v: s.value,
      book: c.addresses.map((a) => a.id),
      at: c.addressId,
      ship: c.shippingMethod,
      coupon: c.couponId,
      change: c.couponChange,
      points: c.usePoints,
      couponError: (c.couponError as Error | null)?.message ?? null,
      coupons: c.coupons.map((x) => x.id),
      code: c.code,
      codeError: (c.codeError as Error | null)?.message ?? null,
      redeemed: c.redeemed?.id ?? null,
      quoteError: (c.quoteError as Error | null)?.message ?? null,
      pay: c.paymentMethod,
      blocker: c.blocker,
      total: c.quote?.total ?? null,
      stale: c.quoteStale,
      placeError: (c.placeError as Error | null)?.message ?? null,
      token: c.clientToken,
    };
  }) as never,
  stateMatcher: (state: AnyMachineSnapshot, key: string) => state.matches(key as never),
} as never);
const INPUT = { cartIds: [1], currencyId: 1, addressDefaults: { firstname: 'Grace' } };
const paths = model.getShortestPaths({ input: INPUT } as never);

// ---- the page on in-memory calls ----

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

async function renderCheckout(input = INPUT) {
  const load = calls<LoadedCheckout, { cartIds: number[] }>();
  const price = calls<PriceQuote, QuoteRequest>();
  const save = calls<Address, { id: number | null }>();
  const place = calls<PlacedOrder, PlaceOrderRequest>();
  const redeem = calls<UsableCoupon, RedeemRequest>();
  let tokens = 0;
  // In-memory calls answered when the path says; the app's own effects (the URL, the toast, the cart).
  const logic = checkoutLogic.provide({
    actors: {
      loadCheckout: fromPromise(({ input: i }) => load.start(i)),
      fetchQuote: fromPromise(({ input: req }) => price.start(req)),
      redeemCoupon: fromPromise(({ input: req }) => redeem.start(req)),
      newClientToken: fromPromise(async () => `token-${++tokens}-abcd`),
      createOrder: fromPromise(({ input: req }) => place.start(req)),
      addressForm: addressFormLogic.provide({ actors: { saveAddress: fromPromise(({ input: i }) => save.start({ id: i.id })) } }),
    },
  });
  const cartLogic = cartMachine.provide({ actors: { fetchCart: fromPromise<CartLine[]>(async () => []) } });
  const { Wrapper, location } = shellHarness({ i18n, path: '/payment' });
  render(
    <Wrapper>
      <CartContext.Provider logic={cartLogic}>
        <Checkout input={input} logic={logic} />
        <OverlayHost />
      </CartContext.Provider>
    </Wrapper>,
  );
  await flush();
  return { load, price, save, place, redeem, location };
}

type Page = Awaited<ReturnType<typeof renderCheckout>>;

const region = (name: string) => screen.getByRole('region', { name });
const money = (usd: number) => `$${usd.toFixed(2)}`;
const METHOD_NAMES: Record<PaymentMethod, RegExp> = { card: /^Card/, wallet: /^Wallet/, bank_transfer: /^Bank transfer/, pay_in_4: /^Pay in 4/ };

async function settle(work: () => unknown) {
  await act(async () => {
    await work();
  });
  await flush();
}

/** Fills the new-address form as a shopper does, the country from its picker. */
async function fillNewAddress() {
  const form = screen.getByRole('form', { name: 'New address' });
  const type = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
  type('Last name', 'Hopper');
  type('Phone', '+44 20 7946 0958');
  fireEvent.click(within(form).getByRole('button', { name: /^Country/ }));
  const sheet = await eventually(() => screen.queryByRole('dialog', { name: 'Choose a country' }));
  fireEvent.change(within(sheet).getByRole('searchbox', { name: 'Search countries' }), { target: { value: 'United Kingdom' } });
  fireEvent.click(await eventually(() => within(sheet).queryByRole('button', { name: 'United Kingdom' })));
  await flush();
  type('State / Province / Region (optional)', 'Greater London');
  type('City', 'London');
  type('Street address', '10 Downing St');
  type('ZIP / Postal code', 'SW1A 2AA');
  fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
  await flush();
}

// Plain DOM reads for the per-state checks: role queries over the whole page on every step are slow.
const sectionOf = (headingId: string) => document.getElementById(headingId)!.closest('section')!;
const radios = (el: Element) => [...el.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const alertText = (el: Element) => el.querySelector('[role="alert"]')?.textContent ?? null;
const labelled = (el: Element, prefix: string) =>
  [...el.querySelectorAll('button[aria-label]')].map((b) => b.getAttribute('aria-label')!).filter((l) => l.startsWith(prefix));

/** Everything a shopper sees of a ready (or placing) checkout matches the machine's context. */
function expectCheckout(s: Snap, page: Page) {
  const c = s.context;
  const address = sectionOf('checkout-address');
  if (s.matches({ ready: { address: 'adding' } })) {
    expect(address.querySelector('form')?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(address.querySelector('form h3')?.textContent).toBe('New address');
    expect([...address.querySelectorAll('button')].some((b) => b.textContent === 'Cancel')).toBe(c.addresses.length > 0);
  } else if (s.matches({ ready: { address: 'editing' } })) {
    expect(address.querySelector('form h3')?.textContent).toBe('Edit address');
    expect(address.querySelector<HTMLInputElement>('input[name="street"]')!.value).toBe(c.editingAddress!.street);
  } else {
    expect(radios(address).map((r) => r.checked)).toEqual(c.addresses.map((a) => a.id === c.addressId));
  }
  expect(alertText(address)).toBe(c.blocker === 'address' ? messages.addressRequired : null);

  const totals = sectionOf('checkout-totals');
  if (s.matches({ ready: { quote: 'quoting' } })) {
    expect(totals.querySelector('[role="status"]')?.textContent).toBe('Updating the prices…');
    expect(page.price.last.input).toEqual(quoteRequestOf(c));
  }
  if (s.matches({ ready: { quote: 'failed' } })) expect(alertText(totals)).toContain((c.quoteError as Error).message);
  if (c.quote && (s.matches({ ready: { quote: 'quoted' } }) || s.matches('placing'))) {
    expect([...totals.querySelectorAll('dd')].at(-1)!.textContent).toBe(money(c.quote.total));
    expect(radios(sectionOf('checkout-shipping')).map((r) => r.checked)).toEqual(c.quote.shipping_methods.map((m) => m.id === c.shippingMethod));
  }

  const coupons = sectionOf('checkout-coupons');
  const applied = c.coupons.find((x) => x.id === c.couponId);
  expect(labelled(coupons, 'Remove the coupon')).toEqual(applied ? [`Remove the coupon ${applied.title}`] : []);
  expect(labelled(coupons, 'Apply the coupon')).toEqual(c.coupons.filter((x) => x.usable && x !== applied).map((x) => `Apply the coupon ${x.title}`));
  const busy = coupons.querySelectorAll('button[aria-busy="true"]').length;
  const settling = ['applying', 'removing', 'redeeming'].some((k) => s.matches({ ready: { coupon: k } } as never));
  expect(busy).toBe(settling ? 1 : 0);
  expect(coupons.textContent).toContain(c.coupons.length ? messages.couponBelowThreshold : 'You have no coupons for this order.');

  // The code field: what is typed, its message under it (tied to it), Apply spinning while the code is out.
  const code = coupons.querySelector<HTMLInputElement>('input[name="coupon_code"]')!;
  expect(code.labels?.[0]?.textContent).toBe('Coupon code');
  expect(code.value).toBe(c.code);
  const codeMessage = c.codeError ? (failureOf(c.codeError).fieldErrors.code ?? (c.codeError as Error).message) : null;
  const describedBy = code.getAttribute('aria-describedby');
  expect(code.getAttribute('aria-invalid')).toBe(codeMessage ? 'true' : null);
  expect(describedBy ? document.getElementById(describedBy)?.textContent : null).toBe(codeMessage);
  if (describedBy) expect(document.getElementById(describedBy)!.getAttribute('role')).toBe('alert');
  const apply = code.form!.querySelector('button[type="submit"]')!;
  expect(apply.textContent).toBe('Apply');
  expect(apply.getAttribute('aria-busy')).toBe(s.matches({ ready: { coupon: 'redeeming' } }) ? 'true' : null);
  expect(code.form!.querySelector('[role="status"]')?.textContent ?? null).toBe(c.redeemed ? `${c.redeemed.title} is now in your coupons.` : null);
  if (s.matches({ ready: { coupon: 'redeeming' } })) expect(page.redeem.last.input).toEqual({ code: c.code.trim(), cart_ids: INPUT.cartIds });
  const refusal = [...coupons.querySelectorAll('[role="alert"]')].find((a) => a.id !== describedBy);
  expect(refusal?.textContent ?? null).toBe((c.couponError as Error | null)?.message ?? null);

  const points = document.getElementById('checkout-points')?.closest('section');
  const shown = c.quote != null && (c.quote.points_spendable > 0 || c.usePoints);
  expect(!!points).toBe(shown);
  if (points) expect(points.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(c.usePoints);

  const payment = sectionOf('checkout-payment');
  expect(radios(payment).map((r) => r.checked)).toEqual(PAYMENT_METHODS.map((m) => m === c.paymentMethod));
  expect(alertText(payment)).toBe(c.blocker === 'payment' ? 'Please choose a payment method' : null);

  const place = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Place order')!;
  expect(place.getAttribute('aria-busy')).toBe(s.matches('placing') ? 'true' : null);
  const failure = s.matches({ ready: { order: 'placeFailed' } }) ? (c.placeError as Error).message : null;
  expect([...document.querySelectorAll('[role="alert"]')].some((a) => a.textContent === failure)).toBe(failure != null);
}

describe('checkout page (model: every state and transition of checkout.machine)', () => {
  it('reaches every state of the machine', () => {
    const seen = statesVisited(paths as never);
    const all = [...seen].join(' ');
    for (const name of [
      'loading',
      'loadFailed',
      'placed',
      'backToCart',
      'adding',
      'editing',
      'choosing',
      'applying',
      'applied',
      'removing',
      'redeeming',
      'quoting',
      'failed',
      'unchosen',
      'chosen',
      'placeFailed',
      'token',
      'sending',
    ]) {
      expect(all).toContain(`"${name}"`);
    }
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const page = await renderCheckout();
      await path.test({
        states: {
          loading: () => expect(screen.getAllByRole('status').map((e) => e.textContent)).toContain('Loading…'),
          loadFailed: () => expect(screen.getByRole('alert').textContent).toContain(messages.requestFailed),
          ready: (s: Snap) => expectCheckout(s, page),
          placing: (s: Snap) => {
            expectCheckout(s, page);
            const before = page.place.list.length;
            fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
            expect(page.place.list.length).toBe(before);
          },
          'placing.sending': (s: Snap) => {
            const c = s.context;
            expect(page.place.last.input).toEqual({
              ...quoteRequestOf(c),
              address_id: c.addressId,
              client_token: c.clientToken,
              expected_total: c.quote!.total,
              currency_id: 1,
            });
          },
          placed: (s: Snap) => expect(page.location.history.at(-1)).toBe(`/payment?order_id=99&method=${s.context.paymentMethod}`),
          backToCart: (s: Snap) => {
            expect(page.location.history.at(-1)).toBe('/cart');
            expect(screen.getByText((s.context.cartProblem as Error).message)).toBeTruthy();
          },
        } as never,
        events: {
          'xstate.done.actor.loadCheckout': ({ event }: { event: { output: LoadedCheckout } }) =>
            settle(() => {
              expect(page.load.last.input).toEqual({ cartIds: INPUT.cartIds });
              page.load.last.d.resolve(event.output);
            }),
          'xstate.error.actor.loadCheckout': ({ event }: { event: { error: unknown } }) => settle(() => page.load.last.d.reject(event.error)),
          'checkout.retry': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' }))),
          'xstate.done.actor.fetchQuote': ({ event }: { event: { output: PriceQuote } }) => settle(() => page.price.last.d.resolve(event.output)),
          'xstate.error.actor.fetchQuote': ({ event }: { event: { error: unknown } }) => settle(() => page.price.last.d.reject(event.error)),
          'quote.retry': () => settle(() => fireEvent.click(within(region('Order summary')).getByRole('button', { name: 'Try again' }))),
          'address.choose': () => settle(() => fireEvent.click(within(region('Shipping address')).getAllByRole('radio')[1]!)),
          'address.add': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }))),
          'address.edit': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Edit the address of Ada Lovelace, 9 Office Rd' }))),
          'address.cancel': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))),
          'xstate.done.actor.addressForm': async ({ event }: { event: { output: Address } }) => {
            if (screen.queryByRole('form', { name: 'New address' })) await fillNewAddress();
            else fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
            await flush();
            await settle(() => page.save.last.d.resolve(event.output));
          },
          'shipping.choose': ({ event }: { event: { method: string } }) =>
            settle(() =>
              fireEvent.click(within(region('Shipping method')).getByRole('radio', { name: event.method === 'express' ? /^Express/ : /^Standard/ })),
            ),
          'coupon.apply': ({ event }: { event: { couponId: number } }) =>
            settle(() =>
              fireEvent.click(screen.getByRole('button', { name: `Apply the coupon ${COUPONS.find((x) => x.id === event.couponId)!.title}` })),
            ),
          'coupon.remove': () => settle(() => fireEvent.click(screen.getByRole('button', { name: /^Remove the coupon/ }))),
          'coupon.code.change': ({ event }: { event: { code: string } }) =>
            settle(() =>
              fireEvent.change(within(region('Coupons')).getByRole('textbox', { name: 'Coupon code' }), { target: { value: event.code } }),
            ),
          'coupon.code.submit': () => settle(() => fireEvent.click(within(region('Coupons')).getByRole('button', { name: 'Apply' }))),
          'xstate.done.actor.redeemCoupon': ({ event }: { event: { output: UsableCoupon } }) =>
            settle(() => page.redeem.last.d.resolve(event.output)),
          'xstate.error.actor.redeemCoupon': ({ event }: { event: { error: unknown } }) => settle(() => page.redeem.last.d.reject(event.error)),
          'points.toggle': () => settle(() => fireEvent.click(within(region('Points')).getByRole('checkbox'))),
          'payment.choose': ({ event }: { event: { method: PaymentMethod } }) =>
            settle(() => fireEvent.click(within(region('Payment method')).getByRole('radio', { name: METHOD_NAMES[event.method] }))),
          'order.place': () => settle(() => fireEvent.click(screen.getByRole('button', { name: 'Place order' }))),
          'xstate.done.actor.newClientToken': () => flush(),
          'xstate.done.actor.createOrder': ({ event }: { event: { output: PlacedOrder } }) => settle(() => page.place.last.d.resolve(event.output)),
          'xstate.error.actor.createOrder': ({ event }: { event: { error: unknown } }) => settle(() => page.place.last.d.reject(event.error)),
        } as never,
      });
    });
  }

  it('sends the shopper back to the cart when nothing is selected', async () => {
    const page = await renderCheckout({ ...INPUT, cartIds: [] });
    expect(page.location.history.at(-1)).toBe('/cart');
    expect(screen.getByText(messages.cartSelectionEmpty)).toBeTruthy();
    expect(page.load.list).toHaveLength(0);
  });
});
