import { INBOX_KINDS, INBOX_STATUSES, type AdminInboxAssignee, type AdminInboxQuery } from '../../../../contract/admin';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { ListFilters, THREE_FILTERS } from '../../components/list-filters';
import { inboxSearchOf } from './inbox-query';

/** The inbox's filters: status, kind, assignee (me, nobody, a member), kept in the address. */
export function InboxFilters({ query, assignees }: { query: AdminInboxQuery; assignees: AdminInboxAssignee[] }) {
  const { t } = useTranslation();
  return (
    <ListFilters
      label={t('inbox.filters')}
      layout={THREE_FILTERS}
      resetKey={`${inboxSearchOf(query)}:${assignees.length}`}
      hrefOf={(v) => consoleRoutes.inbox(inboxSearchOf(v as AdminInboxQuery))}
      clearHref={consoleRoutes.inbox()}
      fields={[
        {
          name: 'status',
          label: t('inbox.status'),
          value: query.status,
          options: INBOX_STATUSES.map((s) => ({ value: s, label: t(`inbox.statuses.${s}`) })),
        },
        { name: 'kind', label: t('inbox.kind'), value: query.kind, options: INBOX_KINDS.map((k) => ({ value: k, label: t(`inbox.kinds.${k}`) })) },
        {
          name: 'assignee',
          label: t('inbox.assignee'),
          value: query.assignee,
          options: [
            { value: 'me', label: t('inbox.me') },
            { value: 'none', label: t('inbox.nobody') },
            ...assignees.map((a) => ({ value: String(a.id), label: a.name || a.email })),
          ],
        },
      ]}
    />
  );
}
