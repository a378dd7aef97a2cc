import { useSearch } from 'wouter';
import type { Coupon } from '../../../contract/checkout';
import { couponsApi } from '../../features/coupons/coupons.api';
import { useMoney } from '../../features/currency/use-money';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { ActionLink } from '../../components/action-link';
import { CouponTerms } from '../../features/coupons/coupon-terms';
import { Ticket } from '../../features/coupons/coupon-ticket';
import { TabLinks } from '../../components/tab-links';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

export const COUPON_TABS = ['unused', 'expired'] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The tab a /account/my-coupons?tab= address asks for ('unused' when none or unknown). */
export function couponTabOf(search: string): CouponTab {
  const tab = new URLSearchParams(search).get('tab');
  return COUPON_TABS.find((t) => t === tab) ?? 'unused';
}

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Code = styled('span', { fontFamily: 'ui-monospace, monospace', fontSize: '$xs', color: '$inkSoft' });

const load = (tab: CouponTab, signal: AbortSignal) => (tab === 'unused' ? couponsApi.myUnusedCoupons(signal) : couponsApi.myExpiredCoupons(signal));

/** /account/my-coupons: the customer's coupons not used yet, on two tabs (still valid, ended). */
export default function MyCouponsPage() {
  const { t } = useTranslation('coupons');
  const money = useMoney();
  const tab = couponTabOf(useSearch());
  const list = useLoad<Coupon[]>(`my-coupons:${tab}`, (signal) => load(tab, signal));

  return (
    <PageColumn aria-labelledby="my-coupons-title">
      <h1 id="my-coupons-title">{t('mine.title')}</h1>
      <TabLinks label={t('mine.title')} tabs={COUPON_TABS} current={tab} href={routes.myCouponsTab} text={(id) => t(`mine.${id}`)} />
      <LoadStates loaded={list} loading={t('common:loading')} failed={t('loadFailed')} />
      {list.status === 'ready' && list.data.length === 0 && (
        <CentredState>
          <p>{t(tab === 'unused' ? 'mine.noneUnused' : 'mine.noneExpired')}</p>
          {tab === 'unused' && (
            <ActionLink href={routes.home} primary>
              {t('mine.shop')}
            </ActionLink>
          )}
        </CentredState>
      )}
      {list.status === 'ready' && list.data.length > 0 && (
        <List aria-label={t(`mine.${tab}`)}>
          {list.data.map((c) => (
            <Ticket key={c.id}>
              <div>
                <CouponTerms coupon={c} money={money} ended={tab === 'expired'} />
                <span>{c.title}</span>
                <Code>{c.code}</Code>
              </div>
            </Ticket>
          ))}
        </List>
      )}
    </PageColumn>
  );
}
