import { useCallback } from 'react';
import { Link, useLocation } from 'wouter';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { PageLoading } from '../../components/page-loading';
import { formatMoney } from '../../../contract/money-format';
import { routes } from '../../app/paths';
import { PaymentPanel } from '../payment/payment-panel';
import { useLoad } from '../../components/use-load';
import { ordersApi } from '../orders/orders.api';
import { CheckoutTop, Page } from './checkout-view';
import { Note, Problem, Section } from './checkout-parts';
import { OrderLines, Totals } from './order-summary';
import { failureMessage } from '../../../contract/codes';

const Reference = styled('p', { margin: '0 0 $3', fontSize: '$sm', color: '$inkSoft', '& strong': { color: '$ink' } });
const Actions = styled('div', { display: 'flex', gap: '$3', flexWrap: 'wrap', marginTop: '$3', '& a': { color: '$brand', fontWeight: 600 } });

export function paymentMethodOf(value: string | null): PaymentMethod {
  return PAYMENT_METHODS.find((m) => m === value) ?? 'card';
}

/**
 * /payment?order_id=N: pays an order placed before (just now, from /payment-failed or "Pay now" in
 * my orders): the order's summary in the money it was bought in, then the payment panel.
 */
export function PayOrder({ orderId, method }: { orderId: number; method: PaymentMethod }) {
  const { t, i18n } = useTranslation('checkout');
  const message = useMessage();
  const [, navigate] = useLocation();
  const loaded = useLoad(`order-${orderId}`, (signal) => ordersApi.orderDetail(orderId, signal));
  const onMethodChange = useCallback(
    (next: PaymentMethod) => {
      if (next !== method) navigate(routes.payOrder(orderId, next), { replace: true });
    },
    [method, navigate, orderId],
  );
  const top = <CheckoutTop title={t('order.title')} back={routes.orderDetail(orderId)} backLabel={t('order.view')} />;

  if (loaded.status === 'loading') {
    return (
      <Page>
        {top}
        <PageLoading />
      </Page>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <Page>
        {top}
        <Section>
          <Problem role="alert">{message(failureMessage(loaded.error)) || t('order.loadFailed')}</Problem>
          <Actions>
            <Link href={routes.myOrders}>{t('order.myOrders')}</Link>
          </Actions>
        </Section>
      </Page>
    );
  }
  const order = loaded.data;
  const money = (usd: number) => formatMoney(usd, order.currency, i18n.language);
  return (
    <Page>
      {top}
      <Section aria-labelledby="pay-order-summary">
        <h2 id="pay-order-summary">{t('order.summary')}</h2>
        <Reference>
          {t('order.number')} <strong>{order.order_no}</strong>
        </Reference>
        <OrderLines lines={order.lines} money={money} />
      </Section>
      <Section aria-labelledby="pay-order-totals">
        <h2 id="pay-order-totals">{t('totals.title')}</h2>
        <Totals amounts={order} money={money} />
      </Section>
      <Section>
        {order.can_pay ? (
          <PaymentPanel order={order} method={method} onMethodChange={onMethodChange} />
        ) : (
          <>
            <Note role="status">{t('order.notPayable')}</Note>
            <Actions>
              <Link href={routes.orderDetail(orderId)}>{t('order.view')}</Link>
              <Link href={routes.myOrders}>{t('order.myOrders')}</Link>
            </Actions>
          </>
        )}
      </Section>
    </Page>
  );
}
