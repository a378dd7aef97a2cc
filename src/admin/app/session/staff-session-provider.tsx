import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { staffToken } from '../staff-token';
import { onTokenRefused } from '../admin-http';
import { staffSessionLogic } from './staff-session.actors';
import { setSessionActor } from './session-actor';
import { staffSessionView, type StaffSessionView } from './staff-session.view';

type SessionRef = ActorRefFrom<typeof staffSessionLogic>;
const SessionContext = createContext<SessionRef | null>(null);

/** Runs the staff session for the console; a 401 from any call ends it. */
export function StaffSessionProvider({ children, logic = staffSessionLogic }: { children: ReactNode; logic?: typeof staffSessionLogic }) {
  const ref = useActorRef(logic, { input: { token: staffToken.get() ?? staffToken.load() } });
  useEffect(() => {
    setSessionActor(ref);
    const stop = onTokenRefused(() => ref.send({ type: 'session.expired' }));
    return () => {
      stop();
      setSessionActor(null);
    };
  }, [ref]);
  return <SessionContext.Provider value={ref}>{children}</SessionContext.Provider>;
}

export function useStaffSessionRef(): SessionRef {
  const ref = useContext(SessionContext);
  if (!ref) throw new Error('useStaffSessionRef needs a <StaffSessionProvider> above it');
  return ref;
}

export function useStaffSession(): StaffSessionView {
  return useSelector(useStaffSessionRef(), staffSessionView, shallowEqual);
}
