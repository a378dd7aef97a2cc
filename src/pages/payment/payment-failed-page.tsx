import { useSearch } from 'wouter';
import { PAYMENT_METHODS } from '../../../contract/orders';
import type { FailureReason } from '../../../machines/payment/shared';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { routes } from '../../app/paths';
import { orderIdOf, readPaymentInfo } from '../../features/payment/payment-info';
import { Actions, Mark, OrderLink, PrimaryLink, ResultPage, SecondaryLink } from '../../features/payment/result-layout';

const REASONS: FailureReason[] = ['declined', 'cancelled', 'failed'];

const Others = styled('nav', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  '& h2': { fontSize: '$sm', color: '$inkSoft', fontWeight: 600 },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$2' },
});

/**
 * /payment-failed?order_id=N&reason=declined|cancelled|failed: why the payment did not go through
 * (the exact message when this device saw it), Try again, the other methods, My orders.
 */
export default function PaymentFailedPage() {
  const { t } = useTranslation('payment');
  const message = useMessage();
  const search = useSearch();
  const orderId = orderIdOf(search);
  const asked = new URLSearchParams(search).get('reason') as FailureReason | null;
  const reason: FailureReason = asked && REASONS.includes(asked) ? asked : 'failed';
  const known = readPaymentInfo(orderId);
  // The wallet's cancel comes straight here; what this device remembered may be an older attempt.
  const why = reason !== 'cancelled' && known?.reason && known.message ? message(known.message) : t(`failed.${reason}`);
  const others = PAYMENT_METHODS.filter((m) => m !== known?.method);

  return (
    <ResultPage aria-labelledby="payment-failed-title">
      <header>
        <Mark tone="danger" />
        <h1 id="payment-failed-title">{t('failed.title')}</h1>
        <p role="alert">{why}</p>
        {known && <p className="lead">{t('failed.order', { orderNo: known.order_no })}</p>}
      </header>
      {orderId && <p className="lead">{t('failed.kept')}</p>}
      <Actions>
        {orderId && <PrimaryLink href={routes.payOrder(orderId, known?.method)}>{t('failed.retry')}</PrimaryLink>}
        {orderId && (
          <Others aria-labelledby="payment-failed-others">
            <h2 id="payment-failed-others">{t('failed.others')}</h2>
            <ul>
              {others.map((m) => (
                <li key={m}>
                  <SecondaryLink href={routes.payOrder(orderId, m)} aria-label={t('failed.payWith', { method: t(`methods.${m}`) })}>
                    {t(`methods.${m}`)}
                  </SecondaryLink>
                </li>
              ))}
            </ul>
          </Others>
        )}
        <OrderLink orderId={null} />
      </Actions>
    </ResultPage>
  );
}
