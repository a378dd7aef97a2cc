import { Link } from 'wouter';
import type { AdminCustomerQuery, AdminCustomerRow, AdminCustomerSort } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Badge } from '../../app/shell/page-parts';
import { DataTable, type Column } from '../../components/data-table';
import { useOrderMoney } from '../orders/order-format';
import { customerSearchOf, customersSortedBy, customerSortOf } from './customer-query';
import { CustomerType } from './customer-type';

/** One page of customers: name, e-mail, retail or business (with its review), orders, total spent, disabled; sortable headers are links. */
export function CustomersTable({ rows, query }: { rows: AdminCustomerRow[]; query: AdminCustomerQuery }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const date = useFormatDate();
  const columns: Column<AdminCustomerRow, AdminCustomerSort>[] = [
    { label: t('fields.name'), cell: (c) => <Link href={consoleRoutes.customer(c.id)}>{c.name || t('customers.noName')}</Link> },
    { label: t('fields.email'), sort: 'email', cell: (c) => c.email },
    { label: t('customers.columns.type'), cell: (c) => <CustomerType type={c.type} status={c.business_status} /> },
    { label: t('customers.columns.orders'), sort: 'orders', num: true, cell: (c) => c.orders_count },
    { label: t('customers.columns.spent'), sort: 'spent', num: true, cell: (c) => money(c.total_spent, null) },
    {
      label: t('customers.columns.account'),
      cell: (c) => (c.disabled ? <Badge tone="danger">{t('customers.disabled')}</Badge> : <Badge tone="success">{t('customers.active')}</Badge>),
    },
    { label: t('customers.columns.since'), sort: 'created', cell: (c) => date(c.created_at, 'medium') },
  ];
  return (
    <DataTable
      caption={t('customers.caption')}
      columns={columns}
      rows={rows}
      rowKey={(c) => c.id}
      sorting={{ of: (c) => customerSortOf(query, c), href: (c) => consoleRoutes.customers(customerSearchOf(customersSortedBy(query, c))) }}
    />
  );
}
