import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { ConsoleForm } from '../features/forms/console-form';
import { csvExportLogic } from '../features/orders/csv-export.actors';
import { OrderFilters } from '../features/orders/order-filters';
import { orderQueryOf, orderSearchOf, requestOf } from '../features/orders/order-query';
import { OrdersTable } from '../features/orders/orders-table';
import { ordersApi } from '../features/orders/orders.api';

/** /admin/orders?…: the orders, filtered, sorted and paged by the server, as the address says. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const query = orderQueryOf(useSearch());
  const search = orderSearchOf(query);
  const list = useListLoad('orders', search, (signal) => ordersApi.list(requestOf(query), signal));
  return (
    <ListPage
      title={t('orders.title')}
      actions={
        <ConsoleForm
          key={search}
          logic={csvExportLogic}
          input={{ form: 'csv', values: { search } }}
          name={t('orders.export')}
          submit={t('orders.export')}
          tone="secondary"
          fields={[]}
        />
      }
      filters={<OrderFilters query={query} />}
      list={list}
      failed={t('orders.failed')}
      none={t('orders.none')}
      count={(count) => t('orders.count', { count })}
      pageHref={(page) => consoleRoutes.orders(orderSearchOf(atPage(query, page)))}
    >
      {(rows) => <OrdersTable rows={rows} query={query} />}
    </ListPage>
  );
}
