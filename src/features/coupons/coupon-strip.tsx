import { useOverlays } from '../../app/overlays/selectors';
import { useSessionToken } from '../../app/session/selectors';
import { useTranslation } from '../../i18n/react';
import { EDGE_TARGET, styled } from '../../styles/theme';
import { LinkButton } from '../../components/button';
import { CouponTickets, useCouponList } from './coupon-list';

const Section = styled('section', {
  padding: '$5 $4 $2',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
});
const Head = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$3',
  marginBottom: '$3',
  '& button': { ...EDGE_TARGET, minHeight: '$tap', paddingInline: 0 },
});

/**
 * The spec's coupons as the shopper sees them, each with GET or SAVED; on the home page and in
 * the cart. "See all" opens the coupon dialog (the 'coupon' overlay).
 */
export function CouponStrip({ headingId = 'coupon-strip' }: { headingId?: string }) {
  const token = useSessionToken();
  // Without a token yet (a first visit asking for its visitor token) there is nothing to ask.
  return token ? <Strip token={token} headingId={headingId} /> : null;
}

function Strip({ token, headingId }: { token: string; headingId: string }) {
  const { t } = useTranslation('coupons');
  const list = useCouponList(token);
  const overlays = useOverlays();
  if (list.status === 'loading' || (list.status === 'ready' && list.data.length === 0)) return null;
  return (
    <Section aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('title')}</h2>
        {list.status === 'ready' && (
          <LinkButton type="button" aria-haspopup="dialog" onClick={() => overlays.open('coupon')}>
            {t('seeAll')}
          </LinkButton>
        )}
      </Head>
      {list.status === 'failed' ? <p role="status">{t('loadFailed')}</p> : <CouponTickets coupons={list.data} layout="row" />}
    </Section>
  );
}
