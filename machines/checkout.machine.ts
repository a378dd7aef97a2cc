import { and, assign, not, or, raise, setup, stateIn } from 'xstate';
import { ValidationError } from 'yup';
import type { Address, PriceQuote, ShippingMethodId, UsableCoupon } from '../contract/checkout';
import { failureOf, Reason } from '../contract/codes';
import { INSTALMENT_MAX, INSTALMENT_MIN } from '../contract/constants';
import { messages } from '../contract/messages';
import { redeemCouponSchema } from '../contract/schemas/checkout';
import type { PaymentMethod, PlacedOrder } from '../contract/orders';
import { addressFormMachine } from './address-form.machine';
import { providedCall } from './provided';

export interface CheckoutInput {
  /** The cart lines chosen for this order (the cart's selection). */
  cartIds: number[];
  /** The shopper's currency (createOrder keeps it with the order). */
  currencyId?: number;
  /** Prefills of a new address (the customer's name). */
  addressDefaults?: { firstname?: string; lastname?: string };
}

/** What a press of "Place order" still needs before it can go. */
export type PlaceBlocker = 'address' | 'payment';

export interface CheckoutContext {
  cartIds: number[];
  currencyId: number | null;
  addressDefaults: { firstname?: string; lastname?: string };
  addresses: Address[];
  addressId: number | null;
  /** The address open in the form while editing. */
  editingAddress: Address | null;
  shippingMethod: ShippingMethodId;
  coupons: UsableCoupon[];
  /** The coupon in the current quote. */
  couponId: number | null;
  /** A coupon being applied ({couponId}) or removed ({couponId: null}), until the quote settles. */
  couponChange: { couponId: number | null } | null;
  couponError: unknown;
  /** The coupon code as typed in the code field. */
  code: string;
  /** Why the last code was refused (the field's check, or the server's 422 on `code`, as it came). */
  codeError: unknown;
  /** The coupon the last code gave, until the field is typed in again. */
  redeemed: UsableCoupon | null;
  /** Spend the customer's points on the order (as many as the server lets it take). */
  usePoints: boolean;
  quote: PriceQuote | null;
  /** The quote no longer holds (the server said prices changed): ask again. */
  quoteStale: boolean;
  quoteError: unknown;
  paymentMethod: PaymentMethod | null;
  blocker: PlaceBlocker | null;
  /** One token per attempt at this exact order, so a repeated submit answers the same order. */
  clientToken: string | null;
  /** The order the token was made for (tokenKeyOf). */
  tokenKey: string | null;
  placeError: unknown;
  /** Why the shopper goes back to the cart (stock, a line gone, nothing selected). */
  cartProblem: unknown;
  loadError: unknown;
  order: PlacedOrder | null;
}

export type CheckoutEvent =
  | { type: 'checkout.retry' }
  | { type: 'address.choose'; addressId: number }
  | { type: 'address.add' }
  | { type: 'address.edit'; addressId: number }
  | { type: 'address.cancel' }
  | { type: 'shipping.choose'; method: ShippingMethodId }
  | { type: 'coupon.apply'; couponId: number }
  | { type: 'coupon.remove' }
  /** The coupon code field, typed in. */
  | { type: 'coupon.code.change'; code: string }
  /** "Apply" by the code field: redeem the code typed. */
  | { type: 'coupon.code.submit' }
  /** The "use my points" box, ticked or unticked. */
  | { type: 'points.toggle' }
  | { type: 'quote.retry' }
  | { type: 'payment.choose'; method: PaymentMethod }
  | { type: 'order.place' }
  /** Raised inside the machine: ask the server for a new quote. */
  | { type: 'quote.refresh' }
  /** Raised inside the machine when a quote arrives / is refused. */
  | { type: 'quote.settled' }
  | { type: 'quote.rejected' };

export interface LoadedCheckout {
  addresses: Address[];
  coupons: UsableCoupon[];
}

export interface QuoteRequest {
  cart_ids: number[];
  address_id?: number;
  shipping_method: ShippingMethodId;
  coupon_id?: number;
  use_points?: boolean;
}

/** What api/users/redeemCoupon is asked: the code, and the selection the coupon is judged for. */
export interface RedeemRequest {
  code: string;
  cart_ids: number[];
}

