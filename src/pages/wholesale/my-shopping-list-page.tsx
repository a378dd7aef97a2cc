import { Link } from 'wouter';
import { wholesaleApi } from '../../features/wholesale/wholesale.api';
import { routes } from '../../app/paths';
import { useUser } from '../../app/session/selectors';
import { useLoad } from '../../components/use-load';
import { ActionLink } from '../../components/action-link';
import { CentredState, LoadStates, PageColumn } from '../../components/page-parts';
import { formatDate } from '../../i18n/format-date';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '$3' });
const Card = styled('li', { padding: '$3', borderRadius: '$lg', boxShadow: '$card', display: 'flex', flexDirection: 'column', gap: '$1' });

/** /account/my-shopping-list: the customer's shopping lists, newest first, with the orders made from them. */
export default function MyShoppingListPage() {
  const { t, i18n } = useTranslation('wholesale');
  const user = useUser();
  const lists = useLoad(`shopping-lists:${user?.id ?? 0}`, (signal) => wholesaleApi.shoppingLists(signal));
  const shown = lists.status === 'ready' ? lists.data.filter((l) => l.line_count > 0 || l.status !== 'open') : [];
  return (
    <PageColumn aria-labelledby="my-lists-title">
      <h1 id="my-lists-title">{t('mine.title')}</h1>
      <LoadStates loaded={lists} loading={t('loading')} failed={t('loadFailed')} />
      {lists.status === 'ready' && shown.length === 0 && (
        <CentredState>
          <p>{t('mine.none')}</p>
          <ActionLink href={routes.catalogShoppingList} primary>
            {t('mine.start')}
          </ActionLink>
        </CentredState>
      )}
      {shown.length > 0 && (
        <List aria-label={t('mine.title')}>
          {shown.map((l) => (
            <Card key={l.id}>
              <Link href={l.status === 'open' ? routes.catalogShoppingList : routes.shoppingOrderDetail(l.id)}>{t('mine.view', { id: l.id })}</Link>
              <span>
                {t(`mine.${l.status}`)} · {formatDate(l.updated_at, i18n.language, 'medium')}
              </span>
              <span>{t('mine.lines', { count: l.line_count, pieces: l.piece_count })}</span>
              {l.order_no && <span>{t('mine.order', { no: l.order_no })}</span>}
            </Card>
          ))}
        </List>
      )}
    </PageColumn>
  );
}
