import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { livePlayerMachine } from '../../../machines/live-player.machine';
import type { liveSocketMachine } from '../../../machines/live-socket.machine';
import type { LiveRoom } from '../../../contract/live';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { useSessionToken } from '../session/selectors';
import { liveSocketLogic } from './live-socket.actors';
import { LiveSession } from './live-room';

const Badge = styled('button', {
  position: 'fixed',
  insetInlineStart: '$3',
  bottom: '$4',
  zIndex: 90,
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  padding: '0 $4',
  border: 0,
  borderRadius: '$pill',
  backgroundColor: '$danger',
  color: '#fff',
  fontSize: '$md',
  fontWeight: 700,
  boxShadow: '$sheet',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $brand', outlineOffset: 2 },
  '& .dot': { width: '0.18rem', height: '0.18rem', borderRadius: '$pill', backgroundColor: '#fff' },
});

export interface LiveDockProps {
  room: LiveRoom;
  /** The connection's machine with its effects (./live-socket.actors.ts); tests pass their own. */
  socketLogic?: typeof liveSocketMachine;
}

/**
 * The live-stream player of the shell (machines/live-player.machine.ts): the Live badge on the home
 * page while the player is hidden, the big popup (video, chat, products) and the small floating player that follows
 * the shopper across pages. The room's connection (machines/live-socket.machine.ts) runs while the
 * player is open, big or small, and is joined again with the new token when the shopper signs in or out.
 */
export function LiveDock({ room, socketLogic = liveSocketLogic }: LiveDockProps) {
  const { t } = useTranslation('live');
  const [path] = useLocation();
  const player = useActorRef(livePlayerMachine, { input: { path } });
  const view = useSelector(player, (s) => s.value);
  const token = useSessionToken();

  useEffect(() => {
    player.send({ type: 'player.route', path });
  }, [path, player]);

  if (view === 'hidden') {
    // The badge is the home page's: elsewhere nothing of the player shows until it is opened.
    if (path !== '/') return null;
    return (
      // Its name starts with the word it shows ("Live: <title>").
      <Badge
        type="button"
        aria-haspopup="dialog"
        aria-label={`${t('badge')}${t('badgeTitle', { title: room.title })}`}
        onClick={() => player.send({ type: 'player.open' })}
      >
        <span className="dot" aria-hidden="true" />
        {t('badge')}
      </Badge>
    );
  }
  return (
    <LiveSession
      roomHref={room.room_href}
      title={room.title}
      token={token}
      size={view === 'big' ? 'big' : 'small'}
      logic={socketLogic}
      onClose={() => player.send({ type: 'player.close' })}
      onExpand={() => player.send({ type: 'player.expand' })}
    />
  );
}
