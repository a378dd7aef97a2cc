/**
 * The people who run the shop: staff roles and what each may do, written once. The server checks a
 * permission on every console endpoint (`config: { staff: 'orders.ship' }`), and the console hides
 * what the signed-in member's role cannot do, both from this table.
 */

export const STAFF_ROLES = ['owner', 'manager', 'fulfilment', 'support', 'catalogue', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every permission a console endpoint can ask for. `staff.self` is what any signed-in member has
 * (their own profile and password); the rest follow the roles table of issue 24.
 */
export const PERMISSIONS = [
  'staff.self',
  'staff.manage',
  'audit.read',
  'orders.read',
  'orders.fulfil',
  'orders.refund',
  'customers.read',
  'customers.manage',
  'inbox.answer',
  'support.answer',
  'catalogue.manage',
  'content.manage',
  'reports.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const everything = PERMISSIONS;
const allButStaff = PERMISSIONS.filter((p) => p !== 'staff.manage');

/**
 * The roles table:
 * | role | may |
 * |---|---|
 * | owner | everything, including staff and roles |
 * | manager | everything but staff |
 * | fulfilment | orders: read, change status, ship, cancel, refund; customers: read |
 * | support | orders and customers: read; inbox and support chat: answer |
 * | catalogue | products, prices, stock, categories, promotions; orders: read |
 * | content | pages, posts, translations, questionnaires, live rooms |
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: everything,
  manager: allButStaff,
  fulfilment: ['staff.self', 'orders.read', 'orders.fulfil', 'orders.refund', 'customers.read'],
  support: ['staff.self', 'orders.read', 'customers.read', 'inbox.answer', 'support.answer'],
  catalogue: ['staff.self', 'catalogue.manage', 'orders.read'],
  content: ['staff.self', 'content.manage'],
};

export function roleCan(role: StaffRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** A staff token lives 12 hours; signing out or being disabled ends it at once. */
export const STAFF_TOKEN_TTL_S = 12 * 60 * 60;
/** Staff tokens start with this, so no endpoint can mistake one for a shopper's token. */
export const STAFF_TOKEN_PREFIX = 'st.';
/** An invitation's (and a set-password link's) life. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;
/** After this many failed sign-ins of one account within the window, it is locked for the window. */
export const STAFF_SIGN_IN_MAX_FAILURES = 10;
export const STAFF_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** A staff password's length. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 128;

export type StaffStatus = 'invited' | 'active' | 'disabled';

/** A member as the console shows it. */
export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** ISO: while the account is locked by failed sign-ins. */
  locked_until: string | null;
  last_sign_in_at: string | null;
  created_at: string;
}

/** The signed-in member, with what they may do (the console shows by it, the server checks it). */
export interface StaffSelf extends StaffMember {
  permissions: Permission[];
}

export interface StaffSession {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  member: StaffSelf;
}

/** What kinds of records the audit log names. */
export const AUDIT_RECORD_KINDS = [
  'staff',
  'order',
  'customer',
  'inquiry',
  'support',
  'product',
  'page',
  'post',
  'live',
  'wholesale',
  'category',
  'navigation',
  'coupon',
  'sale',
  'currency',
  'storefront',
  'translation',
  'questionnaire',
] as const;
export type AuditRecordKind = (typeof AUDIT_RECORD_KINDS)[number];

/** One entry of the audit log: who did what to which record, the values before and after. */
export interface AuditEntry {
  id: number;
  at: string;
  /** Null for the terminal (the staff CLI) or the system. */
  staff_id: number | null;
  /** The member's e-mail, or `cli` / `system`. */
  actor: string;
  action: string;
  record_kind: AuditRecordKind;
  record_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
