import { useSearch } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { CustomerFilters } from '../features/customers/customer-filters';
import { customerQueryOf, customerRequestOf, customerSearchOf } from '../features/customers/customer-query';
import { CustomersTable } from '../features/customers/customers-table';
import { customersApi } from '../features/customers/customers.api';

/** /admin/customers?…: the customers, searched, filtered, sorted and paged by the server, as the address says. */
export default function CustomersPage() {
  const { t } = useTranslation();
  const query = customerQueryOf(useSearch());
  const list = useListLoad('customers', customerSearchOf(query), (signal) => customersApi.list(customerRequestOf(query), signal));
  return (
    <ListPage
      title={t('customers.title')}
      filters={<CustomerFilters query={query} />}
      list={list}
      failed={t('customers.failed')}
      none={t('customers.none')}
      count={(count) => t('customers.count', { count })}
      pageHref={(page) => consoleRoutes.customers(customerSearchOf(atPage(query, page)))}
    >
      {(rows) => <CustomersTable rows={rows} query={query} />}
    </ListPage>
  );
}
