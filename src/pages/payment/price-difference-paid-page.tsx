import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { useWalletReturn } from './payment-success-page';
import { orderIdOf, readPaymentInfo } from './payment-info';
import { Actions, Confirming, Mark, PrimaryLink, ResultPage, SecondaryLink } from './result-layout';

/**
 * /price-difference-payment-successful: back from the wallet (?token=&payer_id=), the approval is
 * executed (api/pay/fillpostExcute) first, then the page shows ?order_id=N as paid; a refusal goes
 * to /price-difference-payment-failed.
 */
export default function PriceDifferencePaidPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  if (params.has('token') || params.has('payer_id')) return <Executing token={params.get('token')} payerId={params.get('payer_id')} />;
  return <Paid orderId={orderIdOf(search)} />;
}

function Executing({ token, payerId }: { token: string | null; payerId: string | null }) {
  const { t } = useTranslation('payment');
  useWalletReturn(
    token,
    payerId,
    (calls) => calls.fillPayExecute,
    (info) => routes.priceDifferencePaid(info.order_id),
    (orderId) => (orderId ? routes.priceDifferenceFailed(orderId) : '/price-difference-payment-failed'),
  );
  return <Confirming text={t('success.confirming')} />;
}

function Paid({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('payment');
  const known = readPaymentInfo(orderId);
  return (
    <ResultPage aria-labelledby="difference-paid-title">
      <header>
        <Mark tone="success" />
        <h1 id="difference-paid-title">{t('differenceSuccess.title')}</h1>
        <p className="lead">{t('differenceSuccess.text')}</p>
        {known && <p className="lead">{t('failed.order', { orderNo: known.order_no })}</p>}
      </header>
      <Actions>
        <PrimaryLink href={orderId ? routes.orderDetail(orderId) : routes.myOrders}>
          {orderId ? t('differenceSuccess.viewOrder') : t('success.myOrders')}
        </PrimaryLink>
        <SecondaryLink href={routes.home}>{t('differenceSuccess.keepShopping')}</SecondaryLink>
      </Actions>
    </ResultPage>
  );
}
