import { Link } from 'wouter';
import type { AdminCustomerQuery, AdminCustomerRow, AdminCustomerSort } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Badge, Table, TableWrap } from '../../app/shell/page-parts';
import { useOrderMoney } from '../orders/order-format';
import { customerSearchOf, customersSortedBy, customerSortOf } from './customer-query';
import { CustomerType } from './customer-type';

/** One page of customers: name, e-mail, retail or business (with its review), orders, total spent, disabled; sortable headers are links. */
export function CustomersTable({ rows, query }: { rows: AdminCustomerRow[]; query: AdminCustomerQuery }) {
  const { t } = useTranslation();
  const money = useOrderMoney();
  const date = useFormatDate();
  const sortable = (column: AdminCustomerSort, label: string, className?: string) => {
    const sort = customerSortOf(query, column);
    return (
      <th scope="col" aria-sort={sort} className={className}>
        <Link href={consoleRoutes.customers(customerSearchOf(customersSortedBy(query, column)))}>
          {label}
          <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
        </Link>
      </th>
    );
  };
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('customers.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fields.name')}</th>
            {sortable('email', t('fields.email'))}
            <th scope="col">{t('customers.columns.type')}</th>
            {sortable('orders', t('customers.columns.orders'), 'num')}
            {sortable('spent', t('customers.columns.spent'), 'num')}
            <th scope="col">{t('customers.columns.account')}</th>
            {sortable('created', t('customers.columns.since'))}
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id}>
              <td>
                <Link href={consoleRoutes.customer(c.id)}>{c.name || t('customers.noName')}</Link>
              </td>
              <td>{c.email}</td>
              <td>
                <CustomerType type={c.type} status={c.business_status} />
              </td>
              <td className="num">{c.orders_count}</td>
              <td className="num">{money(c.total_spent, null)}</td>
              <td>{c.disabled ? <Badge tone="danger">{t('customers.disabled')}</Badge> : <Badge tone="success">{t('customers.active')}</Badge>}</td>
              <td>{date(c.created_at, 'medium')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
