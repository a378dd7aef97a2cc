import { Link } from 'wouter';
import type { AdminInboxRow } from '../../../../contract/admin';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { consoleRoutes } from '../../app/paths';
import { Table, TableWrap } from '../../app/shell/page-parts';
import { InboxStatusBadge } from './inbox-status';

/** One page of the inbox, newest first: kind, from, subject and the start of the message, status, assignee, date. */
export function InboxTable({ rows }: { rows: AdminInboxRow[] }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <TableWrap>
      <Table>
        <caption className="visually-hidden">{t('inbox.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('inbox.kind')}</th>
            <th scope="col">{t('inbox.from')}</th>
            <th scope="col">{t('inbox.subject')}</th>
            <th scope="col">{t('inbox.status')}</th>
            <th scope="col">{t('inbox.assignee')}</th>
            <th scope="col">{t('inbox.date')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((m) => (
            <tr key={`${m.kind}:${m.id}`}>
              <td>{t(`inbox.kinds.${m.kind}`)}</td>
              <td>
                {m.name || '—'}
                <br />
                <small>{m.email}</small>
              </td>
              <td>
                <Link href={consoleRoutes.inboxMessage(m.kind, m.id)}>{m.subject || t(`inbox.kinds.${m.kind}`)}</Link>
                <br />
                <small>{m.preview}</small>
              </td>
              <td>
                <InboxStatusBadge status={m.status} />
              </td>
              <td>{m.assignee ? m.assignee.name || m.assignee.email : '—'}</td>
              <td>{date(m.created_at, 'medium+time')}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
