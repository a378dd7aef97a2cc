import { Link } from 'wouter';
import type { AdminOrderQuery, AdminOrderRow, AdminOrderSort } from '../../../../contract/admin';
import { useTranslation } from '../../../i18n/react';
import { useFormatDate } from '../../../i18n/format-date';
import { consoleRoutes } from '../../app/paths';
import { Badge, Table, TableWrap } from '../../app/shell/page-parts';
import { useOrderMoney } from './order-format';
import { orderSearchOf, sortedBy, sortOf } from './order-query';

/** One page of orders: number, date, customer, total, payment method, status, items; the sortable columns' headers are links. */
export function OrdersTable({ rows, query }: { rows: AdminOrderRow[]; query: AdminOrderQuery }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useOrderMoney();
  const sortable = (column: AdminOrderSort, label: string, className?: string) => {
    const sort = sortOf(query, column);
    return (
      <th scope="col" aria-sort={sort} className={className}>
        <Link href={consoleRoutes.orders(orderSearchOf(sortedBy(query, column)))}>
          {label}
          <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
        </Link>
      </th>
    );
  };
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('orders.caption')}</caption>
        <thead>
          <tr>
            {sortable('order_no', t('orders.columns.number'))}
            {sortable('created_at', t('orders.columns.date'))}
            <th scope="col">{t('orders.columns.customer')}</th>
            {sortable('total', t('orders.columns.total'), 'num')}
            <th scope="col">{t('orders.columns.payment')}</th>
            {sortable('status', t('orders.columns.status'))}
            <th scope="col" className="num">
              {t('orders.columns.items')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id}>
              <td>
                <Link href={consoleRoutes.order(o.id)}>{o.order_no}</Link>
              </td>
              <td>{date(o.created_at, 'medium+time')}</td>
              <td>
                {o.customer_name}
                <br />
                <small>{o.customer_email}</small>
              </td>
              <td className="num">{money(o.total, o.currency)}</td>
              <td>{o.payment_method ? t(`payment.${o.payment_method}`) : '—'}</td>
              <td>
                <Badge tone={o.status === 'cancelled' ? 'danger' : o.status === 'delivered' ? 'success' : undefined}>{t(`status.${o.status}`)}</Badge>
              </td>
              <td className="num">{o.item_count}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
