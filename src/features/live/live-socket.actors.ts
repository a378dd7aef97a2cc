import { liveSocketMachine } from '../../../machines/live-socket.machine';
import { liveSocketActor } from './socket';

/**
 * The live room connection's effects: the socket (reconnecting-websocket on /ws/live, one per tab:
 * the player runs one live-socket machine while it is open), and the log of each close (the socket
 * reconnects by itself).
 */
export const liveSocketLogic = liveSocketMachine.provide({
  actors: { socket: liveSocketActor() },
  actions: {
    logClose: (_, { code }) => console.info(`live connection closed (${code}); reconnecting`),
  },
});
