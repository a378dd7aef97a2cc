import { useCallback } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { messages } from '../../../contract/messages';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { formatMoney } from '../../../contract/money-format';
import { Button } from '../../components/button';
import { PageLoading } from '../../components/page-loading';
import { orderIdOf } from '../../features/payment/payment-info';
import { priceDifferenceLogic } from '../../features/payment/price-difference.actors';
import { priceDifferenceView } from '../../features/payment/price-difference.view';
import { useResumeFromCache } from '../../features/payment/wallet-return';
import { Actions, Fact, Facts, Mark, OrderLink, Problem, ResultPage } from '../../features/payment/result-layout';

/**
 * /price-difference?order_id=N: the order's amount rose after it was placed; the summary, the
 * difference due and paying it with the wallet (machines/price-difference.machine.ts).
 */
export default function PriceDifferencePage({ logic }: { logic?: typeof priceDifferenceLogic }) {
  const orderId = orderIdOf(useSearch());
  if (!orderId) return <Nothing orderId={null} />;
  return <PriceDifference key={orderId} orderId={orderId} logic={logic} />;
}

function Nothing({ orderId }: { orderId: number | null }) {
  const { t } = useTranslation('payment');
  const message = useMessage();
  return (
    <ResultPage aria-labelledby="price-difference-title">
      <header>
        <h1 id="price-difference-title">{t('difference.title')}</h1>
        <p className="lead">{message(messages.noDifferenceDue)}</p>
      </header>
      <Actions>
        <OrderLink orderId={orderId} primary />
      </Actions>
    </ResultPage>
  );
}

function PriceDifference({ orderId, logic = priceDifferenceLogic }: { orderId: number; logic?: typeof priceDifferenceLogic }) {
  const { t, i18n } = useTranslation('payment');
  const message = useMessage();
  const actor = useActorRef(logic, { input: { orderId } });
  useResumeFromCache(useCallback(() => actor.send({ type: 'difference.resume' }), [actor]));
  const { loading, notFound, loadFailed, nothingDue, busy, failed, order, error } = useSelector(actor, priceDifferenceView, shallowEqual);

  if (loading) return <PageLoading />;
  if (nothingDue) return <Nothing orderId={orderId} />;
  if (notFound) {
    return (
      <ResultPage aria-labelledby="price-difference-title">
        <header>
          <h1 id="price-difference-title">{t('difference.title')}</h1>
        </header>
        <Problem role="alert">{message(error)}</Problem>
        <Actions>
          <OrderLink orderId={null} primary />
        </Actions>
      </ResultPage>
    );
  }
  if (loadFailed || !order) {
    return (
      <ResultPage aria-labelledby="price-difference-title">
        <header>
          <h1 id="price-difference-title">{t('difference.title')}</h1>
        </header>
        <Problem role="alert">
          {t('difference.loadFailed')} {message(error)}
        </Problem>
        <Button block onClick={() => actor.send({ type: 'difference.retry' })}>
          {t('common:retry')}
        </Button>
      </ResultPage>
    );
  }
  const money = (usd: number) => <bdi dir="ltr">{formatMoney(usd, order.currency, i18n.language)}</bdi>;
  return (
    <ResultPage aria-labelledby="price-difference-title">
      <header>
        <Mark tone="info" />
        <h1 id="price-difference-title">{t('difference.title')}</h1>
        <p className="lead">{t('difference.intro')}</p>
      </header>
      <Facts aria-label={t('difference.order', { orderNo: order.order_no })}>
        <Fact label={t('success.order')}>
          <bdi dir="ltr">{order.order_no}</bdi>
        </Fact>
        <Fact label={t('difference.total')}>{money(order.total)}</Fact>
        <Fact label={t('difference.paid')}>{money(order.paid_amount)}</Fact>
        <Fact label={t('difference.due')}>{money(order.difference_due)}</Fact>
      </Facts>
      {failed && <Problem role="alert">{message(error)}</Problem>}
      <Actions>
        <Button block loading={busy} onClick={() => actor.send({ type: 'difference.pay' })}>
          {t('difference.pay', { amount: formatMoney(order.difference_due, order.currency, i18n.language) })}
        </Button>
        <OrderLink orderId={orderId} />
      </Actions>
    </ResultPage>
  );
}
