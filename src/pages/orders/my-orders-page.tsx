import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { useMachine, useSelector } from '@xstate/react';
import { ORDER_TABS, type OrderTab } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { routes } from '../../app/routes';
import { myOrdersLogic } from './my-orders.actors';
import { OrderCard } from './order-card';
import { ActionLink } from '../../components/action-link';
import { TabLinks } from '../../components/tab-links';
import { DeleteOrderDialog, Muted, Page, useErrorText } from './order-parts';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** The tab a /account/my-orders?tab= address asks for ('all' when none or unknown). */
export function tabOf(search: string): OrderTab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.find((t) => t === tab) ?? 'all';
}

const List = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });
const Centre = styled('div', {
  padding: '$6 0',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& p': { margin: 0, color: '$inkSoft' },
});
const Note = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  fontSize: '$sm',
  variants: { tone: { success: { backgroundColor: '$successSoft', color: '$success' }, danger: { backgroundColor: '$dangerSoft', color: '$danger' } } },
});

/** /account/my-orders: the customer's orders by state (the tab is in the URL), paged, with their actions. */
export default function MyOrdersPage({ logic = myOrdersLogic }: { logic?: typeof myOrdersLogic }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const tab = tabOf(useSearch());
  const [state, send] = useMachine(logic, { input: { tab } });
  useEffect(() => {
    if (state.context.tab !== tab) send({ type: 'orders.tab', tab });
  }, [tab, send, state.context.tab]);

  const { items, total, error, target, deleteError } = state.context;
  const confirming = state.matches({ list: 'removing' });
  const deleting = useSelector(state.children.confirmDelete, (s) => s?.matches('deleting') ?? false);
  const canAct = state.matches({ list: 'idle' }) || state.matches({ list: 'removed' }) || state.matches({ list: 'deleteFailed' }) || state.matches({ list: 'moreFailed' });
  const hasMore = items.length < total;

  return (
    <Page aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{t('list.title')}</h1>
      <TabLinks label={t('list.tabs')} tabs={TABS} current={tab} href={routes.myOrdersTab} text={(id) => t(`tabs.${id}`)} />

      {state.matches('loading') && (
        <Centre role="status">
          <p>{t('list.loading')}</p>
        </Centre>
      )}
      {state.matches('failed') && (
        <Centre role="alert">
          <p>{t('list.failed')}</p>
          <Muted>{errorText(error)}</Muted>
          <Button onClick={() => send({ type: 'orders.retry' })}>{t('common:retry')}</Button>
        </Centre>
      )}
      {state.matches('empty') && (
        <Centre>
          <p>{t(`empty.${tab}`)}</p>
          <ActionLink href={routes.home} primary>
            {t('empty.shop')}
          </ActionLink>
        </Centre>
      )}
      {state.matches('list') && (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('list.count', { count: total })}
          </p>
          {state.matches({ list: 'removed' }) && (
            <Note role="status" tone="success">
              {t('delete.done')}
            </Note>
          )}
          {state.matches({ list: 'deleteFailed' }) && (
            <Note role="alert" tone="danger">
              {errorText(deleteError)}
            </Note>
          )}
          <List aria-label={t(`tabs.${tab}`)} aria-busy={state.matches({ list: 'loadingMore' }) || undefined}>
            {items.map((order) => (
              <OrderCard key={order.id} order={order} onDelete={canAct ? (id) => send({ type: 'orders.delete', id }) : undefined} />
            ))}
          </List>
          {state.matches({ list: 'moreFailed' }) ? (
            <Centre role="alert">
              <p>{t('list.moreFailed')}</p>
              <Button tone="secondary" onClick={() => send({ type: 'orders.retry' })}>
                {t('common:retry')}
              </Button>
            </Centre>
          ) : (
            hasMore && (
              <Button
                tone="secondary"
                block
                loading={state.matches({ list: 'loadingMore' })}
                disabled={!canAct && !state.matches({ list: 'loadingMore' })}
                onClick={() => send({ type: 'orders.more' })}
              >
                {t('list.more', { shown: items.length, total })}
              </Button>
            )
          )}
        </>
      )}

      {confirming && target && (
        <DeleteOrderDialog
          orderNo={target.order_no}
          status={target.status}
          deleting={deleting}
          onConfirm={() => send({ type: 'orders.delete.confirm' })}
          onCancel={() => send({ type: 'orders.delete.cancel' })}
        />
      )}
    </Page>
  );
}
