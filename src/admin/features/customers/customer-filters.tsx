import { CUSTOMER_TYPES, type AdminCustomerQuery } from '../../../../contract/admin';
import { BUSINESS_STATUSES } from '../../../../contract/wholesale';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters } from '../../components/list-filters';
import { customerSearchOf } from './customer-query';

const layout = { columns: 'minmax(8rem, 2fr) repeat(2, minmax(4rem, 1fr)) auto', narrowAt: 900, narrowColumns: 'repeat(2, 1fr)' };

/**
 * The customers list's search (the start of an e-mail, or a name) and filters (retail or business,
 * the business review), kept in the address with the list's sort.
 */
export function CustomerFilters({ query }: { query: AdminCustomerQuery }) {
  const { t } = useTranslation();
  return (
    <ListFilters
      label={t('customers.filters')}
      layout={layout}
      resetKey={customerSearchOf(query)}
      hrefOf={(v) => consoleRoutes.customers(customerSearchOf({ ...(v as AdminCustomerQuery), sort: query.sort, dir: query.dir }))}
      clearHref={consoleRoutes.customers()}
      fields={[
        { name: 'q', label: t('customers.search'), type: 'search', value: query.q, placeholder: t('customers.searchHint') },
        {
          name: 'type',
          label: t('customers.columns.type'),
          value: query.type,
          options: CUSTOMER_TYPES.map((s) => ({ value: s, label: t(`customers.types.${s}`) })),
        },
        {
          name: 'business_status',
          label: t('customers.businessStatus'),
          value: query.business_status,
          options: BUSINESS_STATUSES.map((s) => ({ value: s, label: t(`customers.business.${s}`) })),
        },
      ]}
    />
  );
}
