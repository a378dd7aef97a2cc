import { useParams } from 'wouter';
import { useFormatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { useStaffSession } from '../app/session/staff-session-provider';
import { memberCan } from '../app/session/staff-session.view';
import { Badge, Note, PageHead } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail } from '../components/detail-page';
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
  const { loaded, reload } = useDetail(`order:${id}`, (signal) => ordersApi.detail(id, signal));
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.orders(), label: t('order.back') }}
      notFound={t('order.notFound')}
      failed={t('order.failed')}
    >
      {(o) => (
        <>
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
      )}
    </DetailPage>
  );
}

const Columns = styled(DetailColumns, { '& ul.plain, & ol.plain': { gap: '$2' } });
