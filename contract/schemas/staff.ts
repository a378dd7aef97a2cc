import { object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { consoleMessages } from '../console-messages';
import { AUDIT_RECORD_KINDS, STAFF_PASSWORD_MAX, STAFF_PASSWORD_MIN, STAFF_ROLES, type AuditRecordKind, type StaffRole } from '../staff';
import { emailField } from './email';
import { pageQuery, rowId } from './list-query';

/**
 * The console's staff forms and bodies (api/admin/auth/*, api/admin/staff/*): the same checks in
 * the console's forms and on the server.
 */

/** A new password: STAFF_PASSWORD_MIN..MAX characters. */
export const staffPasswordField = () =>
  string()
    .required(messages.passwordRequired)
    .min(STAFF_PASSWORD_MIN, consoleMessages.staffPasswordLength)
    .max(STAFF_PASSWORD_MAX, consoleMessages.staffPasswordLength);

/** A password typed to sign in: not held to today's length rule (only a bound), so the answer is the wrong-credentials one. */
const typedPassword = () => string().required(messages.passwordRequired).max(STAFF_PASSWORD_MAX, messages.wrongCredentials);

export const staffRoleField = () =>
  string<StaffRole>()
    .trim()
    .oneOf([...STAFF_ROLES], consoleMessages.staffRoleInvalid)
    .required(consoleMessages.staffRoleInvalid);

const nameField = () => string().trim().required(consoleMessages.staffNameRequired).max(80, messages.fieldTooLong);
/** A one-time link's token (setup, invitation): the link's own words when it is missing or absurd. */
const linkToken = (message: string) => string().trim().required(message).max(200, message);

/** POST api/admin/auth/sign-in */
export const staffSignInSchema = object({ email: emailField(), password: typedPassword() });
export type StaffSignInInput = InferType<typeof staffSignInSchema>;

/** GET api/admin/auth/setup?token= */
export const staffSetupQuerySchema = object({ token: linkToken(consoleMessages.staffSetupInvalid) });
export type StaffSetupQuery = InferType<typeof staffSetupQuerySchema>;

/** POST api/admin/auth/setup: the first owner. */
export const staffSetupSchema = object({
  token: linkToken(consoleMessages.staffSetupInvalid),
  email: emailField(),
  name: nameField(),
  password: staffPasswordField(),
});
export type StaffSetupInput = InferType<typeof staffSetupSchema>;

/** GET api/admin/auth/invite?token= */
export const staffInviteQuerySchema = object({ token: linkToken(consoleMessages.staffInviteInvalid) });
export type StaffInviteQuery = InferType<typeof staffInviteQuerySchema>;

/** POST api/admin/auth/invite: an invited member sets their name and password. */
export const staffAcceptInviteSchema = object({
  token: linkToken(consoleMessages.staffInviteInvalid),
  name: nameField(),
  password: staffPasswordField(),
});
export type StaffAcceptInviteInput = InferType<typeof staffAcceptInviteSchema>;

/** POST api/admin/auth/password */
export const staffPasswordSchema = object({
  current_password: string().required(messages.currentPasswordRequired).max(STAFF_PASSWORD_MAX, messages.currentPasswordWrong),
  new_password: staffPasswordField(),
});
export type StaffPasswordInput = InferType<typeof staffPasswordSchema>;

/** POST api/admin/staff/invite */
export const staffInviteSchema = object({ email: emailField(), role: staffRoleField() });
export type StaffInviteInput = InferType<typeof staffInviteSchema>;

/** POST api/admin/staff/{id}/role */
export const staffRoleSchema = object({ role: staffRoleField() });
export type StaffRoleInput = InferType<typeof staffRoleSchema>;

const id = (message: string) => rowId(message).required(message);

/** api/admin/staff/{id}/... */
export const staffParamsSchema = object({ id: id(consoleMessages.staffNotFound) });
export type StaffParams = InferType<typeof staffParamsSchema>;

/** GET api/admin/audit: newest first, filtered by member, kind of record, record. */
export const auditQuerySchema = object({
  staff_id: rowId(messages.filterInvalid),
  record_kind: string<AuditRecordKind>().oneOf([...AUDIT_RECORD_KINDS], messages.filterInvalid),
  record_id: string().trim().max(60, messages.filterInvalid),
  ...pageQuery(),
});
export type AuditQuery = InferType<typeof auditQuerySchema>;

/** POST api/dev/staff (SHOP_DEV_ENDPOINTS only): a member for the browser journeys; never an owner. */
export const devStaffSchema = object({
  email: emailField(),
  role: staffRoleField().test('not-owner', consoleMessages.staffDevOwner, (role) => role !== 'owner'),
});
export type DevStaffInput = InferType<typeof devStaffSchema>;
