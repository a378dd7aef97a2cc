import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorOptions } from 'xstate';
import type { LiveRoomBrief } from '../../../contract/live';
import type { liveLobbyMachine } from '../../../machines/live-lobby.machine';
import { liveLobbyLogic } from './live-lobby.actors';

export interface LiveLobbyValue {
  /** The room the Live badge shows (the one started last of those live now); null while none is live. */
  room: LiveRoomBrief | null;
  /** The room the shopper opened, and how many times they asked (each ask opens its big popup). */
  opened: { room: LiveRoomBrief; asks: number } | null;
  /** A Live badge tapped: the player opens (its code loaded the first time). */
  open(room: LiveRoomBrief): void;
}

/** What the shell's Live badges (header, home page) and the player read; nothing live without a provider. */
export const LiveLobbyContext = createContext<LiveLobbyValue>({ room: null, opened: null, open: () => {} });

export const useLiveLobby = () => useContext(LiveLobbyContext);

const sameRoom = (a: LiveRoomBrief | null, b: LiveRoomBrief | null) => a?.id === b?.id && a?.title === b?.title;

/**
 * The shell's live lobby (machines/live-lobby.machine.ts): which room is live now, asked again while
 * the page is visible, so a room that goes live shows its badge without a reload; and which room
 * the shopper opened.
 */
export function LiveLobby({
  children,
  logic = liveLobbyLogic,
  clock,
}: {
  children: ReactNode;
  /** The lobby with its effects (./live-lobby.actors.ts); tests pass their own. */
  logic?: typeof liveLobbyMachine;
  clock?: ActorOptions<typeof liveLobbyMachine>['clock'];
}) {
  // An absent clock must not be passed: `clock: undefined` would replace the default one.
  const lobby = useActorRef(logic, clock ? { clock } : {});
  const room = useSelector(lobby, (s) => s.context.rooms[0] ?? null, sameRoom);
  useEffect(() => {
    const onVisibility = () => lobby.send({ type: document.hidden ? 'lobby.page.hidden' : 'lobby.page.visible' });
    if (document.hidden) onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [lobby]);
  const [opened, setOpened] = useState<LiveLobbyValue['opened']>(null);
  const open = useCallback((r: LiveRoomBrief) => setOpened((prev) => ({ room: r, asks: (prev?.asks ?? 0) + 1 })), []);
  const value = useMemo(() => ({ room, opened, open }), [room, opened, open]);
  return <LiveLobbyContext.Provider value={value}>{children}</LiveLobbyContext.Provider>;
}
