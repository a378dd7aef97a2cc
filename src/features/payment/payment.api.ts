import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type {
  BankTransferDetails,
  InstalmentAccess,
  InstalmentSession,
  PaymentIntent,
  PaymentResult,
  WalletRedirect,
} from '../../../contract/orders';
import type { CardForm, WalletExecuteInput } from '../../../contract/schemas/payment';

/**
 * Paying an order (contract/orders.ts). A provider's refusal (declined card, cancelled approval)
 * rejects with kind 'declined' (402); a bad card field with 'invalid' (422) and field messages.
 * Failures reach the caller, which shows them in place.
 */
export const paymentApi = {
  /** GET api/users/create_customer_{provider} -> the gateway's customer for the signed-in shopper. */
  createCardCustomer: () => http<{ customer_id: string }>('get', paths.createCardCustomer),
  /** POST api/users/create_payment_intent {order_id} */
  createPaymentIntent: (orderId: number) => http<PaymentIntent>('post', paths.createPaymentIntent, { form: { order_id: orderId } }),
  /** POST api/pay/creditcard/{orderId} {intent_id, name, card_number, expiry, cvc} */
  payCard: (orderId: number, input: CardForm & { intent_id: string }) => http<PaymentResult>('post', paths.payCard(orderId), { form: input }),
  /** POST api/pay/{orderId} -> where the shopper approves the payment. */
  payWallet: (orderId: number) => http<WalletRedirect>('post', paths.payWallet(orderId)),
  /** GET api/pay/excute?token=&payer_id= : settles an approved wallet payment (repeatable). */
  executeWallet: (input: WalletExecuteInput) => http<PaymentResult>('get', paths.executeWallet, { query: input }),
  /** POST api/pay/payBankTransfer/{orderId} -> the details to quote on the transfer. */
  payBankTransfer: (orderId: number) => http<BankTransferDetails>('post', paths.payBankTransfer(orderId)),
  /** POST api/pay/fillPay {order_id}: pay an order's price difference with the wallet. */
  fillPay: (orderId: number) => http<WalletRedirect>('post', paths.fillPay, { form: { order_id: orderId } }),
  /** GET api/pay/fillpostExcute?token=&payer_id= */
  fillPayExecute: (input: WalletExecuteInput) => http<PaymentResult>('get', paths.fillPayExecute, { query: input }),
  /** POST api/payin4/accessible {amount} (USD) */
  instalmentAccessible: (amount: number) => http<InstalmentAccess>('post', paths.instalmentAccessible, { form: { amount } }),
  /** POST api/payin4/createSession {order_id} -> the session and its schedule of 4. */
  instalmentCreateSession: (orderId: number) => http<InstalmentSession>('post', paths.instalmentCreateSession, { form: { order_id: orderId } }),
  /** POST api/payin4/pay {session_id, card fields} */
  instalmentPay: (input: CardForm & { session_id: string }) => http<PaymentResult>('post', paths.instalmentPay, { form: input }),
};
