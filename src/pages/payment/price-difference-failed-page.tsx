import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { orderIdOf } from '../../features/payment/payment-info';
import { Actions, Mark, OrderLink, PrimaryLink, ResultPage } from '../../features/payment/result-layout';

/** /price-difference-payment-failed?order_id=N: not paid (cancelled or refused); Try again. */
export default function PriceDifferenceFailedPage() {
  const { t } = useTranslation('payment');
  const orderId = orderIdOf(useSearch());
  return (
    <ResultPage aria-labelledby="difference-failed-title">
      <header>
        <Mark tone="danger" />
        <h1 id="difference-failed-title">{t('differenceFailed.title')}</h1>
        <p role="alert">{t('differenceFailed.text')}</p>
      </header>
      <Actions>
        {orderId && <PrimaryLink href={routes.priceDifference(orderId)}>{t('differenceFailed.retry')}</PrimaryLink>}
        <OrderLink orderId={orderId} />
      </Actions>
    </ResultPage>
  );
}
