import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../../../machines/session.machine';

/** The session actor (visitor token, customer sign-in), created once for the app. */
export const SessionContext = createActorContext(sessionMachine);
