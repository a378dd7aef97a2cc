import { createAppActorContext } from '../app-actor-context';
import { sessionMachine } from '../../../machines/session.machine';

/** The session actor (visitor token, customer sign-in), created once for the app (wiring modules reach it as `appActor('session')`). */
export const SessionContext = createAppActorContext('session', sessionMachine);
