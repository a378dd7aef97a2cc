import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import { roleCan, type Permission, type StaffSelf } from '../../../../contract/staff';
import type { SnapshotFrom } from 'xstate';
import type { staffSessionMachine } from '../../../../machines/admin/staff-session.machine';
import type { FieldErrors } from '../../../../machines/admin/fields';

export interface StaffSessionView {
  checking: boolean;
  signedIn: boolean;
  busy: boolean;
  member: StaffSelf | null;
  /** The sign-in form. */
  email: string;
  password: string;
  errors: FieldErrors;
  /** The server's refusal of a sign-in, as it said it. */
  refusal: Message | null;
  /** The session ended on its own (a 401): the sign-in page says so. */
  ended: boolean;
}

export function staffSessionView(snapshot: SnapshotFrom<typeof staffSessionMachine>): StaffSessionView {
  const c = snapshot.context;
  return {
    checking: snapshot.hasTag('checking'),
    signedIn: snapshot.hasTag('signedIn'),
    busy: snapshot.hasTag('busy'),
    member: c.member,
    email: c.values.email ?? '',
    password: c.values.password ?? '',
    errors: c.errors,
    refusal: c.error ? failureMessage(c.error) || null : null,
    ended: c.ended,
  };
}

/** Whether the signed-in member may do this (the server checks it again on every call). */
export function memberCan(member: StaffSelf | null, permission: Permission): boolean {
  return !!member && roleCan(member.role, permission);
}
