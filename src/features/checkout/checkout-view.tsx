import { shallowEqual, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { PageLoading } from '../../components/page-loading';
import { ChevronIcon } from '../../components/icons';
import { useMoney } from '../currency/use-money';
import { routes } from '../../app/paths';
import { AddressSection } from './address-section';
import { CouponSection } from './coupon-section';
import { PointsSection } from './points-section';
import { PaymentSection, ShippingSection } from './method-sections';
import { Note, Problem, Section } from './checkout-parts';
import { OrderLines, Totals } from './order-summary';
import { checkoutView } from './checkout.view';
import type { CheckoutActor } from './use-checkout';
import { failureMessage } from '../../../contract/codes';

// A div: the shell's <main> already holds the page (one main landmark).
export const Page = styled('div', { flex: 1, display: 'flex', flexDirection: 'column', paddingBottom: '$4' });
const Top = styled('div', {
  display: 'flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$header',
  padding: '0 $2',
  borderBlockEnd: '1px solid $line',
  '& h1': { margin: 0, fontSize: '$lg' },
  '& a': { display: 'grid', placeItems: 'center', width: '$tap', height: '$tap', color: '$ink', borderRadius: '$pill' },
  '& a svg': { transform: 'scaleX(-1)' },
  '[dir="rtl"] & a svg': { transform: 'none' },
});
const Bar = styled('div', {
  position: 'sticky',
  bottom: 0,
  marginTop: 'auto',
  padding: '$3 $4',
  backgroundColor: '$surface',
  borderBlockStart: '1px solid $line',
  boxShadow: '0 -4px 12px rgba(0,0,0,.05)',
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
});
const BarRow = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  '& > div': { display: 'flex', flexDirection: 'column', fontSize: '$xs', color: '$inkSoft' },
  '& strong': { fontSize: '$lg', color: '$ink' },
  '& button': { flex: 1, maxWidth: '5rem' },
});
const Failed = styled('div', { padding: '$6 $4', display: 'flex', flexDirection: 'column', gap: '$4', alignItems: 'flex-start' });

/** The checkout's own top bar (the shop header is hidden on /payment): back to the cart, the title. */
export function CheckoutTop({ title, back = routes.cart, backLabel }: { title: string; back?: string; backLabel: string }) {
  return (
    <Top>
      <Link href={back} aria-label={backLabel}>
        <ChevronIcon size="0.5rem" aria-hidden="true" />
      </Link>
      <h1>{title}</h1>
    </Top>
  );
}

/**
 * The checkout page's body, drawn from the checkout machine: address, items, shipping, coupon,
 * points, payment method, the server's totals and "Place order".
 */
export function CheckoutView({ actor }: { actor: CheckoutActor }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const money = useMoney();
  const { loading, loadFailed, loadError, locked, placing, busy, placed, quote, quoting, quoteFailed, quoteError, placeError } = useSelector(
    actor,
    checkoutView,
    shallowEqual,
  );

  const top = <CheckoutTop title={t('title')} backLabel={t('backToCart')} />;
  if (loading) {
    return (
      <Page>
        {top}
        <PageLoading />
      </Page>
    );
  }
  if (loadFailed) {
    return (
      <Page>
        {top}
        <Failed role="alert">
          <p>{t('loadFailed')}</p>
          {loadError && <Note>{message(failureMessage(loadError))}</Note>}
          <Button onClick={() => actor.send({ type: 'checkout.retry' })}>{t('common:retry')}</Button>
        </Failed>
      </Page>
    );
  }
  return (
    <Page aria-busy={placing || undefined}>
      {top}
      <AddressSection actor={actor} locked={locked} />
      <Section aria-labelledby="checkout-items">
        <h2 id="checkout-items">{t('items.title', { count: quote?.lines.length ?? 0 })}</h2>
        {quote ? <OrderLines lines={quote.lines} money={money} /> : <Note>{t('totals.updating')}</Note>}
      </Section>
      <ShippingSection actor={actor} locked={locked} money={money} />
      <CouponSection actor={actor} locked={locked} money={money} />
      <PointsSection actor={actor} locked={locked} money={money} />
      <PaymentSection actor={actor} locked={locked} money={money} />
      <Section aria-labelledby="checkout-totals">
        <h2 id="checkout-totals">{t('totals.title')}</h2>
        {quote && <Totals amounts={quote} money={money} busy={quoting} />}
        {quoting && <Note role="status">{t('totals.updating')}</Note>}
        {quoteFailed && (
          <Problem role="alert">
            {t('totals.failed')} {quoteError ? message(failureMessage(quoteError)) : ''}{' '}
            <Button tone="ghost" onClick={() => actor.send({ type: 'quote.retry' })}>
              {t('common:retry')}
            </Button>
          </Problem>
        )}
      </Section>
      <Bar>
        {placeError && (
          <Problem role="alert" css={{ margin: 0 }}>
            {message(failureMessage(placeError))}
          </Problem>
        )}
        {placed && <Note role="status">{t('place.placed', { orderNo: placed.order_no })}</Note>}
        <BarRow>
          <div>
            <span>{t('totals.total')}</span>
            <strong>{quote ? <bdi dir="ltr">{money(quote.total)}</bdi> : '…'}</strong>
          </div>
          <Button loading={busy} onClick={() => actor.send({ type: 'order.place' })}>
            {t('place.button')}
          </Button>
        </BarRow>
      </Bar>
    </Page>
  );
}
