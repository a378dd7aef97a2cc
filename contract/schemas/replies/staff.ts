import type { InviteInfo, SetupLinkState } from '../../admin';
import type { ListPage } from '../../orders';
import { AUDIT_RECORD_KINDS, PERMISSIONS, STAFF_ROLES, type AuditEntry, type StaffMember, type StaffSelf, type StaffSession } from '../../staff';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';
import { mixed } from 'yup';

const member = {
  id: int(),
  email: str(),
  name: str(),
  role: word(STAFF_ROLES),
  status: word(['invited', 'active', 'disabled'] as const),
  locked_until: str().nullable(),
  last_sign_in_at: str().nullable(),
  created_at: str(),
};

/** api/admin/staff (a list), the staff moves (one member) */
export const staffMemberReply = obj(member);

/** api/admin/auth/me */
export const staffSelfReply = obj({ ...member, permissions: listOf(word(PERMISSIONS)) });

/** api/admin/auth/sign-in, POST setup, POST invite */
export const staffSessionReply = obj({
  access_token: str(),
  token_type: word(['Bearer'] as const),
  expires_in: int(),
  member: staffSelfReply,
});

/** GET api/admin/auth/setup */
export const setupLinkStateReply = obj({ valid: bool() });

/** GET api/admin/auth/invite */
export const inviteInfoReply = obj({ email: str(), role: word(STAFF_ROLES) });

/** A before/after of the audit log: any object, or null. */
const values = () =>
  mixed<Record<string, unknown>>().nullable().defined().meta({ description: 'The record before or after: an object of its fields, or null' });

export const auditEntryReply = obj({
  id: int(),
  at: str(),
  staff_id: int().nullable(),
  actor: str(),
  action: str(),
  record_kind: word(AUDIT_RECORD_KINDS),
  record_id: str(),
  before: values(),
  after: values(),
});

/** api/admin/audit */
export const auditPageReply = obj({ items: listOf(auditEntryReply), page: int(), page_size: int(), total: int() });

/** api/dev/staff-setup-link (test only): the setup link the server printed, or null once there is a member. */
export const devSetupLinkReply = obj({ url: str().nullable() });

/** api/dev/staff (test only): a member for journeys, with the password it signs in with. */
export const devStaffReply = obj({ id: int(), email: str(), role: word(STAFF_ROLES), password: str() });

type _Member = Assert<Agrees<typeof staffMemberReply, StaffMember>>;
type _Self = Assert<Agrees<typeof staffSelfReply, StaffSelf>>;
type _Session = Assert<Agrees<typeof staffSessionReply, StaffSession>>;
type _Setup = Assert<Agrees<typeof setupLinkStateReply, SetupLinkState>>;
type _Invite = Assert<Agrees<typeof inviteInfoReply, InviteInfo>>;
type _Entry = Assert<Agrees<typeof auditEntryReply, AuditEntry>>;
type _Page = Assert<Agrees<typeof auditPageReply, ListPage<AuditEntry>>>;
