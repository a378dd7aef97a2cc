import { adminPaths } from '../../../../contract/admin';
import type { StaffMember, StaffRole } from '../../../../contract/staff';
import { adminHttp } from '../../app/admin-http';

/** The staff endpoints (staff.manage). */
export const staffApi = {
  list: (signal?: AbortSignal) => adminHttp<StaffMember[]>('get', adminPaths.staff, { signal }),
  invite: (body: { email: string; role: StaffRole }) => adminHttp<unknown>('post', adminPaths.invite, { json: body }),
  setRole: (id: number, role: StaffRole) => adminHttp<unknown>('post', adminPaths.staffRole(id), { json: { role } }),
  disable: (id: number) => adminHttp<unknown>('post', adminPaths.staffDisable(id), { json: {} }),
  enable: (id: number) => adminHttp<unknown>('post', adminPaths.staffEnable(id), { json: {} }),
  unlock: (id: number) => adminHttp<unknown>('post', adminPaths.staffUnlock(id), { json: {} }),
};
