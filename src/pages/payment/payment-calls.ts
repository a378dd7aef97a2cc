import { createContext, useContext } from 'react';
import type {
  BankTransferDetails,
  InstalmentAccess,
  InstalmentSession,
  OrderDetail,
  PaymentResult,
  WalletRedirect,
} from '../../../contract/orders';
import type { CardForm, WalletExecuteInput } from '../../../contract/schemas/payment';
import { ordersApi } from '../../api/orders';
import { paymentApi } from '../../api/payment';

const ordersCalls = ordersApi;
const pay = paymentApi;

/** The calls the payment panel and pages make; component tests provide in-memory ones. */
export interface PaymentCalls {
  /** The gateway's customer, then a payment intent for the order. */
  createIntent(orderId: number): Promise<{ intent_id: string }>;
  payCard(orderId: number, input: CardForm & { intent_id: string }): Promise<PaymentResult>;
  payWallet(orderId: number): Promise<WalletRedirect>;
  executeWallet(input: WalletExecuteInput): Promise<PaymentResult>;
  payBankTransfer(orderId: number): Promise<BankTransferDetails>;
  fillPay(orderId: number): Promise<WalletRedirect>;
  fillPayExecute(input: WalletExecuteInput): Promise<PaymentResult>;
  instalmentAccessible(amount: number): Promise<InstalmentAccess>;
  instalmentCreateSession(orderId: number): Promise<InstalmentSession>;
  instalmentPay(input: CardForm & { session_id: string }): Promise<PaymentResult>;
  orderDetail(id: number, signal?: AbortSignal): Promise<OrderDetail>;
  /** Leaves the app for another site's page (the wallet's approval page). */
  leaveApp(url: string): void;
}


const apiCalls: PaymentCalls = {
  createIntent: async (orderId) => {
    await pay.createCardCustomer();
    return pay.createPaymentIntent(orderId);
  },
  payCard: (orderId, input) => pay.payCard(orderId, input),
  payWallet: (orderId) => pay.payWallet(orderId),
  executeWallet: (input) => pay.executeWallet(input),
  payBankTransfer: (orderId) => pay.payBankTransfer(orderId),
  fillPay: (orderId) => pay.fillPay(orderId),
  fillPayExecute: (input) => pay.fillPayExecute(input),
  instalmentAccessible: (amount) => pay.instalmentAccessible(amount),
  instalmentCreateSession: (orderId) => pay.instalmentCreateSession(orderId),
  instalmentPay: (input) => pay.instalmentPay(input),
  orderDetail: (id, signal) => ordersCalls.orderDetail(id, signal),
  leaveApp: (url) => window.location.assign(url),
};

export const PaymentCallsContext = createContext<PaymentCalls>(apiCalls);

export function usePaymentCalls(): PaymentCalls {
  return useContext(PaymentCallsContext);
}
