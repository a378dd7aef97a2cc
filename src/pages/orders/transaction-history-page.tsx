import { Link, useSearch } from 'wouter';
import { formatMoney } from '../../../contract/money-format';
import type { Transaction, TransactionPage } from '../../../contract/orders';
import { ordersApi } from '../../features/orders/orders.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { pageOf } from '../../components/pager';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { AccountListPager, Badge, useOrderDate } from '../../features/orders/order-parts';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Row = styled('li', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $3',
  padding: '$3 $4',
  borderRadius: '$lg',
  boxShadow: '$card',
  fontSize: '$sm',
  '& strong': { fontSize: '$md' },
  '& a': { color: '$brand', fontWeight: 600 },
  '& .end': { justifySelf: 'end', textAlign: 'end' },
  '& .muted': { color: '$inkSoft' },
});

function TransactionRow({ item }: { item: Transaction }) {
  const { t, i18n } = useTranslation('orders');
  const date = useOrderDate();
  return (
    <Row>
      <strong>{t(`transactions.kind.${item.kind}`)}</strong>
      <strong className="end" dir="ltr">
        {formatMoney(item.amount, item.currency, i18n.language)}
      </strong>
      <Link href={routes.orderDetail(item.order_id)}>{t('transactions.order', { no: item.order_no })}</Link>
      <span className="end">
        <Badge tone={item.status === 'succeeded' ? 'success' : 'warning'}>
          {item.kind === 'refund' ? t(`payments.refundStatus.${item.status}`) : t(`transactions.status.${item.status}`)}
        </Badge>
      </span>
      <span className="muted">
        {t(`method.${item.method}`)}
        {item.description ? ` · ${item.description}` : ''}
      </span>
      <span className="end muted">{date(item.created_at, true)}</span>
    </Row>
  );
}

/** /account/transaction-history: every payment of the customer's orders and price differences, and every refund, newest first, a page at a time. */
export default function TransactionHistoryPage() {
  const { t } = useTranslation('orders');
  const page = pageOf(useSearch());
  const list = useLoad<TransactionPage>(`transactions:${page}`, (signal) => ordersApi.transactionHistory(page, signal));
  return (
    <PageColumn aria-labelledby="transactions-title">
      <h1 id="transactions-title">{t('transactions.title')}</h1>
      <LoadStates loaded={list} loading={t('transactions.loading')} failed={t('transactions.failed')} />
      {list.status === 'ready' && list.data.items.length === 0 && (
        <CentredState>
          <p>{t('transactions.empty')}</p>
        </CentredState>
      )}
      {list.status === 'ready' && list.data.items.length > 0 && (
        <>
          <List aria-label={t('transactions.title')}>
            {list.data.items.map((item) => (
              <TransactionRow key={item.id} item={item} />
            ))}
          </List>
          <AccountListPager page={page} list={list.data} href={routes.transactionHistoryPage} />
        </>
      )}
    </PageColumn>
  );
}
