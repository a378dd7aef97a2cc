import { useSearch } from 'wouter';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { ListPage, useListLoad } from '../components/list-page';
import { atPage } from '../components/url-query';
import { InboxFilters } from '../features/inbox/inbox-filters';
import { inboxQueryOf, inboxRequestOf, inboxSearchOf } from '../features/inbox/inbox-query';
import { InboxTable } from '../features/inbox/inbox-table';
import { inboxApi } from '../features/inbox/inbox.api';

/** /admin/inbox?…: everything shoppers sent that a person must answer, newest first, filtered and paged by the server as the address says. */
export default function InboxPage() {
  const { t } = useTranslation();
  const query = inboxQueryOf(useSearch());
  const list = useListLoad('inbox', inboxSearchOf(query), (signal) => inboxApi.list(inboxRequestOf(query), signal));
  const assignees = useLoad('inbox-assignees', (signal) => inboxApi.assignees(signal));
  return (
    <ListPage
      title={t('inbox.title')}
      filters={<InboxFilters query={query} assignees={assignees.status === 'ready' ? assignees.data : []} />}
      list={list}
      failed={t('inbox.failed')}
      none={t('inbox.none')}
      count={(count) => t('inbox.count', { count })}
      pageHref={(page) => consoleRoutes.inbox(inboxSearchOf(atPage(query, page)))}
    >
      {(rows) => <InboxTable rows={rows} />}
    </ListPage>
  );
}
