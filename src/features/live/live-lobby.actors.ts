import { fromPromise } from 'xstate';
import type { LiveNow } from '../../../contract/live';
import { liveLobbyMachine } from '../../../machines/live-lobby.machine';
import { liveApi } from './live.api';

/** The Live badge's poll: GET api/live/now (live.api.ts), cancelled with the ask. */
export const liveLobbyLogic = liveLobbyMachine.provide({
  actors: { fetchLiveNow: fromPromise<LiveNow>(({ signal }) => liveApi.now(signal)) },
});
