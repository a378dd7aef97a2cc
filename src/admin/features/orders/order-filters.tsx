import type { AdminOrderQuery } from '../../../../contract/admin';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../../contract/orders';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters } from '../../components/list-filters';
import { orderSearchOf } from './order-query';

const layout = { columns: 'minmax(6rem, 2fr) repeat(4, minmax(3.6rem, 1fr)) auto', narrowAt: 1100, narrowColumns: 'repeat(3, 1fr)' };

/**
 * The orders list's filters: status, payment method, a date range and a search by order number or
 * e-mail, kept in the address with the list's sort.
 */
export function OrderFilters({ query }: { query: AdminOrderQuery }) {
  const { t } = useTranslation();
  return (
    <ListFilters
      label={t('orders.filters')}
      layout={layout}
      resetKey={orderSearchOf(query)}
      hrefOf={(v) => consoleRoutes.orders(orderSearchOf({ ...(v as AdminOrderQuery), sort: query.sort, dir: query.dir }))}
      clearHref={consoleRoutes.orders()}
      fields={[
        { name: 'q', label: t('orders.search'), type: 'search', value: query.q, placeholder: t('orders.searchHint') },
        {
          name: 'status',
          label: t('orders.columns.status'),
          value: query.status,
          options: ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        {
          name: 'payment_method',
          label: t('orders.columns.payment'),
          value: query.payment_method,
          options: PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) })),
        },
        { name: 'from', label: t('orders.from'), type: 'date', value: query.from },
        { name: 'to', label: t('orders.to'), type: 'date', value: query.to },
      ]}
    />
  );
}
