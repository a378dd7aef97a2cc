import { useEffect, useId, useRef, type FormEvent } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { LIVE_CHAT_HOURS, SUPPORT_MESSAGE_MAX } from '../../../contract/constants';
import { supportErrorMessages, supportTextLength } from '../../../contract/support';
import type { supportChatMachine } from '../../../machines/support-chat.machine';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { CloseIcon } from '../../components/icons';
import { useSessionToken } from '../../app/session/selectors';
import { supportChatLogic } from './support-chat.actors';
import { supportChatView, type SupportPhase as Phase } from './support-chat.view';
import { SupportLauncher } from './support-launcher';

type ChatRef = ActorRefFrom<typeof supportChatMachine>;

const Panel = styled('section', {
  position: 'fixed',
  insetInlineEnd: '$2',
  bottom: '$2',
  zIndex: 95,
  width: 'min(calc(100vw - 0.32rem), 9rem)',
  maxHeight: 'min(80vh, 14rem)',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  color: '$ink',
  borderRadius: '$lg',
  boxShadow: '$sheet',
  overflow: 'hidden',
  '& header': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$2',
    padding: '$2 $3',
    backgroundColor: '$brand',
    color: '$brandInk',
  },
  '& h2': { margin: 0, fontSize: '$md' },
  '& header button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '$tap',
    height: '$tap',
    border: 0,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    borderRadius: '$pill',
    '&:focus-visible': { outline: '2px solid $brandInk', outlineOffset: -4 },
  },
  '& .info': { margin: 0, padding: '$2 $3 0', fontSize: '$xs', color: '$inkSoft' },
  '& .status': { margin: 0, padding: '$1 $3 $2', fontSize: '$xs', color: '$ink', fontWeight: 600 },
});

const Log = styled('div', {
  flex: 1,
  minHeight: '2rem',
  overflowY: 'auto',
  padding: '$2 $3',
  borderBlock: '1px solid $line',
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '$2' },
  '& li': { maxWidth: '85%', padding: '$1 $2', borderRadius: '$md', fontSize: '$sm', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
  '& li.agent': { justifySelf: 'start', backgroundColor: '$canvas' },
  '& li.shopper': { justifySelf: 'end', backgroundColor: '$brand', color: '$brandInk' },
  '& li.empty': { justifySelf: 'stretch', maxWidth: 'none', color: '$inkSoft' },
  '& .who': { display: 'block', fontSize: '$xs', fontWeight: 700 },
});

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$1 $2',
  padding: '$2 $3 $3',
  '& label': { gridColumn: '1 / -1', fontSize: '$xs', fontWeight: 600 },
  '& textarea, & input': {
    font: 'inherit',
    fontSize: '$md',
    padding: '$2',
    borderRadius: '$md',
    border: '1px solid $inkFaint',
    minHeight: '$tap',
    minWidth: 0,
  },
  '& textarea': { resize: 'none' },
  '& input': { gridColumn: '1 / -1' },
  '& .meta': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', gap: '$2', fontSize: '$xs', color: '$inkSoft' },
  '& .error': { color: '$danger' },
  '& .notice': { gridColumn: '1 / -1', margin: 0, fontSize: '$xs', color: '$ink' },
});

export interface SupportWidgetProps {
  /** On a page without the chat (catalogue pages): nothing shows, the conversation is kept. */
  hidden?: boolean;
  /** The machine with its effects (./support-chat.actors.ts); tests pass their own. */
  logic?: typeof supportChatMachine;
  /** Opened by the tap that loaded this code: the panel at once. */
  startOpen?: boolean;
}

/**
 * The support chat (machines/support-chat.machine.ts): the launcher and, when open, the panel with
 * the hours and whether an agent is online, the conversation and a message box with a counter. It is
 * loaded by the first tap (./support-entry.tsx) and opens at once; a new token (signed in or out)
 * connects again, so the conversation follows the shopper.
 */
export function SupportWidget(props: SupportWidgetProps) {
  return <SupportChat {...props} token={useSessionToken()} />;
}

