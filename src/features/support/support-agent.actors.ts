import { supportAgentMachine } from '../../../machines/support-agent.machine';
import { agentSocketActor } from './agent-socket';

/** Where the agent page keeps the operator's token: this tab only, gone when it closes. */
export const AGENT_TOKEN_KEY = 'support-agent-token';

/** The agent page's effects: the /agent socket, and the token kept in sessionStorage. */
export const supportAgentLogic = supportAgentMachine.provide({
  actors: { socket: agentSocketActor() },
  actions: {
    keepToken: (_, { token }) => {
      try {
        if (token) sessionStorage.setItem(AGENT_TOKEN_KEY, token);
        else sessionStorage.removeItem(AGENT_TOKEN_KEY);
      } catch {
        // Storage refused (private mode): the token is asked again next time.
      }
    },
  },
});

export function keptAgentToken(): string | null {
  try {
    return sessionStorage.getItem(AGENT_TOKEN_KEY);
  } catch {
    return null;
  }
}