export interface PlaceOrderRequest extends QuoteRequest {
  address_id: number;
  client_token: string;
  expected_total: number;
  currency_id?: number;
}

/**
 * A refusal the shopper fixes in the cart (its message says which): a line's stock or purchase
 * limit (reason `stock`), a line gone (reason `cartLine`), or a selection the server cannot take
 * (a 422 on `cart_ids`: nothing selected, or not a line at all).
 */
export function isCartProblem(error: unknown): boolean {
  const { kind, reason, fieldErrors } = failureOf(error);
  if (reason === Reason.stock || reason === Reason.cartLine) return true;
  return kind === 'invalid' && Object.keys(fieldErrors).some((field) => field === 'cart_ids' || field.startsWith('cart_ids['));
}

/** What is wrong with a typed coupon code before it is sent (contract/schemas redeemCouponSchema), or null. */
export function checkCode(code: string): string | null {
  try {
    redeemCouponSchema.validateSyncAt('code', { code });
    return null;
  } catch (e) {
    return e instanceof ValidationError ? e.message : String(e);
  }
}

/** The customer's coupons with one redeemed: in its place if it was listed, else added; usable ones first (as the server lists them). */
export function withRedeemed(coupons: UsableCoupon[], redeemed: UsableCoupon): UsableCoupon[] {
  const listed = coupons.some((c) => c.id === redeemed.id);
  const all = listed ? coupons.map((c) => (c.id === redeemed.id ? redeemed : c)) : [...coupons, redeemed];
  return [...all.filter((c) => c.usable), ...all.filter((c) => !c.usable)];
}

/** The order's total is no longer the quote's: the quote must be asked again. */
export function isPriceChanged(error: unknown): boolean {
  return failureOf(error).reason === Reason.priceChanged;
}

/** What getPrice is asked: the address, shipping method, coupon and points as they are now (a coupon change included). */
export function quoteRequestOf(c: CheckoutContext): QuoteRequest {
  const couponId = c.couponChange ? c.couponChange.couponId : c.couponId;
  return {
    cart_ids: c.cartIds,
    shipping_method: c.shippingMethod,
    ...(c.addressId != null ? { address_id: c.addressId } : {}),
    ...(couponId != null ? { coupon_id: couponId } : {}),
    ...(c.usePoints ? { use_points: true } : {}),
  };
}

/** The order a client token stands for: a new token for anything else. */
export function tokenKeyOf(
  c: Pick<CheckoutContext, 'cartIds' | 'addressId' | 'shippingMethod' | 'couponId' | 'usePoints' | 'quote' | 'currencyId'>,
): string {
  return JSON.stringify([c.cartIds, c.addressId, c.shippingMethod, c.couponId, c.usePoints, c.quote?.total ?? null, c.currencyId]);
}

/** Pay in 4 takes orders within the provider's amounts. */
export function instalmentsAllowed(total: number | undefined): boolean {
  return total !== undefined && total >= INSTALMENT_MIN && total <= INSTALMENT_MAX;
}

/**
 * What the checkout page shows, as tags of the states (src/features/checkout/checkout.view.ts):
 * - `loading`: the page loads (or leaves for the cart);  `loadFailed`: it could not load, Retry shows;
 * - `editable`: the choices can change (otherwise they are locked while the order is placed);
 * - `quoting` / `quoteFailed`: the totals are being asked again / could not be;
 * - `placeFailed`: createOrder was refused, its message shows;
 * - `placing`: createOrder is out (the page is busy);  `placed`: the order exists;
 * - `busy`: Place order spins (placing, or placed and handed over);
 * - `redeemingCode`: a typed coupon code is being redeemed (the field waits, its Apply spins);
 * - `addingAddress` / `editingAddress`: the address form is open for a new address or for one of
 *   the book (src/features/checkout/address-section.view.ts).
 */
export type CheckoutTag =
  | 'loading'
  | 'loadFailed'
  | 'editable'
  | 'quoting'
  | 'quoteFailed'
  | 'placeFailed'
  | 'placing'
  | 'placed'
  | 'busy'
  | 'redeemingCode'
  | 'addingAddress'
  | 'editingAddress';

