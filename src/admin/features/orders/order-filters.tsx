import { useLocation } from 'wouter';
import type { AdminOrderQuery } from '../../../../contract/admin';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../../contract/orders';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { consoleRoutes } from '../../app/paths';
import { orderSearchOf } from './order-query';

/**
 * The orders list's filters: status, payment method, a date range and a search by order number or
 * e-mail. They live in the address: Filter writes them there (the list follows), Clear empties it.
 * The fields start from the address each time it changes (`key`), and hold nothing else.
 */
export function OrderFilters({ query }: { query: AdminOrderQuery }) {
  const { t } = useTranslation();
  const [, go] = useLocation();
  const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim() || undefined;
  return (
    <Form
      key={orderSearchOf(query)}
      role="search"
      aria-label={t('orders.filters')}
      onSubmit={(e) => {
        e.preventDefault();
        const data = new FormData(e.currentTarget);
        const next: AdminOrderQuery = {
          q: field(data, 'q'),
          status: field(data, 'status') as AdminOrderQuery['status'],
          payment_method: field(data, 'payment_method') as AdminOrderQuery['payment_method'],
          from: field(data, 'from'),
          to: field(data, 'to'),
          sort: query.sort,
          dir: query.dir,
        };
        go(consoleRoutes.orders(orderSearchOf(next)));
      }}
    >
      <TextField label={t('orders.search')} name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('orders.searchHint')} />
      <SelectField
        label={t('orders.columns.status')}
        name="status"
        defaultValue={query.status ?? ''}
        placeholder={t('orders.any')}
        options={ORDER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      />
      <SelectField
        label={t('orders.columns.payment')}
        name="payment_method"
        defaultValue={query.payment_method ?? ''}
        placeholder={t('orders.any')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(`payment.${m}`) }))}
      />
      <TextField label={t('orders.from')} name="from" type="date" defaultValue={query.from ?? ''} />
      <TextField label={t('orders.to')} name="to" type="date" defaultValue={query.to ?? ''} />
      <div className="buttons">
        <Button type="submit">{t('orders.filter')}</Button>
        <Button tone="ghost" onClick={() => go(consoleRoutes.orders())}>
          {t('orders.clear')}
        </Button>
      </div>
    </Form>
  );
}

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: 'minmax(6rem, 2fr) repeat(4, minmax(3.6rem, 1fr)) auto',
  gap: '0 $3',
  alignItems: 'end',
  marginBottom: '$3',
  '& .buttons': { display: 'flex', gap: '$2', marginBottom: '$4' },
  '@media (max-width: 1100px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
});
