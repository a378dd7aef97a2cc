import { useSearch } from 'wouter';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { CustomerFilters } from '../features/customers/customer-filters';
import { customerQueryOf, customerRequestOf, customerSearchOf } from '../features/customers/customer-query';
import { CustomersTable } from '../features/customers/customers-table';
import { customersApi } from '../features/customers/customers.api';

/** /admin/customers?…: the customers, searched, filtered, sorted and paged by the server, as the address says. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const query = customerQueryOf(useSearch());
  const search = customerSearchOf(query);
  const list = useLoad(`customers?${search}`, (signal) => customersApi.list(customerRequestOf(query), signal), { keepWhileReloading: true });
  return (
    <>
      <PageHead title={t('customers.title')} />
      <CustomerFilters query={query} />
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('customers.failed')} />
      ) : list.data.items.length === 0 ? (
        <CentredState>
          <p>{t('customers.none')}</p>
        </CentredState>
      ) : (
        <>
          <p role="status">{t('customers.count', { count: list.data.total })}</p>
          <CustomersTable rows={list.data.items} query={query} />
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.page_size}
            href={(page) => consoleRoutes.customers(customerSearchOf({ ...query, page: page > 1 ? page : undefined }))}
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
