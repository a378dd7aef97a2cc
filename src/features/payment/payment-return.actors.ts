import { fromPromise } from 'xstate';
import type { PaymentResult } from '../../../contract/orders';
import type { WalletExecuteInput } from '../../../contract/schemas/payment';
import type { Message } from '../../../contract/messages';
import { paymentReturnMachine } from '../../../machines/payment-return.machine';
import { paymentApi } from './payment.api';
import { navigate } from '../../app/navigation';
import { routes } from '../../app/paths';
import { forgetWalletOrder, readPaymentInfo, savePaymentInfo, walletOrder, type PaymentInfo } from './payment-info';

/** What a settled payment result and the remembered order make together. */
function infoFromResult(result: PaymentResult, known: PaymentInfo | null): PaymentInfo {
  return {
    order_id: result.order_id,
    order_no: result.order_no,
    total: known?.total ?? result.payment.amount,
    currency: known?.currency ?? { symbol: 'USD', money: '$', exchange_rate: 1 },
    method: result.payment.method,
  };
}

interface WalletReturnRoutes {
  /** The call that settles the approval (api/pay/excute or api/pay/fillpostExcute). */
  execute(input: WalletExecuteInput): Promise<PaymentResult>;
  /** Where a settled payment goes. */
  paid(info: PaymentInfo): string;
  /** Where a refusal goes (and what it remembers), for the order it names or the one out at the wallet. */
  failed(orderId: number | null, message: Message | null): string;
}

/**
 * A wallet return page's effects: the approval is executed, the result remembered with what the
 * panel knew of the order, the order out at the wallet forgotten, and the page's address replaced
 * by the result page's, so a reload shows the result instead of executing again.
 */
function walletReturnLogic({ execute, paid, failed }: WalletReturnRoutes) {
  return paymentReturnMachine.provide({
    actors: { execute: fromPromise(({ input }) => execute(input)) },
    actions: {
      reportSuccess: (_, { result }) => {
        const info = infoFromResult(result, readPaymentInfo(result.order_id));
        savePaymentInfo(info);
        forgetWalletOrder();
        navigate(paid(info), { replace: true });
      },
      reportFailure: (_, { orderId, message }) => navigate(failed(orderId ?? walletOrder(), message), { replace: true }),
    },
  });
}

/** /payment-success back from the wallet (api/pay/excute); a refusal goes to /payment-failed with its message. */
export const paymentReturnLogic = walletReturnLogic({
  execute: (input) => paymentApi.executeWallet(input),
  paid: (info) => routes.paymentSuccess(info.order_id),
  failed: (orderId, message) => {
    const known = readPaymentInfo(orderId);
    if (known && message) savePaymentInfo({ ...known, reason: 'failed', message });
    return orderId ? routes.paymentFailed(orderId, 'failed') : '/payment-failed?reason=failed';
  },
});

/** /price-difference-payment-successful back from the wallet (api/pay/fillpostExcute). */
export const differenceReturnLogic = walletReturnLogic({
  execute: (input) => paymentApi.fillPayExecute(input),
  paid: (info) => routes.priceDifferencePaid(info.order_id),
  failed: (orderId) => (orderId ? routes.priceDifferenceFailed(orderId) : '/price-difference-payment-failed'),
});
