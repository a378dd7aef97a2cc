import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { LIVE_COMMENT_MAX } from '../../../contract/constants';
import { commentLength, liveErrorMessages } from '../../../contract/live';
import { useTranslation } from '../../i18n/react';
import { useMessage } from '../../i18n/use-message';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { useOverlays } from '../../app/overlays/selectors';
import { Section, Status } from './live-parts';
import { liveSocketView, type SocketRef } from './live-socket.view';

const Log = styled('div', {
  maxHeight: '4.4rem',
  overflowY: 'auto',
  backgroundColor: '$canvas',
  borderRadius: '$md',
  fontSize: '$sm',
  '& ul': { listStyle: 'none', margin: 0, padding: '$2' },
  '& li': { padding: '$1 0', overflowWrap: 'anywhere' },
  '& b': { marginInlineEnd: '$1' },
  '& .gap': { color: '$inkSoft', fontStyle: 'italic' },
  // The writer's colour as a mark beside the name: a colour of their choosing is never the text's.
  '& .mark': { display: 'inline-block', width: '0.16rem', height: '0.16rem', borderRadius: '$pill', marginInlineEnd: '$1', verticalAlign: 'middle' },
});

const Form = styled('form', {
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: '$2',
  marginTop: '$2',
  '& label': { gridColumn: '1 / -1', fontSize: '$sm', fontWeight: 600 },
  '& textarea': {
    font: 'inherit',
    fontSize: '$md',
    padding: '$2',
    borderRadius: '$md',
    border: '1px solid $inkFaint',
    resize: 'none',
    minHeight: '$tap',
  },
  '& .meta': { gridColumn: '1 / -1', display: 'flex', justifyContent: 'space-between', fontSize: '$xs', color: '$inkSoft' },
  '& .error': { color: '$danger' },
});

/** The room's comments, and the form to write one (signed in) or the way to sign in. */
export function Chat({ socket }: { socket: SocketRef }) {
  const { t } = useTranslation('live');
  const message = useMessage();
  const { comments, missedMore, canComment, error, canSend } = useSelector(socket, (s) => liveSocketView(s).chat, shallowEqual);
  const { open } = useOverlays();
  const [text, setText] = useState('');
  const id = useId();
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight });
  }, [comments]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    socket.send({ type: 'live.comment.send', text });
    if (!socket.getSnapshot().context.error) setText('');
  };
  const length = commentLength(text);
  return (
    <Section aria-labelledby={`${id}-chat`}>
      <h3 id={`${id}-chat`}>{t('chat')}</h3>
      <Log ref={log} role="log" aria-live="polite" aria-labelledby={`${id}-chat`} tabIndex={0}>
        <ul>
          {missedMore && <li className="gap">{t('missedSome')}</li>}
          {comments.length === 0 && <li>{t('noComments')}</li>}
          {comments.map((c) => (
            <li key={c.id}>
              <span className="mark" style={{ backgroundColor: c.color }} aria-hidden="true" />
              <b>{c.name}</b> <span dir="auto">{c.text}</span>
            </li>
          ))}
        </ul>
      </Log>
      {canComment ? (
        <Form onSubmit={submit} noValidate>
          <label htmlFor={`${id}-text`}>{t('commentLabel')}</label>
          <textarea
            id={`${id}-text`}
            rows={1}
            value={text}
            aria-invalid={error === 'empty' || error === 'too_long' || undefined}
            aria-describedby={`${id}-meta`}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" disabled={!canSend}>
            {t('send')}
          </Button>
          <div className="meta" id={`${id}-meta`}>
            <span className="error" role="alert">
              {error ? message(liveErrorMessages[error]) : ''}
            </span>
            <span aria-live="polite" className={length > LIVE_COMMENT_MAX ? 'error' : undefined}>
              {t('counter', { count: length, max: LIVE_COMMENT_MAX })}
            </span>
          </div>
        </Form>
      ) : (
        <Status>
          {t('signInToComment')}{' '}
          <Button tone="ghost" type="button" aria-haspopup="dialog" onClick={() => open('login')}>
            {t('signIn')}
          </Button>
        </Status>
      )}
    </Section>
  );
}