/** The widget for a given token (the session's; tests pass their own). */
export function SupportChat({ hidden = false, logic = supportChatLogic, token, startOpen = false }: SupportWidgetProps & { token: string | null }) {
  const chat = useActorRef(logic, { input: { token } });
  const first = useRef(token);
  useEffect(() => {
    if (startOpen) chat.send({ type: 'support.open' });
  }, [chat, startOpen]);
  useEffect(() => {
    if (first.current === token) return;
    first.current = token;
    chat.send({ type: 'support.token.changed', token });
  }, [token, chat]);
  const closed = useSelector(chat, (s) => supportChatView(s).closed);
  const id = useId();
  if (hidden) return null;
  if (closed) return <SupportLauncher expanded={false} controls={`${id}-panel`} onOpen={() => chat.send({ type: 'support.open' })} />;
  return <ChatPanel chat={chat} id={`${id}-panel`} />;
}

function usePhase(chat: ChatRef): Phase {
  return useSelector(chat, (s) => supportChatView(s).phase);
}

function ChatPanel({ chat, id }: { chat: ChatRef; id: string }) {
  const { t } = useTranslation('support');
  const { t: shell } = useTranslation('shell');
  const phase = usePhase(chat);
  const inHours = useSelector(chat, (s) => supportChatView(s).inHours);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    close.current?.focus();
  }, []);
  const status = phase === 'online' ? t('agentOnline') : phase === 'offline' ? (inHours ? t('agentOffline') : t('outsideHours')) : t(phase);
  return (
    <Panel id={id} role="dialog" aria-modal="false" aria-labelledby={`${id}-title`}>
      <header>
        <h2 id={`${id}-title`}>{t('title')}</h2>
        <button ref={close} type="button" aria-label={t('close')} onClick={() => chat.send({ type: 'support.close' })}>
          <CloseIcon size="0.4rem" />
        </button>
      </header>
      <p className="info">{t('hours', { hours: shell('menu.liveChatHours', { defaultValue: LIVE_CHAT_HOURS }) })}</p>
      <p className="status" role="status">
        {status}
      </p>
      <Messages chat={chat} />
      <Composer chat={chat} id={id} phase={phase} />
    </Panel>
  );
}

function Messages({ chat }: { chat: ChatRef }) {
  const { t } = useTranslation('support');
  const messages = useSelector(chat, (s) => supportChatView(s).messages);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [messages]);
  return (
    <Log ref={log} role="log" aria-live="polite" aria-label={t('log')} tabIndex={0}>
      <ul>
        {messages.length === 0 && <li className="empty">{t('empty')}</li>}
        {messages.map((m) => (
          <li key={m.id} className={m.from}>
            <span className="who">{m.from === 'agent' ? t('agent') : t('you')}</span>
            <span dir="auto">{m.text}</span>
          </li>
        ))}
      </ul>
    </Log>
  );
}

function Composer({ chat, id, phase }: { chat: ChatRef; id: string; phase: Phase }) {
  const { t } = useTranslation('support');
  const message = useMessage();
  const { draft, emailDraft, email, error, byEmail, sending } = useSelector(chat, supportChatView, shallowEqual);
  const ready = phase === 'online' || phase === 'offline';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    chat.send({ type: 'support.send' });
  };
  const length = supportTextLength(draft);
  const askEmail = phase === 'offline' && !email;
  return (
    <Form onSubmit={submit} noValidate>
      {byEmail && (
        <p className="notice" role="status">
          {email ? t('byEmailTo', { email }) : t('byEmail')}
        </p>
      )}
      {askEmail && (
        <>
          <label htmlFor={`${id}-email`}>{t('emailLabel')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={emailDraft}
            aria-invalid={error === 'email' || undefined}
            onChange={(e) => chat.send({ type: 'support.email.change', email: e.target.value })}
          />
        </>
      )}
      <label htmlFor={`${id}-text`}>{t('messageLabel')}</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={draft}
        aria-invalid={error === 'empty' || error === 'too_long' || undefined}
        aria-describedby={`${id}-meta`}
        onChange={(e) => chat.send({ type: 'support.draft.change', text: e.target.value })}
      />
      <Button type="submit" disabled={!ready || sending}>
        {t('send')}
      </Button>
      <div className="meta" id={`${id}-meta`}>
        <span className="error" role="alert">
          {error ? message(supportErrorMessages[error]) : ''}
        </span>
        <span className={length > SUPPORT_MESSAGE_MAX ? 'error' : undefined}>{t('counter', { count: length, max: SUPPORT_MESSAGE_MAX })}</span>
      </div>
    </Form>
  );
}
