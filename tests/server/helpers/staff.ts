import { expect } from 'vitest';
import { adminPaths } from '../../../contract/admin';
import type { StaffRole, StaffSession } from '../../../contract/staff';
import { addActiveMember } from '../../../server/services/staff/manage';
import { newEmail } from './sessions';
import type { TestApp } from './test-app';

/** The password of every member `staffMember` makes. */
export const STAFF_TEST_PASSWORD = 'staff-password-1';

/** A new active member of that role (through the service, audited as the system), and their e-mail. */
export async function staffMember(
  t: TestApp,
  role: StaffRole,
  email = newEmail(`staff-${role}-`),
): Promise<{ id: number; email: string; password: string }> {
  const member = await addActiveMember(t.db, 'system', { email, role, password: STAFF_TEST_PASSWORD, name: `Test ${role}` });
  return { id: member.id, email: member.email, password: STAFF_TEST_PASSWORD };
}

/** Signs a member in over HTTP: their session. */
export async function staffSignIn(t: TestApp, email: string, password = STAFF_TEST_PASSWORD): Promise<StaffSession> {
  const res = await t.api<StaffSession>('POST', adminPaths.signIn, { body: { email, password } });
  expect(res.status, res.text).toBe(200);
  return res.body.data;
}

/** A signed-in member of that role: creates them through the service and signs in over HTTP; their token. */
export async function staffToken(t: TestApp, role: StaffRole): Promise<string> {
  const { email } = await staffMember(t, role);
  return (await staffSignIn(t, email)).access_token;
}
