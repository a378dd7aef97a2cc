import { Link } from 'wouter';
import type { AdminInboxRow } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { DataTable, type Column } from '../../components/data-table';
import { InboxStatusBadge } from './inbox-status';

/** One page of the inbox, newest first: kind, from, subject and the start of the message, status, assignee, date. */
export function InboxTable({ rows }: { rows: AdminInboxRow[] }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const columns: Column<AdminInboxRow>[] = [
    { label: t('inbox.kind'), cell: (m) => t(`inbox.kinds.${m.kind}`) },
    {
      label: t('inbox.from'),
      cell: (m) => (
        <>
          {m.name || '—'}
          <br />
          <small>{m.email}</small>
        </>
      ),
    },
    {
      label: t('inbox.subject'),
      cell: (m) => (
        <>
          <Link href={consoleRoutes.inboxMessage(m.kind, m.id)}>{m.subject || t(`inbox.kinds.${m.kind}`)}</Link>
          <br />
          <small>{m.preview}</small>
        </>
      ),
    },
    { label: t('inbox.status'), cell: (m) => <InboxStatusBadge status={m.status} /> },
    { label: t('inbox.assignee'), cell: (m) => (m.assignee ? m.assignee.name || m.assignee.email : '—') },
    { label: t('inbox.date'), cell: (m) => date(m.created_at, 'medium+time') },
  ];
  return <DataTable caption={t('inbox.caption')} columns={columns} rows={rows} rowKey={(m) => `${m.kind}:${m.id}`} />;
}
