import { useSearch } from 'wouter';
import { CentredState, LoadStates } from '../../components/page-parts';
import { Pager } from '../../components/pager';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { consoleRoutes } from '../app/paths';
import { PageHead } from '../app/shell/page-parts';
import { InboxFilters } from '../features/inbox/inbox-filters';
import { inboxQueryOf, inboxRequestOf, inboxSearchOf } from '../features/inbox/inbox-query';
import { InboxTable } from '../features/inbox/inbox-table';
import { inboxApi } from '../features/inbox/inbox.api';

/** /admin/inbox?…: everything shoppers sent that a person must answer, newest first, filtered and paged by the server as the address says. */
export default function InboxPage() {
  const { t } = useTranslation();
  const query = inboxQueryOf(useSearch());
  const search = inboxSearchOf(query);
  const list = useLoad(`inbox?${search}`, (signal) => inboxApi.list(inboxRequestOf(query), signal), { keepWhileReloading: true });
  const assignees = useLoad('inbox-assignees', (signal) => inboxApi.assignees(signal));
  return (
    <>
      <PageHead title={t('inbox.title')} />
      <InboxFilters query={query} assignees={assignees.status === 'ready' ? assignees.data : []} />
      {list.status !== 'ready' ? (
        <LoadStates loaded={list} loading={t('loading')} failed={t('inbox.failed')} />
      ) : list.data.items.length === 0 ? (
        <CentredState>
          <p>{t('inbox.none')}</p>
        </CentredState>
      ) : (
        <>
          <p role="status">{t('inbox.count', { count: list.data.total })}</p>
          <InboxTable rows={list.data.items} />
          <Pager
            page={list.data.page}
            total={list.data.total}
            pageSize={list.data.page_size}
            href={(page) => consoleRoutes.inbox(inboxSearchOf({ ...query, page: page > 1 ? page : undefined }))}
            label={t('pager.label')}
            newer={t('pager.previous')}
            older={t('pager.next')}
            position={(page, pages) => t('pager.position', { page, pages })}
          />
        </>
      )}
    </>
  );
}
