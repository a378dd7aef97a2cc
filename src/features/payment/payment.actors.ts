import { fromPromise } from 'xstate';
import { paymentMachine } from '../../../machines/payment.machine';
import { bankTransferPaymentMachine } from '../../../machines/payment/bank-transfer.machine';
import { cardPaymentMachine } from '../../../machines/payment/card.machine';
import { payIn4PaymentMachine } from '../../../machines/payment/pay-in-4.machine';
import type { PaymentFailureReport, PaymentReport } from '../../../machines/payment/shared';
import { walletPaymentMachine } from '../../../machines/payment/wallet.machine';
import { paymentApi } from './payment.api';
import { leaveApp, navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { rememberWalletOrder, savePaymentInfo, type PaymentInfo } from './payment-info';

/** What the result pages show of the payment (payment-info.ts). */
function infoOf({ order, method }: PaymentReport): PaymentInfo {
  return { order_id: order.id, order_no: order.order_no, total: order.total, currency: order.currency, method };
}

/** Declined or failed (card, pay in 4): the reason is remembered for /payment-failed, which shows it. */
function reportFailure(_: unknown, { reason, message, ...report }: PaymentFailureReport) {
  savePaymentInfo({ ...infoOf(report), reason, message: message ?? undefined });
  navigate(routes.paymentFailed(report.order.id, reason));
}

/** The card (machines/payment/card.machine.ts): the gateway's customer, an intent, the charge. */
export const cardPaymentLogic = cardPaymentMachine.provide({
  actors: {
    createIntent: fromPromise(async ({ input }) => {
      await paymentApi.createCardCustomer();
      return paymentApi.createPaymentIntent(input.orderId);
    }),
    payCard: fromPromise(({ input }) => paymentApi.payCard(input.orderId, { ...input.card, intent_id: input.intentId })),
  },
  actions: { reportFailure },
});

/** The wallet (machines/payment/wallet.machine.ts): the payment is remembered for the return page, then the app leaves for the approval page. */
export const walletPaymentLogic = walletPaymentMachine.provide({
  actors: { payWallet: fromPromise(({ input }) => paymentApi.payWallet(input.orderId)) },
  actions: {
    rememberWalletPayment: (_, report) => {
      savePaymentInfo(infoOf(report));
      rememberWalletOrder(report.order.id);
    },
    leaveApp: (_, { url }) => leaveApp(url),
  },
});

/** Bank transfer (machines/payment/bank-transfer.machine.ts): the details, remembered for /bank-success. */
export const bankTransferPaymentLogic = bankTransferPaymentMachine.provide({
  actors: { payBankTransfer: fromPromise(({ input }) => paymentApi.payBankTransfer(input.orderId)) },
  actions: {
    reportBankTransfer: (_, { details, ...report }) => {
      savePaymentInfo({ ...infoOf(report), bank: details });
      navigate(routes.bankSuccess(report.order.id));
    },
  },
});

/** Pay in 4 (machines/payment/pay-in-4.machine.ts): the range, the session and its schedule, the first instalment. */
export const payIn4PaymentLogic = payIn4PaymentMachine.provide({
  actors: {
    checkInstalments: fromPromise(({ input }) => paymentApi.instalmentAccessible(input.amount)),
    createSession: fromPromise(({ input }) => paymentApi.instalmentCreateSession(input.orderId)),
    payInstalments: fromPromise(({ input }) => paymentApi.instalmentPay({ ...input.card, session_id: input.sessionId })),
  },
  actions: { reportFailure },
});

/**
 * The payment panel's effects: each method's machine with the calls of payment.api.ts (above),
 * and when the flow leaves the panel, the payment remembered (payment-info.ts) for the page it
 * goes to: /payment-success, /payment-failed, /bank-success, or the wallet's approval page outside
 * the app. Tests keep these effects and give their own calls:
 * `paymentLogic.provide({ actors: { card: cardPaymentLogic.provide({ actors: { ... } }) } })`.
 */
export const paymentLogic = paymentMachine.provide({
  actors: {
    card: cardPaymentLogic,
    wallet: walletPaymentLogic,
    bankTransfer: bankTransferPaymentLogic,
    payIn4: payIn4PaymentLogic,
  },
  actions: {
    reportSuccess: (_, report) => {
      savePaymentInfo(infoOf(report));
      navigate(routes.paymentSuccess(report.order.id));
    },
  },
});
