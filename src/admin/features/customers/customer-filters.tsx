import { useLocation } from 'wouter';
import { CUSTOMER_TYPES, type AdminCustomerQuery } from '../../../../contract/admin';
import { BUSINESS_STATUSES } from '../../../../contract/wholesale';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { customerSearchOf } from './customer-query';

/**
 * The customers list's search (the start of an e-mail, or a name) and filters (retail or business,
 * the business review). They live in the address: Filter writes them there, Clear empties it.
 */
export function CustomerFilters({ query }: { query: AdminCustomerQuery }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim() || undefined;
  return (
    <Form
      key={customerSearchOf(query)}
      role="search"
      aria-label={t('customers.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const next: AdminCustomerQuery = {
          q: field(data, 'q'),
          type: field(data, 'type') as AdminCustomerQuery['type'],
          business_status: field(data, 'business_status') as AdminCustomerQuery['business_status'],
          sort: query.sort,
          dir: query.dir,
        };
        go(consoleRoutes.customers(customerSearchOf(next)));
      }}
    >
      <TextField label={t('customers.search')} name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('customers.searchHint')} />
      <SelectField
        label={t('customers.columns.type')}
        name="type"
        defaultValue={query.type ?? ''}
        placeholder={t('orders.any')}
        options={CUSTOMER_TYPES.map((s) => ({ value: s, label: t(`customers.types.${s}`) }))}
      />
      <SelectField
        label={t('customers.businessStatus')}
        name="business_status"
        defaultValue={query.business_status ?? ''}
        placeholder={t('orders.any')}
        options={BUSINESS_STATUSES.map((s) => ({ value: s, label: t(`customers.business.${s}`) }))}
      />
      <div className="buttons">
        <Button type="submit">{t('orders.filter')}</Button>
        <Button tone="ghost" onClick={() => go(consoleRoutes.customers())}>
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 2fr) repeat(2, minmax(4rem, 1fr)) auto',
  gap: '0 $3',
  alignItems: 'end',
  marginBottom: '$3',
  '& .buttons': { display: 'flex', gap: '$2', marginBottom: '$4' },
  '@media (max-width: 900px)': { gridTemplateColumns: 'repeat(2, 1fr)' },
});
