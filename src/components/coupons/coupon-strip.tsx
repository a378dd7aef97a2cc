import type { Coupon } from '../../../contract/checkout';
import { COUPON_IDS } from '../../../contract/constants';
import { couponsApi } from '../../api/coupons';
import { useMoney } from '../../app/currency/use-money';
import { useSessionToken } from '../../app/session/selectors';
import { useLoad } from '../../app/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../button';
import { CouponButton } from './coupon-button';
import { CouponTerms } from './coupon-terms';
import { Ticket } from './coupon-ticket';

const Section = styled('section', {
  padding: '$5 $4 $2',
  '& h2': { margin: '0 0 $3', fontSize: '$lg' },
  '& p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
});
const List = styled('ul', {
  listStyle: 'none',
  margin: '0 -$4',
  padding: '0 $4 $2',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '82%',
  gap: '$3',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  '& > li': { scrollSnapAlign: 'start' },
});

/**
 * The spec's coupons (COUPON_IDS) as the shopper sees them, each with GET or SAVED; on the home
 * page and in the cart. Read again when the shopper signs in or out (who holds what changes),
 * keeping the tickets on screen meanwhile so a claim waiting for the sign-in goes on.
 */
export function CouponStrip({ headingId = 'coupon-strip' }: { headingId?: string }) {
  const token = useSessionToken();
  // Without a token yet (a first visit asking for its visitor token) there is nothing to ask.
  return token ? <CouponList token={token} headingId={headingId} /> : null;
}

function CouponList({ token, headingId }: { token: string; headingId: string }) {
  const { t } = useTranslation('coupons');
  const money = useMoney();
  const list = useLoad<Coupon[]>(`coupons:${token}`, (signal) => couponsApi.couponList(COUPON_IDS, signal), { keepWhileReloading: true });
  if (list.status === 'loading' || (list.status === 'ready' && list.data.length === 0)) return null;
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('title')}</h2>
      {list.status === 'failed' ? (
        <p role="status">{t('loadFailed')}</p>
      ) : (
        <List>
          {list.data.map((c) => (
            <Ticket key={c.id}>
              <div>
                <CouponTerms coupon={c} money={money} />
              </div>
              <CouponButton coupon={c} />
            </Ticket>
          ))}
        </List>
      )}
    </Section>
  );
}
