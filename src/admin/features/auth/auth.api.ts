import { adminPaths, type InviteInfo } from '../../../../contract/admin';
import type { StaffSelf, StaffSession } from '../../../../contract/staff';
import { adminHttp } from '../../app/admin-http';

/** The staff session's endpoints (contract/admin.ts). */
export const authApi = {
  signIn: (body: { email: string; password: string }) => adminHttp<StaffSession>('post', adminPaths.signIn, { json: body, auth: false }),
  me: () => adminHttp<StaffSelf>('get', adminPaths.me),
  signOut: () => adminHttp<unknown>('post', adminPaths.signOut, { json: {} }),
  /** Whether a setup link can still create the first owner. */
  setupLink: (token: string) => adminHttp<{ valid: boolean }>('get', adminPaths.setup, { query: { token }, auth: false }),
  setup: (body: { token: string; email: string; name: string; password: string }) =>
    adminHttp<StaffSession>('post', adminPaths.setup, { json: body, auth: false }),
  invitation: (token: string) => adminHttp<InviteInfo>('get', adminPaths.acceptInvite, { query: { token }, auth: false }),
  acceptInvite: (body: { token: string; name: string; password: string }) =>
    adminHttp<StaffSession>('post', adminPaths.acceptInvite, { json: body, auth: false }),
  changePassword: (body: { current_password: string; new_password: string }) => adminHttp<unknown>('post', adminPaths.password, { json: body }),
};
