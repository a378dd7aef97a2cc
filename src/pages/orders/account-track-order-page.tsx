import { useParams } from 'wouter';
import type { OrderDetail } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { routes } from '../../app/paths';
import { ordersApi } from '../../features/orders/orders.api';
import { OrderLoad, orderIdOf } from '../../features/orders/order-load';
import { ActionLink } from '../../components/action-link';
import { Page, StatusBadge, TrackingBlocks } from '../../features/orders/order-parts';

/** /account/track-order/:id: where one of the customer's orders is: status, carrier, tracking number, events. */
export default function AccountTrackOrderPage() {
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <OrderLoad id={id} load={ordersApi.orderDetail}>
      {(order) => <Tracking order={order} />}
    </OrderLoad>
  );
}

function Tracking({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  return (
    <Page aria-labelledby="track-title">
      <h1 id="track-title">{t('track.orderTitle', { orderNo: order.order_no })}</h1>
      <div>
        <StatusBadge status={order.status} />
      </div>
      <TrackingBlocks shipment={order.shipment} events={order.events} cancelled={order.status === 'cancelled'} />
      <ActionLink href={routes.orderDetail(order.id)}>{t('track.details')}</ActionLink>
    </Page>
  );
}
