import { useCallback } from 'react';
import { ORDER_EVENT_TEXT, type OrderStatus, type Shipment, type TrackEvent } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { useFormatDate } from '../../i18n/format-date';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { ActionLink } from '../../components/action-link';
import { routes } from '../../app/paths';
import { Pager } from '../../components/pager';
import type { ListPage } from '../../../contract/orders';
import { failureMessage } from '../../../contract/codes';

export { PageColumn as Page } from '../../components/page-parts';

/** A titled block of a page (lines, address, totals...). */
export const Block = styled('section', {
  padding: '$4',
  borderRadius: '$lg',
  boxShadow: '$card',
  '& > h2': { margin: '0 0 $3', fontSize: '$md' },
  '& > p': { margin: 0, fontSize: '$sm' },
});

export const Muted = styled('p', { margin: 0, color: '$inkSoft', fontSize: '$sm' });

export const Badge = styled('span', {
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: '$2',
  minHeight: '0.5rem',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  variants: {
    tone: {
      warning: { backgroundColor: '#fdf3e1', color: '$warning' },
      brand: { backgroundColor: '$brandSoft', color: '$brand' },
      success: { backgroundColor: '$successSoft', color: '$success' },
      muted: { backgroundColor: '$canvas', color: '$inkSoft' },
    },
  },
});

const TONES: Record<OrderStatus, 'warning' | 'brand' | 'success' | 'muted'> = {
  pending_payment: 'warning',
  paid: 'brand',
  processing: 'brand',
  shipped: 'brand',
  delivered: 'success',
  cancelled: 'muted',
};

/** The order's status as a customer reads it ("Unpaid", "Shipped"...). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}

/** A failure's message in the page's language (contract messages are translated), or a generic one. */
export function useErrorText() {
  const { t } = useTranslation('orders');
  const message = useMessage();
  return useCallback((e: unknown) => message(failureMessage(e)) || t('common:errorGeneric'), [message, t]);
}

/** An order's moments: the day, or the day and time, in the page's language (i18n/format-date). */
export function useOrderDate() {
  const date = useFormatDate();
  return useCallback((iso: string, withTime = false) => date(iso, withTime ? 'medium+time' : 'medium'), [date]);
}

const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: '$1 $3',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$inkSoft' },
  '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' },
});

/** Carrier, tracking number and dates of a shipment. */
export function ShipmentFacts({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  return (
    <Facts>
      <dt>{t('shipment.carrier')}</dt>
      <dd>{shipment.carrier}</dd>
      <dt>{t('shipment.trackingNo')}</dt>
      <dd dir="ltr">{shipment.tracking_no}</dd>
      <dt>{t('shipment.shippedAt')}</dt>
      <dd>{date(shipment.shipped_at)}</dd>
      {shipment.delivered_at && (
        <>
          <dt>{t('shipment.deliveredAt')}</dt>
          <dd>{date(shipment.delivered_at)}</dd>
        </>
      )}
    </Facts>
  );
}

const Steps = styled('ol', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '& li': {
    position: 'relative',
    paddingInlineStart: '$5',
    paddingBottom: '$3',
    fontSize: '$sm',
    borderInlineStart: '2px solid $line',
    marginInlineStart: '0.08rem',
  },
  '& li:last-child': { borderColor: 'transparent', paddingBottom: 0 },
  '& li::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: '-0.1rem',
    top: '0.04rem',
    width: '0.18rem',
    height: '0.18rem',
    borderRadius: '50%',
    backgroundColor: '$inkFaint',
  },
  '& li:first-child::before': { backgroundColor: '$brand' },
  '& strong': { display: 'block' },
  '& span, & time': { display: 'block', color: '$inkSoft', fontSize: '$xs' },
});

/** The order's events, newest first. */
export function OrderTimeline({ events, label }: { events: TrackEvent[]; label: string }) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  if (newestFirst.length === 0) return <Muted>{t('timeline.none')}</Muted>;
  return (
    <Steps aria-label={label}>
      {newestFirst.map((e, i) => (
        <li key={`${e.at}-${i}`}>
          <strong>{t(`timeline.event.${e.status}`)}</strong>
          {e.description && e.description !== ORDER_EVENT_TEXT[e.status] && <span>{e.description}</span>}
          {e.location && <span>{e.location}</span>}
          <time dateTime={e.at}>{date(e.at, true)}</time>
        </li>
      ))}
    </Steps>
  );
}

/** The shipment (or that there is none yet) and the timeline: what tracking pages show. */
/** The shipment and the timeline; a cancelled order that never shipped has no shipment to promise. */
export function TrackingBlocks({ shipment, events, cancelled = false }: { shipment: Shipment | null; events: TrackEvent[]; cancelled?: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <>
      {(shipment || !cancelled) && (
        <Block aria-labelledby="tracking-shipment">
          <h2 id="tracking-shipment">{t('shipment.title')}</h2>
          {shipment ? <ShipmentFacts shipment={shipment} /> : <Muted>{t('shipment.notYet')}</Muted>}
        </Block>
      )}
      <Block aria-labelledby="tracking-events">
        <h2 id="tracking-events">{t('timeline.title')}</h2>
        <OrderTimeline events={events} label={t('timeline.title')} />
      </Block>
    </>
  );
}

const Centre = styled('div', {
  padding: '$7 $5',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& h1, & h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, color: '$inkSoft', fontSize: '$sm' },
});

/** An unknown order, or another customer's (the server answers the same 404 for both). */
export function OrderNotFound() {
  const { t } = useTranslation('orders');
  return (
    <Centre aria-labelledby="order-not-found">
      <h1 id="order-not-found">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <ActionLink href={routes.myOrders} primary>
        {t('notFound.myOrders')}
      </ActionLink>
    </Centre>
  );
}

/** A load that failed for another reason than "not found": its message and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const { t } = useTranslation('orders');
  return (
    <Centre role="alert">
      <h2>{t('loadFailed')}</h2>
      <p>{message}</p>
      <Button onClick={onRetry}>{t('common:retry')}</Button>
    </Centre>
  );
}

const DialogText = styled('p', { margin: '0 0 $5', color: '$inkSoft', fontSize: '$sm' });
const DialogActions = styled('div', { display: 'flex', gap: '$3', '& > *': { flex: 1 } });

export interface DeleteOrderDialogProps {
  orderNo: string;
  status: OrderStatus;
  deleting: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** "Delete order X?": an unpaid order is cancelled (its items go back on sale), a cancelled one is hidden. */
export function DeleteOrderDialog({ orderNo, status, deleting, onConfirm, onCancel }: DeleteOrderDialogProps) {
  const { t } = useTranslation('orders');
  return (
    <Dialog title={t('delete.title', { orderNo })} onClose={onCancel} role="alertdialog">
      <DialogText>{t(status === 'pending_payment' ? 'delete.unpaidText' : 'delete.cancelledText')}</DialogText>
      <DialogActions>
        <Button tone="secondary" onClick={onCancel} disabled={deleting}>
          {t('delete.keep')}
        </Button>
        <Button tone="danger" loading={deleting} onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The Pager of the account's paged lists (points, transactions), in the orders catalogue's words. */
export function AccountListPager({ page, list, href }: { page: number; list: ListPage<unknown>; href: (page: number) => string }) {
  const { t } = useTranslation('orders');
  return (
    <Pager
      page={page}
      total={list.total}
      pageSize={list.page_size}
      href={href}
      label={t('pager.label')}
      newer={t('pager.newer')}
      older={t('pager.older')}
      position={(n, pages) => t('pager.position', { page: n, pages })}
    />
  );
}
