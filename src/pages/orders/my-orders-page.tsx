import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { ORDER_TABS, type OrderTab } from '../../../contract/orders';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { routes } from '../../app/paths';
import { myOrdersLogic } from '../../features/orders/my-orders.actors';
import { ordersListView } from '../../features/orders/orders-list.view';
import { maybeConfirmDeleteView } from '../../features/orders/confirm-delete.view';
import { OrderCard } from '../../features/orders/order-card';
import { ActionLink } from '../../components/action-link';
import { TabLinks } from '../../components/tab-links';
import { CentredState, Notice } from '../../components/page-parts';
import { DeleteOrderDialog, Muted, Page, useErrorText } from '../../features/orders/order-parts';

const TABS = Object.keys(ORDER_TABS) as OrderTab[];

/** The tab a /account/my-orders?tab= address asks for ('all' when none or unknown). */
export function tabOf(search: string): OrderTab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.find((t) => t === tab) ?? 'all';
}

const List = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3' });

/** /account/my-orders: the customer's orders by state (the tab is in the URL), paged, with their actions. */
export default function MyOrdersPage({ logic = myOrdersLogic }: { logic?: typeof myOrdersLogic }) {
  const { t } = useTranslation('orders');
  const errorText = useErrorText();
  const tab = tabOf(useSearch());
  const actor = useActorRef(logic, { input: { tab } });
  const { send } = actor;
  const view = useSelector(actor, ordersListView, shallowEqual);
  useEffect(() => {
    if (view.tab !== tab) send({ type: 'orders.tab', tab });
  }, [tab, send, view.tab]);

  const { items, total, error, confirming: target, deleteError, actionable: canAct, hasMore } = view;
  const confirmDelete = useSelector(actor, (s) => s.children.confirmDelete);
  const deleting = useSelector(confirmDelete, (s) => maybeConfirmDeleteView(s).busy);

  return (
    <Page aria-labelledby="my-orders-title">
      <h1 id="my-orders-title">{t('list.title')}</h1>
      <TabLinks label={t('list.tabs')} tabs={TABS} current={tab} href={routes.myOrdersTab} text={(id) => t(`tabs.${id}`)} />

      {view.loading && (
        <CentredState role="status">
          <p>{t('list.loading')}</p>
        </CentredState>
      )}
      {view.failed && (
        <CentredState role="alert">
          <p>{t('list.failed')}</p>
          <Muted>{errorText(error)}</Muted>
          <Button onClick={() => send({ type: 'orders.retry' })}>{t('common:retry')}</Button>
        </CentredState>
      )}
      {view.empty && (
        <CentredState>
          <p>{t(`empty.${tab}`)}</p>
          <ActionLink href={routes.home} primary>
            {t('empty.shop')}
          </ActionLink>
        </CentredState>
      )}
      {view.ready && (
        <>
          <p className="visually-hidden" aria-live="polite">
            {t('list.count', { count: total })}
          </p>
          {view.removed && (
            <Notice role="status" tone="success">
              {t('delete.done')}
            </Notice>
          )}
          {view.deleteFailed && (
            <Notice role="alert" tone="danger">
              {errorText(deleteError)}
            </Notice>
          )}
          <List aria-label={t(`tabs.${tab}`)} aria-busy={view.loadingMore || undefined}>
            {items.map((order) => (
              <OrderCard key={order.id} order={order} onDelete={canAct ? (id) => send({ type: 'orders.delete', id }) : undefined} />
            ))}
          </List>
          {view.moreFailed ? (
            <CentredState role="alert">
              <p>{t('list.moreFailed')}</p>
              <Button tone="secondary" onClick={() => send({ type: 'orders.retry' })}>
                {t('common:retry')}
              </Button>
            </CentredState>
          ) : (
            hasMore && (
              <Button
                tone="secondary"
                block
                loading={view.loadingMore}
                disabled={!canAct && !view.loadingMore}
                onClick={() => send({ type: 'orders.more' })}
              >
                {t('list.more', { shown: items.length, total })}
              </Button>
            )
          )}
        </>
      )}

      {target && (
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
