import { awaitsPrescription } from '../../../contract/prescription';
import { LensRows } from '../../features/lenses/lens-rows';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { OrderCurrency, OrderDetail } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Price } from '../../features/currency/price';
import { CARD_IMAGE_HEIGHT, CARD_IMAGE_WIDTH } from '../../features/catalog/goods-card';
import { routes } from '../../app/paths';
import { ordersApi } from '../../features/orders/orders.api';
import { orderDeleteLogic } from '../../features/orders/order-detail.actors';
import { confirmDeleteView } from '../../features/orders/confirm-delete.view';
import { ActionLink } from '../../components/action-link';
import { Block, DeleteOrderDialog, Muted, Page, StatusBadge, TrackingBlocks, useErrorText, useOrderDate } from '../../features/orders/order-parts';
import { OrderLoad, orderIdOf } from '../../features/orders/order-load';
import { ReplenishLensesButton } from '../../features/orders/replenish-lenses-button';
import { REPLENISHABLE_STATUSES } from '../../../contract/prescription';
import { EndCustomerBlock } from '../../features/wholesale/end-customer-block';
import { OrderLogoBlock } from '../../features/wholesale/order-logo-block';

const isReplenishable = (status: string) => (REPLENISHABLE_STATUSES as readonly string[]).includes(status);

const Head = styled('header', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '$2 $3',
  '& h1': { flexBasis: '100%' },
  '& time': { color: '$inkSoft', fontSize: '$sm' },
});
const Notice = styled('div', {
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  padding: '$4',
  borderRadius: '$lg',
  fontSize: '$sm',
  '& p': { margin: 0 },
  variants: { tone: { warning: { backgroundColor: '#fdf3e1', color: '$ink' }, danger: { backgroundColor: '$dangerSoft', color: '$ink' } } },
});
const Lines = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$3',
  '& li': { display: 'grid', gridTemplateColumns: '1.4rem 1fr auto', gap: '$3', alignItems: 'start', fontSize: '$sm' },
  '& img': { width: '100%', height: 'auto', borderRadius: '$md', backgroundColor: '#f5f4f1' },
  '& h3': { margin: 0, fontSize: '$sm' },
  '& h3 a': { color: '$ink' },
  '& p': { margin: 0, color: '$inkSoft', fontSize: '$xs' },
  '& .amount': { fontWeight: 700, textAlign: 'end' },
  '& .reviewed': { color: '$success', fontWeight: 600 },
});
const Sums = styled('dl', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  // No column gap: the total's rule runs across both columns unbroken.
  rowGap: '$2',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$inkSoft' },
  '& dd': { margin: 0, paddingInlineStart: '$3', textAlign: 'end' },
  '& .total': { color: '$ink', fontWeight: 700, fontSize: '$md', borderTop: '1px solid $line', paddingTop: '$2' },
  '& .due': { color: '$danger', fontWeight: 700 },
});
const Rows = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '$2',
  fontSize: '$sm',
  '& li': { display: 'flex', justifyContent: 'space-between', gap: '$3' },
  '& span.muted': { display: 'block', color: '$inkSoft', fontSize: '$xs' },
});
const Address = styled('address', { fontStyle: 'normal', fontSize: '$sm', lineHeight: 1.6, '& span': { display: 'block' } });
const Actions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

/** /account/order-detail/:id: everything about one of the customer's orders, and what can be done with it. */
export default function OrderDetailPage({ logic = orderDeleteLogic }: { logic?: typeof orderDeleteLogic }) {
  const id = orderIdOf(useParams<{ id: string }>().id);
  return (
    <OrderLoad id={id} load={ordersApi.orderDetail}>
      {(order) => <OrderDetailView order={order} deleteLogic={logic} />}
    </OrderLoad>
  );
}

