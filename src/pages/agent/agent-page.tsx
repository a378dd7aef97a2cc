import { useId, useState, type FormEvent } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SUPPORT_MESSAGE_MAX } from '../../../contract/constants';
import { supportErrorMessages, supportTextLength } from '../../../contract/support';
import type { supportAgentMachine } from '../../../machines/support-agent.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { Notice, PageColumn } from '../../components/page-parts';
import { keptAgentToken, supportAgentLogic } from '../../features/support/support-agent.actors';
import { supportAgentView } from '../../features/support/support-agent.view';

type AgentRef = ActorRefFrom<typeof supportAgentMachine>;

const Field = styled('form', {
  display: 'grid',
  gap: '$2',
  '& label': { fontSize: '$sm', fontWeight: 600 },
  '& input, & textarea': { font: 'inherit', fontSize: '$md', padding: '$2', borderRadius: '$md', border: '1px solid $inkFaint', minHeight: '$tap' },
  '& .row': { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' },
  '& .meta': { fontSize: '$xs', color: '$inkSoft' },
});

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '$2',
  '& button': {
    width: '100%',
    textAlign: 'start',
    display: 'grid',
    gap: '$1',
    padding: '$2 $3',
    font: 'inherit',
    cursor: 'pointer',
    border: '1px solid $line',
    borderRadius: '$md',
    backgroundColor: '$surface',
    color: '$ink',
    '&[aria-current="true"]': { borderColor: '$brand', backgroundColor: '$brandSoft' },
    '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
  },
  '& .who': { fontWeight: 700, display: 'flex', justifyContent: 'space-between', gap: '$2' },
  '& .unread': { fontSize: '$xs', color: '$brandInk', backgroundColor: '$danger', borderRadius: '$pill', padding: '0 $2' },
  '& .last': { fontSize: '$sm', color: '$inkSoft', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const Log = styled('div', {
  padding: '$2',
  maxHeight: '8rem',
  overflowY: 'auto',
  border: '1px solid $line',
  borderRadius: '$md',
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
  '& li': { maxWidth: '85%', padding: '$1 $2', borderRadius: '$md', fontSize: '$sm', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  '& li.shopper': { justifySelf: 'start', backgroundColor: '$canvas' },
  '& li.agent': { justifySelf: 'end', backgroundColor: '$brand', color: '$brandInk' },
  '& .who': { display: 'block', fontSize: '$xs', fontWeight: 700 },
});

/**
 * /agent: the support agents' page (machines/support-agent.machine.ts). The operator types
 * ADMIN_TOKEN once (kept in this tab's sessionStorage, never in the address); the /agent socket
 * checks it. Then: the open conversations with their unread counts, live; one opened, answered, closed.
 */
export default function AgentPage({ logic = supportAgentLogic }: { logic?: typeof supportAgentMachine }) {
  const { t } = useTranslation('support');
  const [token] = useState(keptAgentToken);
  const agent = useActorRef(logic, { input: { token } });
  const { locked, phase } = useSelector(agent, supportAgentView, shallowEqual);
  return (
    <PageColumn>
      <h1>{t('agent.title')}</h1>
      {locked ? (
        <Unlock agent={agent} />
      ) : (
        <>
          <div role="status">{phase === 'ready' ? '' : t(`agent.${phase}`)}</div>
          <Button tone="secondary" type="button" onClick={() => agent.send({ type: 'agent.lock' })}>
            {t('agent.lock')}
          </Button>
          <Conversations agent={agent} />
          <Conversation agent={agent} />
        </>
      )}
    </PageColumn>
  );
}

function Unlock({ agent }: { agent: AgentRef }) {
  const { t } = useTranslation('support');
  const error = useSelector(agent, (s) => s.context.error);
  const [value, setValue] = useState('');
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (value.trim()) agent.send({ type: 'agent.unlock', token: value });
  };
  return (
    <Field onSubmit={submit}>
      <label htmlFor={`${id}-token`}>{t('agent.tokenLabel')}</label>
      <input id={`${id}-token`} type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} />
      {error === 'unauthorized' && (
        <Notice tone="danger" role="alert">
          {t('agent.unauthorized')}
        </Notice>
      )}
      <Button type="submit">{t('agent.unlock')}</Button>
    </Field>
  );
}

function Conversations({ agent }: { agent: AgentRef }) {
  const { t } = useTranslation('support');
  const list = useSelector(agent, (s) => s.context.conversations);
  const currentId = useSelector(agent, (s) => s.context.current?.id ?? null);
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('agent.conversations')}</h2>
      {list.length === 0 ? (
        <p>{t('agent.none')}</p>
      ) : (
        <List>
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" aria-current={c.id === currentId || undefined} onClick={() => agent.send({ type: 'agent.select', id: c.id })}>
                <span className="who">
                  <span>{c.email ?? c.who}</span>
                  {c.unread > 0 && <span className="unread">{t('agent.unread', { count: c.unread })}</span>}
                </span>
                <span className="last" dir="auto">
                  {c.last_text}
                </span>
              </button>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}

function Conversation({ agent }: { agent: AgentRef }) {
  const { t } = useTranslation('support');
  const message = useMessage();
  const current = useSelector(agent, (s) => s.context.current);
  const messages = useSelector(agent, (s) => s.context.messages);
  const draft = useSelector(agent, (s) => s.context.draft);
  const error = useSelector(agent, (s) => s.context.error);
  const id = useId();
  if (!current) return <p>{t('agent.pick')}</p>;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    agent.send({ type: 'agent.reply' });
  };
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{current.email ?? current.who}</h2>
      <Log role="log" aria-label={current.email ?? current.who} aria-live="polite" tabIndex={0}>
        <ol>
          {messages.map((m) => (
            <li key={m.id} className={m.from}>
              <span className="who">{m.from === 'agent' ? t('agent.agent') : t('agent.shopper')}</span>
              <span dir="auto">{m.text}</span>
            </li>
          ))}
        </ol>
      </Log>
      {current.status === 'closed' ? (
        <p role="status">{t('agent.closed')}</p>
      ) : (
        <Field onSubmit={submit} noValidate>
          <label htmlFor={`${id}-reply`}>{t('agent.replyLabel')}</label>
          <textarea id={`${id}-reply`} rows={3} value={draft} onChange={(e) => agent.send({ type: 'agent.draft.change', text: e.target.value })} />
          <span className="meta">{t('counter', { count: supportTextLength(draft), max: SUPPORT_MESSAGE_MAX })}</span>
          {error && error !== 'unauthorized' && (
            <Notice tone="danger" role="alert">
              {message(supportErrorMessages[error])}
            </Notice>
          )}
          <div className="row">
            <Button type="submit">{t('agent.reply')}</Button>
            <Button tone="secondary" type="button" onClick={() => agent.send({ type: 'agent.close.conversation' })}>
              {t('agent.closeConversation')}
            </Button>
          </div>
        </Field>
      )}
    </section>
  );
}
