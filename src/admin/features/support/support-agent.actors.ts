import { supportAgentMachine } from '../../../../machines/support-agent.machine';
import { sessionActor } from '../../app/session/session-actor';
import { agentSocketActor } from './agent-socket';

/**
 * The Support page's effects: the /agent socket with the member's staff token, and the end of the
 * console's session when the server no longer takes that token (as a 401 from any call ends it).
 */
export const supportAgentLogic = supportAgentMachine.provide({
  actors: { socket: agentSocketActor() },
  actions: {
    endSession: () => sessionActor().send({ type: 'session.expired' }),
  },
});
