import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { livePlayerMachine } from '../../../machines/live-player.machine';
import { layoutOf } from '../../app/paths';
import type { liveSocketMachine } from '../../../machines/live-socket.machine';
import type { LiveRoomBrief } from '../../../contract/live';
import { useSessionToken } from '../../app/session/selectors';
import { liveSocketLogic } from './live-socket.actors';
import { LiveSession } from './live-room';
import { LiveBadge } from './live-badge';
import { useLiveLobby } from './live-lobby';

export interface LiveDockProps {
  room: LiveRoomBrief;
  /** How many times the shopper asked to open this room (a Live badge's tap): each new ask opens the big popup. */
  asks?: number;
  /** The connection's machine with its effects (./live-socket.actors.ts); tests pass their own. */
  socketLogic?: typeof liveSocketMachine;
}

/**
 * The live-stream player of the shell (machines/live-player.machine.ts): the Live badge on the home
 * page while the player is hidden and a room is live (./live-lobby.tsx), the big popup (video, chat,
 * products) and the small floating player that follows the shopper across pages. The room's
 * connection (machines/live-socket.machine.ts) runs while the player is open, big or small, and is
 * joined again with the new token when the shopper signs in or out.
 */
export function LiveDock({ room, asks = 0, socketLogic = liveSocketLogic }: LiveDockProps) {
  const [path] = useLocation();
  const layout = layoutOf(path);
  const player = useActorRef(livePlayerMachine, { input: { path, layout } });
  useEffect(() => {
    if (asks > 0) player.send({ type: 'player.open' });
  }, [asks, player]);
  const view = useSelector(player, (s) => s.value);
  const token = useSessionToken();
  const lobby = useLiveLobby();

  useEffect(() => {
    player.send({ type: 'player.route', path, layout });
  }, [path, layout, player]);

  if (view === 'hidden') {
    // The badge is the home page's (the header has its own): elsewhere nothing of the player shows until it is opened.
    const live = lobby.room;
    if (path !== '/' || !live) return null;
    return <LiveBadge title={live.title} onOpen={() => lobby.open(live)} />;
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
