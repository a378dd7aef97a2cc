import type { SnapshotFrom } from 'xstate';
import type { PriceQuote, UsableCoupon } from '../../../contract/checkout';
import { failureMessage, failureOf } from '../../../contract/codes';
import type { Message } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import type { checkoutMachine } from '../../../machines/checkout.machine';

export interface CheckoutView {
  /** The page loads (or leaves for the cart): only the top bar and the spinner show. */
  loading: boolean;
  /** The page could not load: the message and Retry show. */
  loadFailed: boolean;
  loadError: Error | null;
  /** The order is being placed or was: address, shipping, coupon, points and method are locked. */
  locked: boolean;
  /** createOrder is out: the page is busy. */
  placing: boolean;
  /** Place order spins (placing, or placed and handed over to the payment step). */
  busy: boolean;
  /** The order placed, once it exists. */
  placed: PlacedOrder | null;
  quote: PriceQuote | null;
  /** The totals are asked again: they are dimmed and "updating" shows. */
  quoting: boolean;
  /** The totals could not be asked: the message and Retry show. */
  quoteFailed: boolean;
  quoteError: Error | null;
  /** Why createOrder was refused, until the next try. */
  placeError: Error | null;
}

/** What the checkout page draws in each state of machines/checkout.machine.ts. */
export function checkoutView(s: SnapshotFrom<typeof checkoutMachine>): CheckoutView {
  const c = s.context;
  return {
    loading: s.hasTag('loading'),
    loadFailed: s.hasTag('loadFailed'),
    loadError: c.loadError as Error | null,
    locked: !s.hasTag('editable'),
    placing: s.hasTag('placing'),
    busy: s.hasTag('busy'),
    placed: s.hasTag('placed') ? c.order : null,
    quote: c.quote,
    quoting: s.hasTag('quoting'),
    quoteFailed: s.hasTag('quoteFailed'),
    quoteError: c.quoteError as Error | null,
    placeError: s.hasTag('placeFailed') ? (c.placeError as Error | null) : null,
  };
}

export interface CouponCodeView {
  /** The code as typed in the field. */
  code: string;
  /** The code is being redeemed: the field waits and its Apply spins. */
  redeeming: boolean;
  /** Apply by the field does something now (not while a coupon change settles, nor once the order is placed). */
  canSubmit: boolean;
  /** The field can be typed in (not once the order is placed). */
  locked: boolean;
  /** Why the code was refused, shown under the field: the server's message on `code`, else the refusal's own. */
  error: Message | null;
  /** The coupon the last code gave (announced), until the field is typed in again. */
  added: UsableCoupon | null;
}

/** What the coupon code field draws in each state of machines/checkout.machine.ts. */
export function couponCodeView(s: SnapshotFrom<typeof checkoutMachine>): CouponCodeView {
  const c = s.context;
  const error = c.codeError == null ? null : (failureOf(c.codeError).fieldErrors.code ?? failureMessage(c.codeError));
  return {
    code: c.code,
    redeeming: s.hasTag('redeemingCode'),
    canSubmit: s.can({ type: 'coupon.code.submit' }),
    locked: !s.hasTag('editable'),
    error: error || null,
    added: c.redeemed,
  };
}
