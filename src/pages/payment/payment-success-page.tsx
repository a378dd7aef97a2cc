import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { INSTALMENT_COUNT } from '../../../contract/constants';
import { useTranslation } from '../../i18n/react';
import { formatMoney } from '../../../contract/money-format';
import { PageLoading } from '../../components/page-loading';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { CartContext } from '../../features/cart/cart-context';
import { ordersApi } from '../../features/orders/orders.api';
import { orderIdOf, readPaymentInfo } from '../../features/payment/payment-info';
import { paymentReturnLogic } from '../../features/payment/payment-return.actors';
import { Actions, Fact, Facts, Mark, OrderLink, ResultPage, SecondaryLink, Steps } from '../../features/payment/result-layout';
import { approvalOf, WalletReturn } from '../../features/payment/wallet-return';

/**
 * /payment-success: the order is paid. Coming back from the wallet (?token=&payer_id=), the
 * approval is executed first (api/pay/excute); a refusal goes to /payment-failed.
 * Otherwise (?order_id=N) it shows the payment the panel remembered, or the order itself.
 */
export default function PaymentSuccessPage() {
  const search = useSearch();
  const approval = approvalOf(search);
  if (approval) return <WalletReturn approval={approval} logic={paymentReturnLogic} />;
  return <Paid orderId={orderIdOf(search)} />;
}

function Paid({ orderId }: { orderId: number | null }) {
  const { t, i18n } = useTranslation('payment');
  const cart = CartContext.useActorRef();
  const known = readPaymentInfo(orderId);
  // Paid lines have left the cart on the server.
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);
  const loaded = useLoad(`order:${known ? '' : (orderId ?? '')}`, (signal) =>
    known || !orderId ? Promise.resolve(null) : ordersApi.orderDetail(orderId, signal),
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
        <OrderLink orderId={orderId} primary />
        <SecondaryLink href={routes.home}>{t('success.keepShopping')}</SecondaryLink>
      </Actions>
    </ResultPage>
  );
}
