import type { BankTransferDetails, OrderCurrency, PaymentMethod } from '../../../contract/orders';
import type { FailureReason } from '../../../machines/payment/shared';
import { storage } from '../../app/storage';
import { isMessageRef, type Message } from '../../../contract/messages';

/**
 * What a payment's return page shows, kept under the spec's persisted "payment info" key so a
 * reload of /payment-success, /payment-failed or /bank-success still shows it. Amounts in USD.
 */
export interface PaymentInfo {
  order_id: number;
  order_no: string;
  total: number;
  currency: OrderCurrency;
  method: PaymentMethod;
  /** Set when the payment did not go through. */
  reason?: FailureReason;
  /** The contract message of the failure (the server's reference, or a text). */
  message?: Message;
  /** Bank transfer: the details to quote. */
  bank?: BankTransferDetails;
}

function isPaymentInfo(value: unknown): value is PaymentInfo {
  const v = value as Partial<PaymentInfo> | null;
  return (
    !!v &&
    typeof v === 'object' &&
    typeof v.order_id === 'number' &&
    typeof v.order_no === 'string' &&
    !!v.currency &&
    (v.message === undefined || typeof v.message === 'string' || isMessageRef(v.message))
  );
}

export function savePaymentInfo(info: PaymentInfo): void {
  storage.set('paymentInfo', info);
}

/** The remembered payment of `orderId` (any order when not given), or null. */
export function readPaymentInfo(orderId?: number | null): PaymentInfo | null {
  const info = storage.get('paymentInfo');
  if (!isPaymentInfo(info)) return null;
  return orderId == null || info.order_id === orderId ? info : null;
}

/**
 * The spec's persisted "pay flag": which order is out at the wallet, so a return page whose
 * approval failed can still offer to pay that order again.
 */
export function rememberWalletOrder(orderId: number): void {
  storage.set('payFlag', String(orderId));
}

export function walletOrder(): number | null {
  const id = Number(storage.get('payFlag'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function forgetWalletOrder(): void {
  storage.remove('payFlag');
}

/** order_id of the query string, or null. */
export function orderIdOf(search: string): number | null {
  const id = Number(new URLSearchParams(search).get('order_id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
