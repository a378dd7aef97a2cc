import { useCallback, useState } from 'react';
import { Link, useParams } from 'wouter';
import { failureOf } from '../../../contract/codes';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { memberCan } from '../app/session/staff-session.view';
import { Badge, Note, PageHead } from '../app/shell/page-parts';
import { OrderActions } from '../features/orders/order-actions';
import { OrderLines, OrderMoney, OrderParties, OrderTimeline } from '../features/orders/order-detail';
import { OrderNotes } from '../features/orders/order-notes';
import { ordersApi } from '../features/orders/orders.api';

/** /admin/orders/:id: one order with everything staff see, its actions and notes. */
export default function OrderPage() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const id = Number(useParams<{ id: string }>().id);
  const { member } = useStaffSession();
  const [round, setRound] = useState(0);
  const order = useLoad(`order:${id}:${round}`, (signal) => ordersApi.detail(id, signal), { keepWhileReloading: true });
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (order.status === 'failed' && failureOf(order.error).kind === 'notFound') {
    return (
      <>
        <PageHead title={t('order.notFound')} />
        <Link href={consoleRoutes.orders()}>{t('order.back')}</Link>
      </>
    );
  }
  if (order.status !== 'ready') return <LoadStates loaded={order} loading={t('loading')} failed={t('order.failed')} />;
  const o = order.data;
  return (
    <>
      <Back href={consoleRoutes.orders()}>{t('order.back')}</Back>
      <PageHead title={t('order.title', { number: o.order_no })}>
        <Badge tone={o.status === 'cancelled' ? 'danger' : o.status === 'delivered' ? 'success' : undefined}>{t(`status.${o.status}`)}</Badge>
        <span>{date(o.created_at, 'medium+time')}</span>
      </PageHead>
      {o.difference_due > 0 && <Note>{t('order.differenceAsked')}</Note>}
      <OrderActions order={o} member={member} reload={reload} />
      <Columns>
        <div>
          <OrderLines order={o} />
          <OrderMoney order={o} />
        </div>
        <div>
          <OrderParties order={o} />
          <OrderTimeline order={o} />
          <OrderNotes order={o} reload={reload} canWrite={memberCan(member, 'orders.fulfil')} />
        </div>
      </Columns>
    </>
  );
}

const Back = styled(Link, { display: 'inline-block', marginBottom: '$2', color: '$brand', fontWeight: 600, fontSize: '$sm' });
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '$4',
  '@media (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& ul.plain, & ol.plain': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
});
