import type { ActorRefFrom } from 'xstate';
import type { staffSessionMachine } from '../../../../machines/admin/staff-session.machine';

/**
 * The running staff session, for wiring modules (no hook): a flow that signs the member in
 * (creating the first owner, accepting an invitation) hands the session to it. Set by the provider.
 */
let current: ActorRefFrom<typeof staffSessionMachine> | null = null;

export function setSessionActor(ref: ActorRefFrom<typeof staffSessionMachine> | null): void {
  current = ref;
}

export function sessionActor(): ActorRefFrom<typeof staffSessionMachine> {
  if (!current) throw new Error('sessionActor: no <StaffSessionProvider> is running');
  return current;
}
