import { Link } from 'wouter';
import type { OrderSummary } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Price } from '../currency/price';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../catalog/goods-card';
import { routes } from '../../app/paths';
import { isDeletable } from '../../../machines/orders-list.machine';
import { ActionLink } from '../../components/action-link';
import { StatusBadge, useOrderDate } from './order-parts';

const Card = styled('article', {
  display: 'grid',
  gridTemplateColumns: '1.6rem 1fr',
  gap: '$2 $3',
  padding: '$3',
  borderRadius: '$lg',
  boxShadow: '$card',
  '& header': { gridColumn: '1 / 3', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '$2' },
  '& h2': { margin: 0, fontSize: '$sm', fontWeight: 700 },
  '& h2 a': { color: '$ink' },
  '& img': { width: '100%', height: 'auto', borderRadius: '$md', backgroundColor: '#f5f4f1' },
  '& .facts': { display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: '$1', fontSize: '$sm', color: '$inkSoft' },
  '& .total': { color: '$ink', fontWeight: 700, fontSize: '$md' },
  '& .actions': { gridColumn: '1 / 3', display: 'flex', flexWrap: 'wrap', gap: '$2', justifyContent: 'flex-end' },
});

export interface OrderCardProps {
  order: OrderSummary;
  /** Asks to delete (unpaid or cancelled orders); absent while another action runs. */
  onDelete?(id: number): void;
}

/** One order in /account/my-orders: number, date, status, first image, items, total and its actions. */
export function OrderCard({ order, onDelete }: OrderCardProps) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  const nameId = `order-${order.id}`;
  return (
    <Card aria-labelledby={nameId}>
      <header>
        <h2 id={nameId}>
          <Link href={routes.orderDetail(order.id)} aria-label={t('card.open', { orderNo: order.order_no })}>
            {order.order_no}
          </Link>
        </h2>
        <StatusBadge status={order.status} />
      </header>
      <img src={order.img} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading="lazy" />
      <div className="facts">
        <time dateTime={order.created_at}>{date(order.created_at)}</time>
        <span>{t('card.items', { count: order.item_count })}</span>
        <span>
          {t('card.total')} <Price className="total" usd={order.total} currency={order.currency} />
        </span>
      </div>
      <div className="actions">
        {order.status === 'pending_payment' && (
          <ActionLink href={routes.payOrder(order.id)} primary aria-describedby={nameId}>
            {t('actions.pay')}
          </ActionLink>
        )}
        {order.status === 'shipped' && (
          <ActionLink href={routes.accountTrackOrder(order.id)} aria-describedby={nameId}>
            {t('actions.track')}
          </ActionLink>
        )}
        {order.status === 'delivered' && (
          <ActionLink href={routes.writeReview(order.id)} aria-describedby={nameId}>
            {t('actions.review')}
          </ActionLink>
        )}
        {isDeletable(order) && (
          <Button tone="ghost" aria-describedby={nameId} disabled={!onDelete} onClick={() => onDelete?.(order.id)}>
            {t('actions.delete')}
          </Button>
        )}
      </div>
    </Card>
  );
}
