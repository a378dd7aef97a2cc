import { useEffect, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import type { ActorOptions } from 'xstate';
import type { liveSocketMachine } from '../../../machines/live-socket.machine';
import { BigPlayer, SmallPlayer } from './live-shells';

export interface LiveSessionProps {
  roomHref: string;
  /** The room's title as the rooms list said, until the room itself answers. */
  title: string;
  token: string | null;
  size: 'big' | 'small';
  logic: typeof liveSocketMachine;
  onClose(): void;
  onExpand(): void;
  /** The heartbeat's clock (tests pass a simulated one). */
  clock?: ActorOptions<typeof liveSocketMachine>['clock'];
}

/**
 * The room's connection while the player is open (one live-socket machine: one socket per tab),
 * shown as the big popup or the small floating player (live-shells.tsx: the video of
 * live-video.tsx, the chat of live-chat.tsx, the products of live-products.tsx). A new token (signed in or out) joins again.
 */
export function LiveSession({ roomHref, title, token, size, logic, onClose, onExpand, clock }: LiveSessionProps) {
  // An absent clock must not be passed: `clock: undefined` would replace the default one.
  const socket = useActorRef(logic, clock ? { input: { roomHref, token }, clock } : { input: { roomHref, token } });
  const first = useRef(token);
  useEffect(() => {
    if (first.current === token) return;
    first.current = token;
    socket.send({ type: 'live.token.changed', token });
  }, [token, socket]);

  // The page hidden or the device offline: the socket closes until the page is visible and the device online.
  useEffect(() => {
    const onVisibility = () => socket.send({ type: document.hidden ? 'live.page.hidden' : 'live.page.visible' });
    const onOffline = () => socket.send({ type: 'live.network.offline' });
    const onOnline = () => socket.send({ type: 'live.network.online' });
    // As things are now (a page opened offline or in a background tab), then each change.
    if (document.hidden) onVisibility();
    if (!navigator.onLine) onOffline();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [socket]);

  return size === 'big' ? (
    <BigPlayer socket={socket} title={title} onClose={onClose} />
  ) : (
    <SmallPlayer socket={socket} onClose={onClose} onExpand={onExpand} />
  );
}