function OrderDetailView({ order, deleteLogic }: { order: OrderDetail; deleteLogic: typeof orderDeleteLogic }) {
  const { t } = useTranslation('orders');
  const date = useOrderDate();
  const money = (usd: number, className?: string) => <Price usd={usd} currency={order.currency} className={className} />;
  // A drop-shipping order's end customer can change on the page (EndCustomerBlock): the address follows.
  const [address, setAddress] = useState(order.address);
  return (
    <Page aria-labelledby="order-title">
      <Head>
        <h1 id="order-title">{t('detail.title', { orderNo: order.order_no })}</h1>
        <StatusBadge status={order.status} />
        <time dateTime={order.created_at}>{t('detail.placed', { date: date(order.created_at, true) })}</time>
      </Head>

      {order.can_pay && (
        <Notice tone="warning" role="note">
          <p>{order.pay_by ? t('detail.payBy', { time: date(order.pay_by, true) }) : t('detail.unpaid')}</p>
          <ActionLink href={routes.payOrder(order.id)} primary>
            {t('actions.pay')}
          </ActionLink>
        </Notice>
      )}
      {order.difference_due > 0 && (
        <Notice tone="danger" role="note">
          <p>{t('detail.differenceText')}</p>
          <p>
            {t('totals.differenceDue')} <strong>{money(order.difference_due)}</strong>
          </p>
          <ActionLink href={routes.priceDifference(order.id)} primary>
            {t('actions.payDifference')}
          </ActionLink>
        </Notice>
      )}

      <Block aria-labelledby="order-lines">
        <h2 id="order-lines">{t('detail.items', { count: order.item_count })}</h2>
        <Lines>
          {order.lines.map((line) => (
            <li key={line.id}>
              <img src={line.img} alt="" width={CARD_IMAGE_WIDTH} height={CARD_IMAGE_HEIGHT} loading="lazy" />
              <div>
                <h3>
                  <Link href={routes.goodsDetail(line.goods_id)}>{line.name}</Link>
                </h3>
                <p>{t('line.colour', { colour: line.color })}</p>
                {line.lens && <LensRows lens={line.lens} />}
                <p>
                  {t('line.qty', { count: line.qty })} × {money(line.unit_price)}
                </p>
                {line.lens && !awaitsPrescription(line.lens) && isReplenishable(order.status) && (
                  <ReplenishLensesButton orderId={order.id} lineId={line.id} />
                )}
                {line.reviewed && <p className="reviewed">{t('review.reviewed')}</p>}
              </div>
              <div className="amount">{money(line.line_total)}</div>
            </li>
          ))}
        </Lines>
      </Block>

      <Block aria-labelledby="order-totals">
        <h2 id="order-totals">{t('totals.title')}</h2>
        <Totals order={order} currency={order.currency} />
      </Block>

      <Block aria-labelledby="order-address">
        <h2 id="order-address">{t('detail.address')}</h2>
        <Address>
          {[
            `${address.firstname} ${address.lastname}`,
            address.street,
            address.street2,
            [address.city, address.region, address.postcode].filter(Boolean).join(', '),
            address.country,
            address.phone,
          ]
            .filter(Boolean)
            .map((line, i) => (
              // Each line keeps its own direction: a Latin street reads "1 Baker Street" in Arabic too.
              <span key={i} dir="auto">
                {line}
              </span>
            ))}
        </Address>
        <Muted>{t(`shipping.${order.shipping_method}`)}</Muted>
      </Block>
      <EndCustomerBlock order={order} address={address} onChanged={setAddress} />
      <OrderLogoBlock order={order} />

      {order.payments.length > 0 && (
        <Block aria-labelledby="order-payments">
          <h2 id="order-payments">{t('payments.title')}</h2>
          <Rows>
            {order.payments.map((p) => (
              <li key={p.id}>
                <span>
                  {p.purpose === 'order' ? t(`method.${p.method}`) : t(`payments.${p.purpose}`)}
                  <span className="muted">{[p.description, date(p.created_at, true)].filter(Boolean).join(' · ')}</span>
                </span>
                <span>
                  {money(p.amount)}
                  <span className="muted">{p.purpose === 'refund' ? t(`payments.refundStatus.${p.status}`) : t(`payments.status.${p.status}`)}</span>
                </span>
              </li>
            ))}
          </Rows>
        </Block>
      )}

      {order.instalments.length > 0 && (
        <Block aria-labelledby="order-instalments">
          <h2 id="order-instalments">{t('instalments.title')}</h2>
          <Rows>
            {[...order.instalments]
              .sort((a, b) => a.seq - b.seq)
              .map((i) => (
                <li key={i.seq}>
                  <span>
                    {t('instalments.seq', { seq: i.seq, count: order.instalments.length })}
                    <span className="muted">{i.due_at ? t('instalments.due', { date: date(i.due_at) }) : t('instalments.atProcessing')}</span>
                  </span>
                  <span>
                    {money(i.amount)}
                    <span className="muted">{t(`instalments.status.${i.status}`)}</span>
                  </span>
                </li>
              ))}
          </Rows>
        </Block>
      )}

      <TrackingBlocks shipment={order.shipment} events={order.events} cancelled={order.status === 'cancelled'} />

      <Actions>
        {order.shipment && <ActionLink href={routes.accountTrackOrder(order.id)}>{t('actions.track')}</ActionLink>}
        {order.can_review && <ActionLink href={routes.writeReview(order.id)}>{t('actions.review')}</ActionLink>}
        {order.can_delete && <DeleteOrder order={order} logic={deleteLogic} />}
        <ActionLink href={routes.myOrders}>{t('detail.back')}</ActionLink>
      </Actions>
    </Page>
  );
}

