import { fromPromise } from 'xstate';
import { paymentMachine, type PaymentReport } from '../../../machines/payment.machine';
import { paymentApi } from './payment.api';
import { leaveApp, navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { rememberWalletOrder, savePaymentInfo, type PaymentInfo } from './payment-info';

/** What the result pages show of the payment (payment-info.ts). */
function infoOf({ order, method }: PaymentReport): PaymentInfo {
  return { order_id: order.id, order_no: order.order_no, total: order.total, currency: order.currency, method };
}

/**
 * The payment panel's effects: the card (the gateway's customer, an intent, the charge), the
 * wallet, bank transfer and pay in 4 calls of payment.api.ts; when the flow leaves the panel, the
 * payment is remembered (payment-info.ts) for the page it goes to: /payment-success,
 * /payment-failed, /bank-success, or the wallet's approval page outside the app.
 */
export const paymentLogic = paymentMachine.provide({
  actors: {
    createIntent: fromPromise(async ({ input }) => {
      await paymentApi.createCardCustomer();
      return paymentApi.createPaymentIntent(input.orderId);
    }),
    payCard: fromPromise(({ input }) => paymentApi.payCard(input.orderId, { ...input.card, intent_id: input.intentId })),
    payWallet: fromPromise(({ input }) => paymentApi.payWallet(input.orderId)),
    payBankTransfer: fromPromise(({ input }) => paymentApi.payBankTransfer(input.orderId)),
    checkInstalments: fromPromise(({ input }) => paymentApi.instalmentAccessible(input.amount)),
    createSession: fromPromise(({ input }) => paymentApi.instalmentCreateSession(input.orderId)),
    payInstalments: fromPromise(({ input }) => paymentApi.instalmentPay({ ...input.card, session_id: input.sessionId })),
  },
  actions: {
    reportSuccess: (_, report) => {
      savePaymentInfo(infoOf(report));
      navigate(routes.paymentSuccess(report.order.id));
    },
    reportFailure: (_, { reason, message, ...report }) => {
      savePaymentInfo({ ...infoOf(report), reason, message: message ?? undefined });
      navigate(routes.paymentFailed(report.order.id, reason));
    },
    rememberWalletPayment: (_, report) => {
      savePaymentInfo(infoOf(report));
      rememberWalletOrder(report.order.id);
    },
    leaveApp: (_, { url }) => leaveApp(url),
    reportBankTransfer: (_, { details, ...report }) => {
      savePaymentInfo({ ...infoOf(report), bank: details });
      navigate(routes.bankSuccess(report.order.id));
    },
  },
});
