import { Link } from 'wouter';
import type { AdminOrderQuery, AdminOrderRow, AdminOrderSort } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Badge } from '../../app/shell/page-parts';
import { DataTable, type Column } from '../../components/data-table';
import { useOrderMoney } from './order-format';
import { orderSearchOf, sortedBy, sortOf } from './order-query';

/** One page of orders: number, date, customer, total, payment method, status, items; the sortable columns' headers are links. */
export function OrdersTable({ rows, query }: { rows: AdminOrderRow[]; query: AdminOrderQuery }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const money = useOrderMoney();
  const columns: Column<AdminOrderRow, AdminOrderSort>[] = [
    { label: t('orders.columns.number'), sort: 'order_no', cell: (o) => <Link href={consoleRoutes.order(o.id)}>{o.order_no}</Link> },
    { label: t('orders.columns.date'), sort: 'created_at', cell: (o) => date(o.created_at, 'medium+time') },
    {
      label: t('orders.columns.customer'),
      cell: (o) => (
        <>
          {o.customer_name}
          <br />
          <small>{o.customer_email}</small>
        </>
      ),
    },
    { label: t('orders.columns.total'), sort: 'total', num: true, cell: (o) => money(o.total, o.currency) },
    { label: t('orders.columns.payment'), cell: (o) => (o.payment_method ? t(`payment.${o.payment_method}`) : '—') },
    {
      label: t('orders.columns.status'),
      sort: 'status',
      cell: (o) => (
        <Badge tone={o.status === 'cancelled' ? 'danger' : o.status === 'delivered' ? 'success' : undefined}>{t(`status.${o.status}`)}</Badge>
      ),
    },
    { label: t('orders.columns.items'), num: true, cell: (o) => o.item_count },
  ];
  return (
    <DataTable
      caption={t('orders.caption')}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.id}
      sorting={{ of: (c) => sortOf(query, c), href: (c) => consoleRoutes.orders(orderSearchOf(sortedBy(query, c))) }}
    />
  );
}
