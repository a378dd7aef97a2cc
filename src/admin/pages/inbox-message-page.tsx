import { useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'wouter';
import { INBOX_KINDS, type InboxKind } from '../../../contract/admin';
import { failureOf } from '../../../contract/codes';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { LoadStates } from '../../components/page-parts';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { Note, PageHead } from '../app/shell/page-parts';
import { inboxFormLogic } from '../features/inbox/inbox-forms.actors';
import { InboxAttachments, InboxMessage, InboxReplies, InboxReplyForm, InboxStateForm } from '../features/inbox/inbox-message';
import { InboxStatusBadge } from '../features/inbox/inbox-status';
import { inboxApi } from '../features/inbox/inbox.api';

/** /admin/inbox/:kind/:id: one message, its facts and attachments, the replies, Reply, and its status and assignee. */
export default function InboxMessagePage() {
  const { t } = useTranslation();
  const params = useParams<{ kind: string; id: string }>();
  const kind = (INBOX_KINDS as readonly string[]).includes(params.kind) ? (params.kind as InboxKind) : 'contact';
  const id = (INBOX_KINDS as readonly string[]).includes(params.kind) ? Number(params.id) : 0;
  const [round, setRound] = useState(0);
  const [done, setDone] = useState<ConsoleFormName | null>(null);
  const onDone = useCallback((form: ConsoleFormName) => {
    setDone(form);
    setRound((n) => n + 1);
  }, []);
  const logic = useMemo(() => inboxFormLogic(onDone), [onDone]);
  const message = useLoad(`inbox:${kind}:${id}:${round}`, (signal) => inboxApi.item(kind, id, signal), { keepWhileReloading: true });
  const assignees = useLoad('inbox-assignees', (signal) => inboxApi.assignees(signal));
  if (message.status === 'failed' && ['notFound', 'invalid'].includes(failureOf(message.error).kind)) {
    return (
      <>
        <PageHead title={t('inbox.notFound')} />
        <Link href={consoleRoutes.inbox()}>{t('inbox.back')}</Link>
      </>
    );
  }
  if (message.status !== 'ready') return <LoadStates loaded={message} loading={t('loading')} failed={t('inbox.failedOne')} />;
  const m = message.data;
  return (
    <>
      <Back href={consoleRoutes.inbox()}>{t('inbox.back')}</Back>
      <PageHead title={m.subject || t(`inbox.kinds.${m.kind}`)}>
        <span>{t(`inbox.kinds.${m.kind}`)}</span>
        <InboxStatusBadge status={m.status} />
      </PageHead>
      {done && (
        <Note tone="success" role="status">
          {t(`inbox.done.${done}`, { email: m.email })}
        </Note>
      )}
      <Columns>
        <div>
          <InboxMessage message={m} />
          <InboxReplies message={m} />
          <InboxReplyForm message={m} logic={logic} />
        </div>
        <div>
          <InboxStateForm message={m} assignees={assignees.status === 'ready' ? assignees.data : []} logic={logic} />
          <InboxAttachments message={m} logic={logic} />
        </div>
      </Columns>
    </>
  );
}

const Back = styled(Link, { display: 'inline-block', marginBottom: '$2', color: '$brand', fontWeight: 600, fontSize: '$sm' });
const Columns = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '$4',
  '@media (max-width: 1000px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  '& ul.plain, & ol.plain': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$3' },
  '& ul.plain form': { display: 'flex', alignItems: 'center', gap: '$3', flexWrap: 'wrap' },
});
