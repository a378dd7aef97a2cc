import { useEffect, useMemo, type ReactNode } from 'react';
import type { ActorOptions } from 'xstate';
import type { sessionMachine, SessionInput } from '../../../machines/session.machine';
import { onApiEvent as defaultOnApiEvent, tokenHolder } from '../../api/http';
import { storage } from '../storage';
import { inspect } from '../inspect';
import { SessionContext } from './session-context';
import { sessionLogic } from './session.actors';
import { OfflineNotice } from './offline-notice';

export { SessionContext } from './session-context';

export function readSessionInput(): SessionInput {
  return {
    token: storage.get('accessToken') ?? null,
    loginStatus: storage.get('loginStatus') ?? false,
    userInfo: storage.get('userInfo') ?? null,
  };
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The machine with its effects (./session.actors.ts); tests pass it with in-memory calls. */
  logic?: typeof sessionMachine;
  input?: SessionInput;
  /** Where the API client's 401/30001 and 403 come from (tests pass their own). */
  onApiEvent?: typeof defaultOnApiEvent;
  /** Tests pass a SimulatedClock to run the retry delay. */
  clock?: ActorOptions<typeof sessionMachine>['clock'];
}

/**
 * Runs the session actor for the app and hands it the error catalogue's refusals (spec section 8):
 * a 401 or 30001 from any call ends the session and goes to /sign-in; a 403 sets logged-out and
 * goes to / (machines/session.machine.ts, its pages wired in session.actors.ts).
 */
export function SessionProvider({ children, logic = sessionLogic, input, onApiEvent = defaultOnApiEvent, clock }: SessionProviderProps) {
  const startInput = useMemo(() => {
    const i = input ?? readSessionInput();
    tokenHolder.set(i.token ?? null);
    return i;
  }, [input]);
  return (
    <SessionContext.Provider logic={logic} options={{ input: startInput, inspect, clock }}>
      <ApiEventBridge onApiEvent={onApiEvent} />
      <OfflineNotice />
      {children}
    </SessionContext.Provider>
  );
}

/** Hands the API client's refusals to the session, which ends itself and leaves the page (its provided actions). */
function ApiEventBridge({ onApiEvent }: { onApiEvent: typeof defaultOnApiEvent }) {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    const offUnauthorized = onApiEvent('unauthorized', () => session.send({ type: 'session.unauthorized' }));
    const offForbidden = onApiEvent('forbidden', () => session.send({ type: 'session.forbidden' }));
    return () => {
      offUnauthorized();
      offForbidden();
    };
  }, [onApiEvent, session]);
  return null;
}
