import { INBOX_STATUSES, type AdminInboxAssignee, type AdminInboxItem } from '../../../../contract/admin';
import type { consoleFormMachine } from '../../../../machines/admin/console-form.machine';
import { useFormatDate } from '../../../i18n/format-date';
import { useTranslation } from '../../../i18n/react';
import { styled } from '../../../styles/theme';
import { Facts, Panel } from '../../app/shell/page-parts';
import { ConsoleForm } from '../forms/console-form';

type Logic = typeof consoleFormMachine;
const idOf = (m: AdminInboxItem) => ({ kind: m.kind, id: String(m.id) });

/** The message as the shopper sent it: who, when, what else it says (its facts), and the text. */
export function InboxMessage({ message: m }: { message: AdminInboxItem }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <Panel aria-labelledby="inbox-message">
      <h2 id="inbox-message">{t('inbox.message')}</h2>
      <Facts>
        <dt>{t('inbox.from')}</dt>
        <dd>
          {m.name} &lt;{m.email}&gt;
        </dd>
        <dt>{t('inbox.date')}</dt>
        <dd>{date(m.created_at, 'medium+time')}</dd>
        {m.facts.map((f) => (
          <Fact key={f.label} label={f.label} value={f.value} />
        ))}
      </Facts>
      <Text>{m.message}</Text>
    </Panel>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}

/** The files sent with the message, each downloaded with the staff token (a plain link would go without it). */
export function InboxAttachments({ message: m, logic }: { message: AdminInboxItem; logic: Logic }) {
  const { t } = useTranslation();
  if (m.attachments.length === 0) return null;
  return (
    <Panel aria-labelledby="inbox-attachments">
      <h2 id="inbox-attachments">{t('inbox.attachments')}</h2>
      <ul className="plain">
        {m.attachments.map((a) => (
          <li key={a.id}>
            <ConsoleForm
              logic={logic}
              input={{ form: 'attachment', values: { ...idOf(m), upload_id: String(a.id), name: a.name } }}
              name={t('inbox.download', { name: a.name })}
              submit={t('inbox.download', { name: a.name })}
              tone="secondary"
              fields={[]}
            >
              <small>
                {a.mime} · {t('inbox.size', { kb: Math.max(1, Math.round(a.size / 1024)) })}
              </small>
            </ConsoleForm>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The replies sent so far, oldest first: who wrote, when, to whom, the text. */
export function InboxReplies({ message: m }: { message: AdminInboxItem }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  return (
    <Panel aria-labelledby="inbox-replies">
      <h2 id="inbox-replies">{t('inbox.replies', { count: m.replies.length })}</h2>
      {m.replies.length === 0 ? (
        <p>{t('inbox.noReplies')}</p>
      ) : (
        <ol className="plain">
          {m.replies.map((r) => (
            <li key={r.id}>
              <small>{t('inbox.replied', { author: r.author, to: r.sent_to, date: date(r.at, 'medium+time') })}</small>
              <Text>{r.text}</Text>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

/** Reply: the text, mailed to the shopper and kept with the message; it can close the message at once. */
export function InboxReplyForm({ message: m, logic }: { message: AdminInboxItem; logic: Logic }) {
  const { t } = useTranslation();
  return (
    <Panel aria-labelledby="inbox-reply">
      <h2 id="inbox-reply">{t('inbox.reply')}</h2>
      <ConsoleForm
        key={`reply:${m.kind}:${m.id}:${m.replies.length}`}
        logic={logic}
        input={{ form: 'reply', values: idOf(m) }}
        name={t('inbox.reply')}
        submit={t('inbox.send')}
        fields={[
          { name: 'text', label: t('inbox.replyText', { email: m.email }), type: 'textarea' },
          { name: 'close', label: t('inbox.closeWithReply'), type: 'checkbox' },
        ]}
      />
    </Panel>
  );
}

/** Status (new, answered, closed) and Assignee (nobody or a member who may answer the inbox), saved together. */
export function InboxStateForm({ message: m, assignees, logic }: { message: AdminInboxItem; assignees: AdminInboxAssignee[]; logic: Logic }) {
  const { t } = useTranslation();
  const options = [...assignees];
  if (m.assignee && !options.some((a) => a.id === m.assignee!.id)) options.push(m.assignee);
  return (
    <Panel aria-labelledby="inbox-state">
      <h2 id="inbox-state">{t('inbox.handling')}</h2>
      <ConsoleForm
        key={`state:${m.kind}:${m.id}:${m.status}:${m.assignee?.id ?? ''}:${assignees.length}`}
        logic={logic}
        input={{ form: 'inboxState', values: { ...idOf(m), status: m.status, assignee: m.assignee ? String(m.assignee.id) : '' } }}
        name={t('inbox.handling')}
        submit={t('inbox.save')}
        tone="secondary"
        fields={[
          {
            name: 'status',
            label: t('inbox.status'),
            type: 'select',
            options: INBOX_STATUSES.map((s) => ({ value: s, label: t(`inbox.statuses.${s}`) })),
          },
          {
            name: 'assignee',
            label: t('inbox.assignee'),
            type: 'select',
            placeholder: t('inbox.nobody'),
            options: options.map((a) => ({ value: String(a.id), label: a.name || a.email })),
          },
        ]}
      />
    </Panel>
  );
}

const Text = styled('p', { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '$3 0 0', fontSize: '$sm' });
