import { lensSummary } from '../../../../contract/prescription';
import type { AdminOrderDetail } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { Facts, Panel, Table, TableWrap } from '../../app/shell/page-parts';
import { useOrderMoney } from './order-format';

/** The order's lines, with each line's lenses and prescription (reading it is logged by the server). */
export function OrderLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  return (
    <Panel aria-labelledby="order-lines">
      <h2 id="order-lines">{t('order.lines')}</h2>
      <TableWrap>
        <Table>
          <thead>
            <tr>
              <th scope="col">{t('order.product')}</th>
              <th scope="col">{t('order.lens')}</th>
              <th scope="col" className="num">
                {t('order.qty')}
              </th>
              <th scope="col" className="num">
                {t('order.unitPrice')}
              </th>
              <th scope="col" className="num">
                {t('order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.id}>
                <td>
                  <strong>{l.name}</strong>
                  <br />
                  <small>
                    {l.sku} · {l.color}
                  </small>
                </td>
                <td>
                  {l.lens ? (
                    <ul className="plain">
                      <li>{t('order.lensChoice', { usage: l.lens.usage, index: l.lens.index })}</li>
                      {lensSummary(l.lens)
                        .filter(Boolean)
                        .map((line) => (
                          <li key={line} dir="ltr">
                            {line}
                          </li>
                        ))}
                    </ul>
                  ) : (
                    t('order.frameOnly')
                  )}
                </td>
                <td className="num">{l.qty}</td>
                <td className="num">{money(l.unit_price, order.currency)}</td>
                <td className="num">{money(l.line_total, order.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableWrap>
      <Facts css={{ marginTop: '$3' }}>
        <dt>{t('order.goods')}</dt>
        <dd>{money(order.goods_amount, order.currency)}</dd>
        {order.discount_amount > 0 && (
          <>
            <dt>{t('order.discount')}</dt>
            <dd>−{money(order.discount_amount, order.currency)}</dd>
          </>
        )}
        {order.coupon_amount > 0 && (
          <>
            <dt>{t('order.coupon', { title: order.coupon_title })}</dt>
            <dd>−{money(order.coupon_amount, order.currency)}</dd>
          </>
        )}
        <dt>{t('order.carriage')}</dt>
        <dd>{money(order.carriage, order.currency)}</dd>
        <dt>{t('order.total')}</dt>
        <dd>
          <strong>{money(order.total, order.currency)}</strong>
        </dd>
        <dt>{t('order.paid')}</dt>
        <dd>{money(order.paid_amount, order.currency)}</dd>
        <dt>{t('order.refunded')}</dt>
        <dd>{money(order.refunded_amount, order.currency)}</dd>
        {order.difference_due > 0 && (
          <>
            <dt>{t('order.differenceDue')}</dt>
            <dd>{money(order.difference_due, order.currency)}</dd>
          </>
        )}
      </Facts>
    </Panel>
  );
}

/** Customer, shipping address and shipment. */
export function OrderParties({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const a = order.address;
  return (
    <Panel aria-labelledby="order-parties">
      <h2 id="order-parties">{t('order.customer')}</h2>
      <Facts>
        <dt>{t('fields.name')}</dt>
        <dd>
          {order.customer.name}
          {order.customer.business ? ` (${t('order.business')})` : ''}
        </dd>
        <dt>{t('fields.email')}</dt>
        <dd>{order.customer.email}</dd>
        <dt>{t('order.address')}</dt>
        <dd>
          {a.firstname} {a.lastname}
          <br />
          {a.street}
          <br />
          {a.city}, {a.region} {a.postcode}
          <br />
          {a.country} · {a.phone}
        </dd>
        {order.shipment && (
          <>
            <dt>{t('fields.carrier')}</dt>
            <dd>{order.shipment.carrier}</dd>
            <dt>{t('fields.trackingNo')}</dt>
            <dd>{order.shipment.tracking_no}</dd>
            <dt>{t('order.shippedAt')}</dt>
            <dd>{date(order.shipment.shipped_at, 'medium+time')}</dd>
            {order.shipment.delivered_at && (
              <>
                <dt>{t('order.deliveredAt')}</dt>
                <dd>{date(order.shipment.delivered_at, 'medium+time')}</dd>
              </>
            )}
          </>
        )}
      </Facts>
    </Panel>
  );
}

/** Payments and instalments, refunds. */
export function OrderMoney({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useOrderMoney();
  return (
    <Panel aria-labelledby="order-payments">
      <h2 id="order-payments">{t('order.payments')}</h2>
      {order.payments.length === 0 ? (
        <p>{t('order.noPayments')}</p>
      ) : (
        <TableWrap>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('order.when')}</th>
                <th scope="col">{t('order.what')}</th>
                <th scope="col">{t('orders.columns.status')}</th>
                <th scope="col" className="num">
                  {t('fields.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.payments.map((p) => (
                <tr key={p.id}>
                  <td>{date(p.created_at, 'medium+time')}</td>
                  <td>
                    {t(`purpose.${p.purpose}`)} · {t(`payment.${p.method}`)}
                    {p.description ? ` · ${p.description}` : ''}
                  </td>
                  <td>{t(`paymentStatus.${p.status}`)}</td>
                  <td className="num">{money(p.amount, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableWrap>
      )}
      {order.instalments.length > 0 && (
        <>
          <h3>{t('order.instalments')}</h3>
          <ol>
            {order.instalments.map((i) => (
              <li key={i.seq}>
                {money(i.amount, order.currency)} · {i.due_at ? date(i.due_at, 'medium') : t('order.dueAtProcessing')} · {t(`instalment.${i.status}`)}
              </li>
            ))}
          </ol>
        </>
      )}
      <h3>{t('order.refunds')}</h3>
      {order.refunds.length === 0 ? (
        <p>{t('order.noRefunds')}</p>
      ) : (
        <ul className="plain">
          {order.refunds.map((r) => (
            <li key={r.id}>
              {date(r.at, 'medium+time')} · {money(r.amount, order.currency)} · {r.reason} · {r.author}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The order's events, newest first. */
export function OrderTimeline({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <Panel aria-labelledby="order-events">
      <h2 id="order-events">{t('order.events')}</h2>
      <ol className="plain" aria-labelledby="order-events">
        {order.events.map((e, i) => (
          <li key={`${e.at}-${i}`}>
            <strong>{e.description}</strong> · {date(e.at, 'medium+time')}
            {e.location ? ` · ${e.location}` : ''}
          </li>
        ))}
      </ol>
    </Panel>
  );
}
