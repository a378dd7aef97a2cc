import { assign, setup } from 'xstate';
import { LIVE_NOW_FIRST_ASK_MS, LIVE_NOW_POLL_MS } from '../contract/constants';
import type { LiveNow, LiveRoomBrief } from '../contract/live';
import { providedCall } from './provided';

interface LiveLobbyContext {
  /** The rooms live now, as last heard (kept when an ask fails). */
  rooms: LiveRoomBrief[];
  /** How long to wait before asking again: the server's poll_ms. */
  pollMs: number;
}

export type LiveLobbyEvent =
  /** The page was hidden: no asking until it is visible again. */
  { type: 'lobby.page.hidden' } | { type: 'lobby.page.visible' };

/**
 * Which live room the shell's Live badge shows (in the header, and on the home page): once the first
 * screen has settled it asks (GET api/live/now), then again every poll_ms the server names while
 * the page is visible: a conditional request the browser revalidates (ETag), answered 304 while no
 * room started or ended, so a room that goes live shows its badge within one poll, without a reload.
 * A hidden page does not ask; visible again, it asks at once. A failed ask keeps what was known.
 * settling -> asking -> waiting -> asking ...; any -> paused (hidden) -> asking (visible).
 */
export const liveLobbyMachine = setup({
  types: {
    context: {} as LiveLobbyContext,
    events: {} as LiveLobbyEvent,
  },
  actors: {
    /** GET api/live/now. */
    fetchLiveNow: providedCall<LiveNow>('fetchLiveNow'),
  },
  delays: {
    lobbyFirstAsk: LIVE_NOW_FIRST_ASK_MS,
    lobbyPoll: ({ context }) => context.pollMs,
  },
  actions: {
    setRooms: assign((_, now: LiveNow) => ({ rooms: now.rooms, pollMs: now.poll_ms > 0 ? now.poll_ms : LIVE_NOW_POLL_MS })),
  },
}).createMachine({
  id: 'liveLobby',
  context: { rooms: [], pollMs: LIVE_NOW_POLL_MS },
  initial: 'settling',
  on: {
    'lobby.page.hidden': '.paused',
  },
  states: {
    settling: {
      description: "The page's first screen goes first: the first ask comes a moment later.",
      after: { lobbyFirstAsk: 'asking' },
    },
    asking: {
      description: "GET api/live/now (a 304 from the server is the browser's cached answer).",
      invoke: {
        id: 'fetchLiveNow',
        src: 'fetchLiveNow',
        onDone: { target: 'waiting', actions: { type: 'setRooms', params: ({ event }) => event.output } },
        onError: 'waiting',
      },
    },
    waiting: {
      description: 'Until the next ask, poll_ms later.',
      after: { lobbyPoll: 'asking' },
    },
    paused: {
      description: 'The page is hidden: nothing is asked.',
      on: { 'lobby.page.visible': 'asking' },
    },
  },
});