/**
 * The checkout (/payment): the address book, a shipping method, a coupon (one the customer holds,
 * or one redeemed by its code), the customer's points, the server's quote and a payment method,
 * then createOrder. Every amount comes from
 * api/users/getPrice; the machine asks again whenever the address, shipping method, coupon or
 * points choice changes, one request at a time.
 * Once the order exists it is handed to the payment step. A visitor never gets here (the page is
 * guarded); a cart problem (stock, a line gone) sends the shopper back to the cart.
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    tags: {} as CheckoutTag,
  },
  actors: {
    /** GET api/users/addressBooks and POST api/users/getUsableCoupon, side by side. */
    loadCheckout: providedCall<LoadedCheckout, { cartIds: number[] }>('loadCheckout'),
    /** POST api/users/redeemCoupon: the coupon of a typed code, now held, judged for the selection. */
    redeemCoupon: providedCall<UsableCoupon, RedeemRequest>('redeemCoupon'),
    /** POST api/users/getPrice */
    fetchQuote: providedCall<PriceQuote, QuoteRequest>('fetchQuote'),
    /** A fresh client_token (a uuid), made by the app, not by the machine. */
    newClientToken: providedCall<string>('newClientToken'),
    /** POST api/users/createOrder */
    createOrder: providedCall<PlacedOrder, PlaceOrderRequest>('createOrder'),
    /** The address form (add or edit): the app provides it with its saveAddress. */
    addressForm: addressFormMachine,
  },
  guards: {
    hasSelection: ({ context }) => context.cartIds.length > 0,
    hasAddresses: ({ context }) => context.addresses.length > 0,
    isOtherAddress: ({ context, event }) =>
      event.type === 'address.choose' && event.addressId !== context.addressId && context.addresses.some((a) => a.id === event.addressId),
    isKnownAddress: ({ context, event }) => event.type === 'address.edit' && context.addresses.some((a) => a.id === event.addressId),
    isOtherShippingMethod: ({ context, event }) =>
      event.type === 'shipping.choose' &&
      event.method !== context.shippingMethod &&
      (context.quote?.shipping_methods.some((m) => m.id === event.method) ?? false),
    isUsableCoupon: ({ context, event }) =>
      event.type === 'coupon.apply' && event.couponId !== context.couponId && context.coupons.some((c) => c.id === event.couponId && c.usable),
    hasCoupon: ({ context }) => context.couponId != null,
    isCodeValid: ({ context }) => checkCode(context.code) === null,
    /** The field waits while its code is being redeemed. */
    isCodeEditable: not(stateIn('#checkout.ready.coupon.redeeming')),
    isRedeemedUsable: (_, { coupon }: { coupon: UsableCoupon }) => coupon.usable,
    /** Ticking needs points this order may spend (the quote says); unticking is always possible. */
    canTogglePoints: ({ context }) => context.usePoints || (context.quote?.points_spendable ?? 0) > 0,
    hasFreshQuote: ({ context }) => context.quote != null && !context.quoteStale,
    isCartProblem: (_, { error }: { error: unknown }) => isCartProblem(error),
    isPriceChanged: (_, { error }: { error: unknown }) => isPriceChanged(error),
    hasPaymentMethod: ({ context }) => context.paymentMethod != null,
    isPaymentMethodOffered: ({ context, event }) =>
      event.type === 'payment.choose' && (event.method !== 'pay_in_4' || instalmentsAllowed(context.quote?.total)),
    isChosenMethodWithdrawn: ({ context }) => context.paymentMethod === 'pay_in_4' && !instalmentsAllowed(context.quote?.total),
    hasPlaceError: ({ context }) => context.placeError != null,
    hasTokenForThisOrder: ({ context }) => context.clientToken != null && context.tokenKey === tokenKeyOf(context),
    hasChosenAddress: ({ context }) => context.addressId != null,
    isChoosingAddress: stateIn('#checkout.ready.address.choosing'),
    isAddressChosen: and(['isChoosingAddress', 'hasChosenAddress']),
    needsAddress: or([not('isChoosingAddress'), not('hasChosenAddress')]),
    needsPaymentMethod: not('hasPaymentMethod'),
    isQuoteSettled: and([
      stateIn('#checkout.ready.quote.quoted'),
      not(stateIn('#checkout.ready.coupon.applying')),
      not(stateIn('#checkout.ready.coupon.removing')),
      // A code being redeemed may yet change the coupon.
      not(stateIn('#checkout.ready.coupon.redeeming')),
    ]),
    canPlace: and(['isAddressChosen', 'isQuoteSettled', 'hasPaymentMethod']),
  },
  actions: {
    setLoaded: assign((_, { addresses, coupons }: LoadedCheckout) => {
      const chosen = addresses.find((a) => a.is_default) ?? addresses[0];
      return { addresses, coupons, addressId: chosen?.id ?? null, loadError: null };
    }),
    setLoadError: assign((_, { error }: { error: unknown }) => ({ loadError: error })),
    chooseAddress: assign({
      addressId: ({ context, event }) => (event.type === 'address.choose' ? event.addressId : context.addressId),
      blocker: null,
    }),
    setEditingAddress: assign({
      editingAddress: ({ context, event }) =>
        event.type === 'address.edit' ? (context.addresses.find((a) => a.id === event.addressId) ?? null) : null,
    }),
    forgetEditingAddress: assign({ editingAddress: null }),
    /** The saved address joins (or replaces its old self in) the book and becomes the order's. */
    takeSavedAddress: assign(({ context }, { address: saved }: { address: Address }) => {
      const others = context.addresses.filter((a) => a.id !== saved.id).map((a) => (saved.is_default ? { ...a, is_default: false } : a));
      const index = context.addresses.findIndex((a) => a.id === saved.id);
      const addresses = index < 0 ? [...others, saved] : [...others.slice(0, index), saved, ...others.slice(index)];
      return { addresses, addressId: saved.id, editingAddress: null, blocker: null };
    }),
    chooseShippingMethod: assign({
      shippingMethod: ({ context, event }) => (event.type === 'shipping.choose' ? event.method : context.shippingMethod),
    }),
    togglePoints: assign({ usePoints: ({ context }) => !context.usePoints }),
    requestQuote: raise({ type: 'quote.refresh' }),
    setQuote: assign((_, { quote }: { quote: PriceQuote }) => ({ quote, quoteStale: false, quoteError: null })),
    setQuoteError: assign((_, { error }: { error: unknown }) => ({ quoteError: error })),
    announceQuote: raise({ type: 'quote.settled' }),
    announceQuoteRefused: raise({ type: 'quote.rejected' }),
    proposeCoupon: assign({
      couponChange: ({ event }) => (event.type === 'coupon.apply' ? { couponId: event.couponId } : null),
      couponError: null,
    }),
    proposeNoCoupon: assign({ couponChange: { couponId: null }, couponError: null }),
    commitCoupon: assign({
      couponId: ({ context }) => (context.couponChange ? context.couponChange.couponId : context.couponId),
      couponChange: null,
    }),
    /** The coupon change was refused; its message shows by the coupons. */
    refuseCoupon: assign({ couponError: ({ context }) => context.quoteError, couponChange: null }),
    /** Typing in the code field drops its message and the last code's result. */
    setCode: assign({
      code: ({ context, event }) => (event.type === 'coupon.code.change' ? event.code : context.code),
      codeError: null,
      redeemed: null,
    }),
    /** The field's own check refused the code (empty, or not a code at all): its message shows under it. */
    refuseCodeAsTyped: assign({ codeError: ({ context }) => new Error(checkCode(context.code) ?? messages.couponCodeUnknown) }),
    clearCodeError: assign({ codeError: null, redeemed: null }),
    /** The coupon joins the customer's coupons (or replaces itself there); the field empties. */
    takeRedeemed: assign(({ context }, { coupon }: { coupon: UsableCoupon }) => ({
      coupons: withRedeemed(context.coupons, coupon),
      redeemed: coupon,
      code: '',
      codeError: null,
    })),
    /** A redeemed coupon usable for this selection is applied as a tap on its Apply would. */
    applyRedeemed: raise((_, { coupon }: { coupon: UsableCoupon }) => ({ type: 'coupon.apply' as const, couponId: coupon.id })),
    setCodeError: assign((_, { error }: { error: unknown }) => ({ codeError: error })),
    choosePaymentMethod: assign({
      paymentMethod: ({ context, event }) => (event.type === 'payment.choose' ? event.method : context.paymentMethod),
      blocker: null,
    }),
    forgetPaymentMethod: assign({ paymentMethod: null }),
    askForAddress: assign({ blocker: 'address' as const }),
    askForPaymentMethod: assign({ blocker: 'payment' as const }),
    clearPlaceError: assign({ placeError: null, blocker: null }),
    setClientToken: assign(({ context }, { token }: { token: string }) => ({ clientToken: token, tokenKey: tokenKeyOf(context) })),
    setPlaceError: assign((_, { error }: { error: unknown }) => ({ placeError: error })),
    markQuoteStale: assign({ quoteStale: true }),
    setCartProblem: assign((_, { error }: { error: unknown }) => ({ cartProblem: error })),
    noSelection: assign({ cartProblem: () => new Error(messages.cartSelectionEmpty) }),
    setOrder: assign((_, { order }: { order: PlacedOrder }) => ({ order })),
    /** Provided by the app: to the payment step with the order and the chosen method (/payment?order_id=N). */
    handOverOrder: (_, _params: { order: PlacedOrder; method: PaymentMethod | null }) => {},
    /** Provided by the app: back to /cart with the problem's message and a fresh cart. */
    returnToCart: (_, _params: { problem: unknown }) => {},
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    cartIds: input.cartIds,
    currencyId: input.currencyId ?? null,
    addressDefaults: input.addressDefaults ?? {},
    addresses: [],
    addressId: null,
    editingAddress: null,
    shippingMethod: 'standard',
    coupons: [],
    couponId: null,
    couponChange: null,
    couponError: null,
    code: '',
    codeError: null,
    redeemed: null,
    usePoints: false,
    quote: null,
    quoteStale: false,
    quoteError: null,
    paymentMethod: null,
    blocker: null,
    clientToken: null,
    tokenKey: null,
    placeError: null,
    cartProblem: null,
    loadError: null,
    order: null,
  }),
  initial: 'checkingSelection',
  states: {
    checkingSelection: {
      description: 'Nothing to check out without chosen cart lines.',
      tags: ['loading'],
      always: [
        { guard: 'hasSelection', target: 'loading' },
        { target: 'backToCart', actions: 'noSelection' },
      ],
    },
    loading: {
      description: 'The address book and the usable coupons; the first quote follows in ready.',
      tags: ['loading'],
      invoke: {
        id: 'loadCheckout',
        src: 'loadCheckout',
        input: ({ context }) => ({ cartIds: context.cartIds }),
        onDone: { target: 'ready', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'setLoadError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      tags: ['loadFailed'],
      on: { 'checkout.retry': 'loading' },
    },
    ready: {
      type: 'parallel',
      tags: ['editable'],
      on: {
        'order.place': [
          { guard: 'canPlace', target: 'placing', actions: 'clearPlaceError' },
          { guard: 'needsAddress', actions: 'askForAddress' },
          { guard: 'needsPaymentMethod', actions: 'askForPaymentMethod' },
        ],
      },
      states: {
        address: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasAddresses', target: 'choosing' }, { target: 'adding' }],
            },
            choosing: {
              description: 'One address of the book is the order’s; another can be chosen, edited or added.',
              on: {
                'address.choose': { guard: 'isOtherAddress', actions: ['chooseAddress', 'requestQuote'] },
                'address.add': 'adding',
                'address.edit': { guard: 'isKnownAddress', target: 'editing', actions: 'setEditingAddress' },
              },
            },
            adding: {
              description: 'The address form for a new address (the only way on with an empty book).',
              tags: ['addingAddress'],
              invoke: {
                id: 'addressForm',
                src: 'addressForm',
                input: ({ context }) => ({ defaults: context.addressDefaults }),
                onDone: {
                  target: 'choosing',
                  actions: [{ type: 'takeSavedAddress', params: ({ event }) => ({ address: event.output }) }, 'requestQuote'],
                },
              },
              on: { 'address.cancel': { guard: 'hasAddresses', target: 'choosing' } },
            },
            editing: {
              tags: ['editingAddress'],
              invoke: {
                id: 'addressForm',
                src: 'addressForm',
                input: ({ context }) => ({ address: context.editingAddress }),
                onDone: {
                  target: 'choosing',
                  actions: [{ type: 'takeSavedAddress', params: ({ event }) => ({ address: event.output }) }, 'requestQuote'],
                },
              },
              on: { 'address.cancel': { target: 'choosing', actions: 'forgetEditingAddress' } },
            },
          },
        },
        shipping: {
          description: 'Standard or express, as the quote offers them with their carriage.',
          on: {
            'shipping.choose': { guard: 'isOtherShippingMethod', actions: ['chooseShippingMethod', 'requestQuote'] },
          },
        },
        points: {
          description: 'Use my points: the quote says how many this order may spend and what they take off.',
          on: {
            'points.toggle': { guard: 'canTogglePoints', actions: ['togglePoints', 'requestQuote'] },
          },
        },
        coupon: {
          initial: 'deciding',
          description: 'One of the customer’s coupons applied, or none; a code typed in the field is redeemed, then applied when it can be.',
          on: { 'coupon.code.change': { guard: 'isCodeEditable', actions: 'setCode' } },
          states: {
            deciding: {
              always: [{ guard: 'hasCoupon', target: 'applied' }, { target: 'none' }],
            },
            none: {
              on: {
                'coupon.apply': { guard: 'isUsableCoupon', target: 'applying', actions: ['proposeCoupon', 'requestQuote'] },
                'coupon.code.submit': [{ guard: 'isCodeValid', target: 'redeeming', actions: 'clearCodeError' }, { actions: 'refuseCodeAsTyped' }],
              },
            },
            applying: {
              description: 'A quote with the coupon is on its way; refused, the coupon before it (if any) stays and the message shows.',
              on: {
                'quote.settled': { target: 'applied', actions: 'commitCoupon' },
                'quote.rejected': [
                  { guard: 'hasCoupon', target: 'applied', actions: ['refuseCoupon', 'requestQuote'] },
                  { target: 'none', actions: ['refuseCoupon', 'requestQuote'] },
                ],
              },
            },
            applied: {
              on: {
                'coupon.remove': { target: 'removing', actions: ['proposeNoCoupon', 'requestQuote'] },
                'coupon.apply': { guard: 'isUsableCoupon', target: 'applying', actions: ['proposeCoupon', 'requestQuote'] },
                'coupon.code.submit': [{ guard: 'isCodeValid', target: 'redeeming', actions: 'clearCodeError' }, { actions: 'refuseCodeAsTyped' }],
              },
            },
            removing: {
              on: {
                'quote.settled': { target: 'none', actions: 'commitCoupon' },
                'quote.rejected': { target: 'applied', actions: 'refuseCoupon' },
              },
            },
            redeeming: {
              description:
                'api/users/redeemCoupon with the typed code: the coupon joins the customer’s coupons and, usable for this selection, is applied as a tap on it would (coupon.apply); refused, the reason shows under the field and the coupon applied before stays.',
              tags: ['redeemingCode'],
              invoke: {
                id: 'redeemCoupon',
                src: 'redeemCoupon',
                input: ({ context }) => ({ code: context.code.trim(), cart_ids: context.cartIds }),
                onDone: [
                  {
                    guard: { type: 'isRedeemedUsable', params: ({ event }) => ({ coupon: event.output }) },
                    target: 'deciding',
                    actions: [
                      { type: 'takeRedeemed', params: ({ event }) => ({ coupon: event.output }) },
                      { type: 'applyRedeemed', params: ({ event }) => ({ coupon: event.output }) },
                    ],
                  },
                  { target: 'deciding', actions: { type: 'takeRedeemed', params: ({ event }) => ({ coupon: event.output }) } },
                ],
                onError: [
                  {
                    guard: { type: 'isCartProblem', params: ({ event }) => ({ error: event.error }) },
                    target: '#checkout.backToCart',
                    actions: { type: 'setCartProblem', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'deciding', actions: { type: 'setCodeError', params: ({ event }) => ({ error: event.error }) } },
                ],
              },
            },
          },
        },
        quote: {
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Back from a failed placing: the quote still holds unless prices changed.',
              always: [{ guard: 'hasFreshQuote', target: 'quoted' }, { target: 'quoting' }],
            },
            quoting: {
              description:
                'api/users/getPrice for the address, shipping method and coupon as they are now: a change asks again, dropping the answer on its way.',
              tags: ['quoting'],
              on: { 'quote.refresh': { target: 'quoting', reenter: true } },
              invoke: {
                id: 'fetchQuote',
                src: 'fetchQuote',
                input: ({ context }) => quoteRequestOf(context),
                onDone: { target: 'quoted', actions: [{ type: 'setQuote', params: ({ event }) => ({ quote: event.output }) }, 'announceQuote'] },
                onError: [
                  {
                    guard: { type: 'isCartProblem', params: ({ event }) => ({ error: event.error }) },
                    target: '#checkout.backToCart',
                    actions: { type: 'setCartProblem', params: ({ event }) => ({ error: event.error }) },
                  },
                  { target: 'failed', actions: [{ type: 'setQuoteError', params: ({ event }) => ({ error: event.error }) }, 'announceQuoteRefused'] },
                ],
              },
            },
            quoted: {
              on: { 'quote.refresh': 'quoting' },
            },
            failed: {
              tags: ['quoteFailed'],
              on: { 'quote.retry': 'quoting', 'quote.refresh': 'quoting' },
            },
          },
        },
        payment: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasPaymentMethod', target: 'chosen' }, { target: 'unchosen' }],
            },
            unchosen: {
              on: { 'payment.choose': { guard: 'isPaymentMethodOffered', target: 'chosen', actions: 'choosePaymentMethod' } },
            },
            chosen: {
              on: {
                'payment.choose': { guard: 'isPaymentMethodOffered', actions: 'choosePaymentMethod' },
                'quote.settled': { guard: 'isChosenMethodWithdrawn', target: 'unchosen', actions: 'forgetPaymentMethod' },
              },
            },
          },
        },
        order: {
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasPlaceError', target: 'placeFailed' }, { target: 'open' }],
            },
            open: {},
            placeFailed: {
              description: 'createOrder was refused (offline, prices changed...): the message shows until the next try.',
              tags: ['placeFailed'],
            },
          },
        },
      },
    },
    placing: {
      description: 'createOrder once: further presses are ignored.',
      tags: ['placing', 'busy'],
      initial: 'token',
      states: {
        token: {
          description: 'A client_token for this exact order: kept for a retry of the same order, new when anything changed.',
          always: { guard: 'hasTokenForThisOrder', target: 'sending' },
          invoke: {
            id: 'newClientToken',
            src: 'newClientToken',
            onDone: { target: 'sending', actions: { type: 'setClientToken', params: ({ event }) => ({ token: event.output }) } },
          },
        },
        sending: {
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({
              ...quoteRequestOf(context),
              address_id: context.addressId!,
              client_token: context.clientToken!,
              expected_total: context.quote!.total,
              ...(context.currencyId != null ? { currency_id: context.currencyId } : {}),
            }),
            onDone: { target: '#checkout.placed', actions: { type: 'setOrder', params: ({ event }) => ({ order: event.output }) } },
            onError: [
              {
                guard: { type: 'isCartProblem', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.backToCart',
                actions: { type: 'setCartProblem', params: ({ event }) => ({ error: event.error }) },
              },
              {
                guard: { type: 'isPriceChanged', params: ({ event }) => ({ error: event.error }) },
                target: '#checkout.ready',
                actions: [{ type: 'setPlaceError', params: ({ event }) => ({ error: event.error }) }, 'markQuoteStale'],
              },
              { target: '#checkout.ready', actions: { type: 'setPlaceError', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
      },
    },
    placed: {
      description: 'The order exists: the payment step takes it from here.',
      type: 'final',
      tags: ['placed', 'busy'],
      entry: { type: 'handOverOrder', params: ({ context }) => ({ order: context.order!, method: context.paymentMethod }) },
    },
    backToCart: {
      description: 'A cart problem (stock, a line gone, nothing selected): the shopper fixes it in the cart.',
      type: 'final',
      tags: ['loading'],
      entry: { type: 'returnToCart', params: ({ context }) => ({ problem: context.cartProblem }) },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