function Totals({ order, currency }: { order: OrderDetail; currency: OrderCurrency }) {
  const { t } = useTranslation('orders');
  const money = (usd: number) => <Price usd={usd} currency={currency} />;
  return (
    <Sums>
      <dt>{t('totals.goods')}</dt>
      <dd>{money(order.goods_amount)}</dd>
      {order.discount_amount > 0 && (
        <>
          <dt>{t('totals.discount')}</dt>
          <dd>−{money(order.discount_amount)}</dd>
        </>
      )}
      {order.coupon_amount > 0 && (
        <>
          <dt>{order.coupon_title ? t('totals.couponNamed', { title: order.coupon_title }) : t('totals.coupon')}</dt>
          <dd>−{money(order.coupon_amount)}</dd>
        </>
      )}
      {order.points_amount > 0 && (
        <>
          <dt>{t('totals.points')}</dt>
          <dd>−{money(order.points_amount)}</dd>
        </>
      )}
      <dt>{t('totals.shipping')}</dt>
      <dd>{order.carriage > 0 ? money(order.carriage) : t('totals.free')}</dd>
      <dt className="total">{t('totals.total')}</dt>
      <dd className="total">{money(order.total)}</dd>
      <dt>{t('totals.paid')}</dt>
      {/* What came in; what went back is its own row. */}
      <dd>{money(order.paid_amount + order.refunded_amount)}</dd>
      {order.refunded_amount > 0 && (
        <>
          <dt>{t('totals.refunded')}</dt>
          <dd>{money(order.refunded_amount)}</dd>
        </>
      )}
      {order.difference_due > 0 && (
        <>
          <dt className="due">{t('totals.differenceDue')}</dt>
          <dd className="due">{money(order.difference_due)}</dd>
        </>
      )}
    </Sums>
  );
}

/** Delete (unpaid or cancelled orders) with its confirmation (machines/confirm-delete.machine.ts). */
function DeleteOrder({ order, logic }: { order: OrderDetail; logic: typeof orderDeleteLogic }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const [, navigate] = useLocation();
  const actor = useActorRef(logic, { input: { id: order.id } });
  const { send } = actor;
  const { open, busy, done: removed, failed, error } = useSelector(actor, confirmDeleteView, shallowEqual);
  useEffect(() => {
    if (removed) navigate(routes.myOrders, { replace: true });
  }, [removed, navigate]);
  return (
    <>
      {failed && (
        <Muted role="alert" css={{ color: '$danger' }}>
          {errorText(error)}
        </Muted>
      )}
      <Button tone="secondary" onClick={() => send({ type: 'delete.ask' })} disabled={removed}>
        {t('actions.delete')}
      </Button>
      {open && (
        <DeleteOrderDialog
          orderNo={order.order_no}
          status={order.status}
          deleting={busy}
          onConfirm={() => send({ type: 'delete.confirm' })}
          onCancel={() => send({ type: 'delete.cancel' })}
        />
      )}
    </>
  );
}
