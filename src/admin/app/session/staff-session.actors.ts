import { fromPromise } from 'xstate';
import { staffSessionMachine } from '../../../../machines/admin/staff-session.machine';
import type { StaffSelf, StaffSession } from '../../../../contract/staff';
import { authApi } from '../../features/auth/auth.api';
import { staffToken } from '../staff-token';

/** The staff session's calls and the token's keeping (sessionStorage: ../staff-token.ts). */
export const staffSessionLogic = staffSessionMachine.provide({
  actors: {
    me: fromPromise<StaffSelf, { token: string }>(() => authApi.me()),
    signIn: fromPromise<StaffSession, { email: string; password: string }>(({ input }) => authApi.signIn(input)),
    signOut: fromPromise<unknown, { token: string }>(() => authApi.signOut()),
  },
  actions: {
    keepToken: (_, { token }) => staffToken.set(token),
    forgetToken: () => staffToken.clear(),
  },
});
