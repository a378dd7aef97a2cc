import { useEffect, useMemo } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { INSTALMENT_COUNT } from '../../../contract/constants';
import type { PaymentResult } from '../../../contract/orders';
import { paymentReturnMachine } from '../../../machines/payment-return.machine';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../components/price';
import { PageLoading } from '../../components/page-loading';
import { Confirming } from './result-layout';
import { routes } from '../../app/paths';
import { useLoad } from '../../app/use-load';
import { CartContext } from '../../app/cart/cart-context';
import { usePaymentCalls, type PaymentCalls } from './payment-calls';
import { forgetWalletOrder, orderIdOf, readPaymentInfo, savePaymentInfo, walletOrder, type PaymentInfo } from './payment-info';
import { Actions, Fact, Facts, Mark, PrimaryLink, ResultPage, SecondaryLink, Steps } from './result-layout';

/**
 * /payment-success: the order is paid. Coming back from the wallet (?token=&payer_id=), the
 * approval is executed first (api/pay/excute); a refusal goes to /payment-failed.
 * Otherwise (?order_id=N) it shows the payment the panel remembered, or the order itself.
 */
export default function PaymentSuccessPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const token = params.get('token');
  if (token || params.has('payer_id')) return <WalletReturn token={token} payerId={params.get('payer_id')} />;
  return <Paid orderId={orderIdOf(search)} />;
}

/** What a settled payment result and the remembered order make together. */
export function infoFromResult(result: PaymentResult, known: PaymentInfo | null): PaymentInfo {
  return {
    order_id: result.order_id,
    order_no: result.order_no,
    total: known?.total ?? result.payment.amount,
    currency: known?.currency ?? { symbol: 'USD', money: '$', exchange_rate: 1 },
    method: result.payment.method,
  };
}

/** Executes the wallet's approval, remembers the result and shows /payment-success?order_id=N. */
export function useWalletReturn(
  token: string | null,
  payerId: string | null,
  execute: (calls: PaymentCalls) => PaymentCalls['executeWallet'],
  onSuccess: (info: PaymentInfo) => string,
  onFailure: (orderId: number | null, message: string | null) => string,
) {
  const calls = usePaymentCalls();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      paymentReturnMachine.provide({
        actors: { execute: fromPromise(({ input }: { input: { token: string; payer_id: string } }) => execute(calls)(input)) },
        actions: {
          reportSuccess: ({ context }) => {
            if (!context.result) return;
            const info = infoFromResult(context.result, readPaymentInfo(context.result.order_id));
            savePaymentInfo(info);
            forgetWalletOrder();
            navigate(onSuccess(info), { replace: true });
          },
          reportFailure: ({ context }) => navigate(onFailure(context.orderId ?? walletOrder(), context.error), { replace: true }),
        },
      }),
    // The page's address decides; the callbacks are fixed per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [calls, navigate],
  );
  const actor = useActorRef(logic, { input: { token, payerId } });
  return useSelector(actor, (s) => s.value);
}

function WalletReturn({ token, payerId }: { token: string | null; payerId: string | null }) {
  const { t } = useTranslation('payment');
  useWalletReturn(
    token,
    payerId,
    (calls) => calls.executeWallet,
    (info) => routes.paymentSuccess(info.order_id),
    (orderId, message) => {
      const known = readPaymentInfo(orderId);
      if (known && message) savePaymentInfo({ ...known, reason: 'failed', message });
      return orderId ? routes.paymentFailed(orderId, 'failed') : '/payment-failed?reason=failed';
    },
  );
  return <Confirming text={t('success.confirming')} />;
}

function Paid({ orderId }: { orderId: number | null }) {
  const { t, i18n } = useTranslation('payment');
  const calls = usePaymentCalls();
  const cart = CartContext.useActorRef();
  const known = readPaymentInfo(orderId);
  // Paid lines have left the cart on the server.
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);
  const loaded = useLoad(`order:${known ? '' : (orderId ?? '')}`, (signal) =>
    known || !orderId ? Promise.resolve(null) : calls.orderDetail(orderId, signal),
  );
  const order = known ?? (loaded.status === 'ready' ? loaded.data : null);
  if (!order && loaded.status === 'loading') return <PageLoading />;
  const method = known?.method ?? (loaded.status === 'ready' ? loaded.data?.payment_method : null);

  return (
    <ResultPage aria-labelledby="payment-success-title">
      <header>
        <Mark tone="success" />
        <h1 id="payment-success-title">{t('success.title')}</h1>
        <p className="lead">{order ? t('success.thanks') : t('success.unknown')}</p>
      </header>
      {order && (
        <Facts>
          <Fact label={t('success.order')}>
            <bdi dir="ltr">{order.order_no}</bdi>
          </Fact>
          <Fact label={t('success.total')}>
            <bdi dir="ltr">{formatMoney(order.total, order.currency, i18n.language)}</bdi>
          </Fact>
        </Facts>
      )}
      <h2>{t('success.next')}</h2>
      <Steps>
        <li>{t('success.mail')}</li>
        <li>{t('success.ship')}</li>
        {method === 'pay_in_4' && <li>{t('success.instalments', { count: INSTALMENT_COUNT - 1 })}</li>}
      </Steps>
      <Actions>
        {orderId ? (
          <PrimaryLink href={routes.orderDetail(orderId)}>{t('success.viewOrder')}</PrimaryLink>
        ) : (
          <PrimaryLink href={routes.myOrders}>{t('success.myOrders')}</PrimaryLink>
        )}
        <SecondaryLink href={routes.home}>{t('success.keepShopping')}</SecondaryLink>
      </Actions>
    </ResultPage>
  );
}
