import { useId, type FormEvent } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { SUPPORT_MESSAGE_MAX } from '../../../../contract/constants';
import { supportErrorMessages, supportTextLength } from '../../../../contract/support';
import type { supportAgentMachine } from '../../../../machines/support-agent.machine';
import { Button } from '../../../components/button';
import { TextArea } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';
import { styled } from '../../../styles/theme';
import { Badge, Note, Panel } from '../../app/shell/page-parts';
import { supportAgentView } from './support-agent.view';

type AgentRef = ActorRefFrom<typeof supportAgentMachine>;

/**
 * The Support page's desk (machines/support-agent.machine.ts): the /agent socket with the member's
 * staff token; the open conversations with their unread counts, live, beside the one opened, its
 * messages, the answer box and Close conversation. A token the server no longer takes ends the
 * console's session (the guard then asks to sign in again).
 */
export function SupportDesk({ token, logic }: { token: string; logic: typeof supportAgentMachine }) {
  const { t } = useTranslation();
  const agent = useActorRef(logic, { input: { token } });
  const { phase, showsConversations } = useSelector(agent, supportAgentView, shallowEqual);
  return (
    <>
      <div role="status">{phase === 'connected' ? '' : t(`support.${phase}`)}</div>
      {showsConversations && (
        <Desk>
          <Conversations agent={agent} />
          <Conversation agent={agent} />
        </Desk>
      )}
    </>
  );
}

const Desk = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, 1fr) minmax(0, 2fr)',
  gap: '$4',
  alignItems: 'start',
  '& > section': { margin: 0 },
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
    fontSize: '$sm',
    cursor: 'pointer',
    border: '1px solid $line',
    borderRadius: '$md',
    backgroundColor: '$surface',
    color: '$ink',
    '&[aria-current="true"]': { borderColor: '$brand', backgroundColor: '$brandSoft' },
    '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
  },
  '& .who': { fontWeight: 700, display: 'flex', justifyContent: 'space-between', gap: '$2', overflowWrap: 'anywhere' },
  '& .last': { color: '$inkSoft', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

const Log = styled('div', {
  padding: '$2',
  maxHeight: '9rem',
  overflowY: 'auto',
  border: '1px solid $line',
  borderRadius: '$md',
  marginBottom: '$3',
  '& ol': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
  '& li': { maxWidth: '85%', padding: '$1 $2', borderRadius: '$md', fontSize: '$sm', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  '& li.shopper': { justifySelf: 'start', backgroundColor: '$canvas' },
  '& li.agent': { justifySelf: 'end', backgroundColor: '$brand', color: '$brandInk' },
  '& .who': { display: 'block', fontSize: '$xs', fontWeight: 700 },
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
});

const Answer = styled('form', {
  '& .meta': { margin: '0 0 $2', fontSize: '$xs', color: '$inkSoft' },
  '& .row': { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' },
});

function Conversations({ agent }: { agent: AgentRef }) {
  const { t } = useTranslation();
  const list = useSelector(agent, (s) => s.context.conversations);
  const currentId = useSelector(agent, (s) => s.context.current?.id ?? null);
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{t('support.conversations')}</h2>
      {list.length === 0 ? (
        <p>{t('support.none')}</p>
      ) : (
        <List>
          {list.map((c) => (
            <li key={c.id}>
              <button type="button" aria-current={c.id === currentId || undefined} onClick={() => agent.send({ type: 'agent.select', id: c.id })}>
                <span className="who">
                  <span>{c.email ?? c.who}</span>
                  {c.unread > 0 && <Badge tone="danger">{t('support.unread', { count: c.unread })}</Badge>}
                </span>
                <span className="last" dir="auto">
                  {c.last_text}
                </span>
              </button>
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

function Conversation({ agent }: { agent: AgentRef }) {
  const { t } = useTranslation();
  const say = useMessage();
  const current = useSelector(agent, (s) => s.context.current);
  const messages = useSelector(agent, (s) => s.context.messages);
  const draft = useSelector(agent, (s) => s.context.draft);
  const error = useSelector(agent, (s) => s.context.error);
  const id = useId();
  if (!current) {
    return (
      <Panel>
        <p>{t('support.pick')}</p>
      </Panel>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    agent.send({ type: 'agent.reply' });
  };
  const who = current.email ?? current.who;
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id}>{who}</h2>
      <Log role="log" aria-label={who} aria-live="polite" tabIndex={0}>
        <ol>
          {messages.map((m) => (
            <li key={m.id} className={m.from}>
              <span className="who">{m.from === 'agent' ? t('support.agent') : t('support.shopper')}</span>
              <span dir="auto">{m.text}</span>
            </li>
          ))}
        </ol>
      </Log>
      {current.status === 'closed' ? (
        <p role="status">{t('support.closed')}</p>
      ) : (
        <Answer aria-label={t('support.answerForm')} onSubmit={submit} noValidate>
          <TextArea
            label={t('support.replyLabel')}
            rows={3}
            value={draft}
            onChange={(e) => agent.send({ type: 'agent.draft.change', text: e.target.value })}
          />
          <p className="meta">{t('support.counter', { count: supportTextLength(draft), max: SUPPORT_MESSAGE_MAX })}</p>
          {error && (
            <Note tone="danger" role="alert">
              {say(supportErrorMessages[error])}
            </Note>
          )}
          <div className="row">
            <Button type="submit">{t('support.reply')}</Button>
            <Button tone="secondary" type="button" onClick={() => agent.send({ type: 'agent.close.conversation' })}>
              {t('support.closeConversation')}
            </Button>
          </div>
        </Answer>
      )}
    </Panel>
  );
}
