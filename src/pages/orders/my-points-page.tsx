import { Link, useSearch } from 'wouter';
import { POINTS_PER_USD, POINTS_SPEND_MIN, REVIEW_POINTS } from '../../../contract/constants';
import type { PointEntry, PointPage } from '../../../contract/orders';
import { ordersApi } from '../../features/orders/orders.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { pageOf } from '../../components/pager';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { AccountListPager, useOrderDate } from '../../features/orders/order-parts';

const Balance = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  backgroundColor: '$brandSoft',
  '& h2': { margin: 0, fontSize: '$sm', color: '$inkSoft', fontWeight: 600 },
  '& strong': { display: 'block', fontSize: '$xxl', color: '$brand', margin: '$1 0' },
  '& p': { margin: 0, fontSize: '$sm', color: '$inkSoft' },
});
const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$2' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $3',
  padding: '$3 $4',
  borderRadius: '$md',
  border: '1px solid $line',
  fontSize: '$sm',
  '& a': { color: '$brand', fontWeight: 600 },
  '& .delta': { justifySelf: 'end', fontWeight: 700, fontSize: '$md' },
  '& .delta[data-minus]': { color: '$danger' },
  '& .muted': { color: '$inkSoft' },
});

function EntryRow({ entry }: { entry: PointEntry }) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  return (
    <Row>
      <strong>{t(`points.reason.${entry.reason}`)}</strong>
      <span className="delta" dir="ltr" data-minus={entry.delta < 0 ? '' : undefined}>
        {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
      </span>
      {entry.order_id != null && entry.order_no ? (
        <Link href={routes.orderDetail(entry.order_id)}>{t('points.order', { no: entry.order_no })}</Link>
      ) : (
        <span />
      )}
      <span className="muted">{date(entry.created_at)}</span>
    </Row>
  );
}

/** /account/my-points: the points balance, how points are earned, and their history (newest first). */
export default function MyPointsPage() {
  const { t } = useTranslation('orders');
  const page = pageOf(useSearch());
  const list = useLoad<PointPage>(`points:${page}`, (signal) => ordersApi.pointList(page, signal));
  return (
    <PageColumn aria-labelledby="points-title">
      <h1 id="points-title">{t('points.title')}</h1>
      <LoadStates loaded={list} loading={t('points.loading')} failed={t('points.failed')} />
      {list.status === 'ready' && (
        <>
          <Balance aria-labelledby="points-balance">
            <h2 id="points-balance">{t('points.balance')}</h2>
            <strong>{t('points.balanceValue', { count: list.data.balance })}</strong>
            <p>{t('points.rules', { perDollar: POINTS_PER_USD, review: REVIEW_POINTS })}</p>
            <p>{t('points.spendRules', { min: POINTS_SPEND_MIN })}</p>
          </Balance>
          {list.data.items.length === 0 ? (
            <CentredState>
              <p>{t('points.empty')}</p>
            </CentredState>
          ) : (
            <List aria-label={t('points.history')}>
              {list.data.items.map((e) => (
                <EntryRow key={e.id} entry={e} />
              ))}
            </List>
          )}
          <AccountListPager page={page} list={list.data} href={routes.myPointsPage} />
        </>
      )}
    </PageColumn>
  );
}
