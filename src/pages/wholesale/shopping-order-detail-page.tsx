import { Link, useParams } from 'wouter';
import { wholesaleApi } from '../../features/wholesale/wholesale.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { ActionLink } from '../../components/action-link';
import { LoadStates, PageColumn } from '../../components/page-parts';
import { useTranslation } from '../../i18n/react';
import { ShoppingListLines } from '../../features/wholesale/shopping-list-lines';

/** /account/shopping-order-detail/:id: one of the customer's lists and the order made from it (another customer's: not found). */
export default function ShoppingOrderDetailPage() {
  const { t } = useTranslation('wholesale');
  const id = Number(useParams<{ id: string }>().id) || 0;
  const list = useLoad(`shopping-list:${id}`, (signal) => wholesaleApi.shoppingListDetail(id, signal));
  return (
    <PageColumn aria-labelledby="shopping-detail-title">
      <h1 id="shopping-detail-title">{t('detail.title', { id })}</h1>
      <Link href={routes.myShoppingList}>{t('detail.back')}</Link>
      <LoadStates loaded={list} loading={t('loading')} failed={t('detail.notFound')} />
      {list.status === 'ready' && (
        <>
          {list.data.order_no && list.data.order_id && (
            <p>
              <Link href={routes.orderDetail(list.data.order_id)}>{t('detail.order', { no: list.data.order_no })}</Link>{' '}
              <ActionLink href={routes.payOrder(list.data.order_id)} primary>
                {t('detail.pay')}
              </ActionLink>
            </p>
          )}
          <ShoppingListLines list={list.data} caption={t('detail.title', { id })} />
        </>
      )}
    </PageColumn>
  );
}
