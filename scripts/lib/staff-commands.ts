import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { staffInviteSchema } from '../../contract/schemas/staff';
import { createInvitation, inviteUrl } from '../../server/services/staff/links';
import { disableStaff, listStaff } from '../../server/services/staff/manage';
import { findStaffByEmail } from '../../server/services/staff/members';
import { formatTable } from './table';
import { STAFF_USAGE } from './operator-usage';

export { STAFF_USAGE };

/**
 * One command of `npm run staff` (scripts/staff.ts) on a built app: what it prints. The same services
 * as the console's staff endpoints, audited as `cli`: `add` makes an invited member and prints their
 * set-password link (as an invitation, without the mail), for a first owner of a scripted install
 * too. A refusal is thrown (the API's error, or an Error naming the mistake).
 */
export async function staffCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (!command || values.help) return STAFF_USAGE;

  switch (command) {
    case 'add': {
      const input = staffInviteSchema.validateSync({ email: values.email, role: values.role }, { abortEarly: false });
      const { member, token } = await app.db.transaction((tx) => createInvitation(tx, 'cli', input.email, input.role));
      return [
        `${member.email} added as ${member.role} (#${member.id}).`,
        'Set the password here (works once, for 72 hours):',
        `  ${inviteUrl(app.config.publicUrl, token)}`,
      ].join('\n');
    }
    case 'list': {
      const members = await listStaff(app.db);
      if (!members.length) return 'no staff accounts';
      return formatTable(
        ['id', 'e-mail', 'name', 'role', 'status', 'last sign-in'],
        members.map((m) => [String(m.id), m.email, m.name, m.role, m.locked_until ? `${m.status}, locked` : m.status, m.last_sign_in_at ?? '']),
      );
    }
    case 'disable': {
      if (!values.email) throw new Error(STAFF_USAGE);
      const member = await findStaffByEmail(app.db, values.email);
      if (!member) throw new Error(`no member of staff has the e-mail ${values.email}`);
      const after = await disableStaff(app.db, 'cli', member.id);
      return `${after.email} is ${after.status}: their sessions have ended.`;
    }
    default:
      throw new Error(STAFF_USAGE);
  }
}
