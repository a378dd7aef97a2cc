import { useMemo } from 'react';
import { useParams } from 'wouter';
import { INBOX_KINDS, type InboxKind } from '../../../contract/admin';
import type { ConsoleFormName } from '../../../machines/admin/console-form.machine';
import { useLoad } from '../../components/use-load';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { consoleRoutes } from '../app/paths';
import { Note, PageHead } from '../app/shell/page-parts';
import { DetailColumns, DetailPage, useDetail, useDoneForm } from '../components/detail-page';
import { inboxFormLogic } from '../features/inbox/inbox-forms.actors';
import { InboxAttachments, InboxMessage, InboxReplies, InboxReplyForm, InboxStateForm } from '../features/inbox/inbox-message';
import { InboxStatusBadge } from '../features/inbox/inbox-status';
import { inboxApi } from '../features/inbox/inbox.api';

/** /admin/inbox/:kind/:id: one message, its facts and attachments, the replies, Reply, and its status and assignee. */
export default function InboxMessagePage() {
  const { t } = useTranslation();
  const params = useParams<{ kind: string; id: string }>();
  const known = (INBOX_KINDS as readonly string[]).includes(params.kind);
  const kind = known ? (params.kind as InboxKind) : 'contact';
  const id = known ? Number(params.id) : 0;
  const { loaded, reload } = useDetail(`inbox:${kind}:${id}`, (signal) => inboxApi.item(kind, id, signal));
  const { done, onDone } = useDoneForm<ConsoleFormName>(reload);
  const logic = useMemo(() => inboxFormLogic(onDone), [onDone]);
  const assignees = useLoad('inbox-assignees', (signal) => inboxApi.assignees(signal));
  return (
    <DetailPage
      loaded={loaded}
      back={{ href: consoleRoutes.inbox(), label: t('inbox.back') }}
      notFound={t('inbox.notFound')}
      failed={t('inbox.failedOne')}
      missing={['notFound', 'invalid']}
    >
      {(m) => (
        <>
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
      )}
    </DetailPage>
  );
}

const Columns = styled(DetailColumns, { '& ul.plain form': { display: 'flex', alignItems: 'center', gap: '$3', flexWrap: 'wrap' } });
