import type { SnapshotFrom } from 'xstate';
import type { UserInfo } from '../../../contract/entities';
import type { sessionMachine } from '../../../machines/session.machine';

/** Where the session stands, as views need it. `pending`: not yet known (booting, signing out). */
export type SessionStatus = 'pending' | 'offline' | 'visitor' | 'customer';

export interface SessionView {
  status: SessionStatus;
  /** A signed-in customer (the header's account icon, the login guard). */
  signedIn: boolean;
  /** No visitor token could be had (retrying with backoff): the offline notice shows. */
  offline: boolean;
  /** Signing out: the Sign out button shows loading. */
  signingOut: boolean;
  /** The signed-in customer's info, also while signing out; else null. */
  user: UserInfo | null;
  /** The token every call carries once the session has one, else null. */
  token: string | null;
}

/** What the app's views read of the session in each state of machines/session.machine.ts. */
export function sessionView(s: SnapshotFrom<typeof sessionMachine>): SessionView {
  const signedIn = s.hasTag('signedIn');
  const offline = s.hasTag('offline');
  return {
    status: signedIn ? 'customer' : s.hasTag('visitor') ? 'visitor' : offline ? 'offline' : 'pending',
    signedIn,
    offline,
    signingOut: s.hasTag('signingOut'),
    user: s.hasTag('user') ? s.context.user : null,
    token: s.hasTag('token') ? s.context.token : null,
  };
}
