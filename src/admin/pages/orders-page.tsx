import { useSearch } from 'wouter';
import { LoadStates, CentredState } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { csvExportLogic } from '../features/orders/csv-export.actors';
import { ConsoleForm } from '../features/forms/console-form';
import { OrderFilters } from '../features/orders/order-filters';
import { orderQueryOf, orderSearchOf, requestOf } from '../features/orders/order-query';
import { OrdersTable } from '../features/orders/orders-table';
import { ordersApi } from '../features/orders/orders.api';

/** /admin/orders?…: the orders, filtered, sorted and paged by the server, as the address says. */
export default function OrdersPage() {
  const { t } = useTranslation();
  const query = orderQueryOf(useSearch());
  const search = orderSearchOf(query);
  const list = useLoad(`orders?${search}`, (signal) => ordersApi.list(requestOf(query), signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('orders.title')}>
        <ConsoleForm
          key={search}
          logic={csvExportLogic}
          input={{ form: 'csv', values: { search } }}
          name={t('orders.export')}
          submit={t('orders.export')}
          tone="secondary"
          fields={[]}
        />
      </PageHead>
      <OrderFilters query={query} />
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('orders.failed')} />
      ) : list.data.items.length === 0 ? (
        <CentredState>
          <p>{t('orders.none')}</p>
        </CentredState>
      ) : (
        <>
          <p role="status">{t('orders.count', { count: list.data.total })}</p>
          <OrdersTable rows={list.data.items} query={query} />
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.page_size}
            href={(page) => consoleRoutes.orders(orderSearchOf({ ...query, page: page > 1 ? page : undefined }))}
            label={t('pager.label')}
            newer={t('pager.previous')}
            older={t('pager.next')}
            position={(page, pages) => t('pager.position', { page, pages })}
          />
        </>
      )}
    </>
  );
}
