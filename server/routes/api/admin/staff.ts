import type { FastifyInstance } from 'fastify';
import { adminPaths, adminPatterns } from '../../../../contract/admin';
import { said } from '../../../../contract/messages';
import {
  staffInviteSchema,
  staffParamsSchema,
  staffRoleSchema,
  type StaffInviteInput,
  type StaffParams,
  type StaffRoleInput,
} from '../../../../contract/schemas/staff';
import { staffMemberReply } from '../../../../contract/schemas/replies/staff';
import { listOf } from '../../../../contract/schemas/replies/shape';
import { changeRole, disableStaff, enableStaff, inviteStaff, listStaff, unlockStaff } from '../../../services/staff/manage';
import { replies } from '../../../openapi/replies';

/**
 * api/admin/staff/*: the owner's management of the staff (staff.manage): list, invite by mail,
 * change a role, disable (their tokens stop at once), enable, lift a sign-in lock. Every change is
 * in the audit log with its before and after.
 */
export default async function adminStaffRoutes(app: FastifyInstance) {
  const tags = ['admin'];
  const config = { staff: 'staff.manage' } as const;

  app.get(
    `/${adminPaths.staff}`,
    { schema: { summary: 'Every member of staff', tags, response: replies(listOf(staffMemberReply)) }, config },
    async (_req, reply) => reply.ok(await listStaff(app.db)),
  );

  app.post<{ Body: StaffInviteInput }>(
    `/${adminPaths.invite}`,
    {
      schema: {
        summary: 'Invites a member by e-mail (a set-password link valid 72 hours)',
        tags,
        body: staffInviteSchema,
        response: replies(staffMemberReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await inviteStaff(app, req.staff, req.body), said('staffInvited')),
  );

  app.post<{ Params: StaffParams; Body: StaffRoleInput }>(
    `/${adminPatterns.staffRole}`,
    {
      schema: {
        summary: "Changes a member's role (the last owner keeps theirs)",
        tags,
        params: staffParamsSchema,
        body: staffRoleSchema,
        response: replies(staffMemberReply),
      },
      config,
    },
    async (req, reply) => reply.ok(await changeRole(app.db, req.staff, req.params.id, req.body.role), said('staffSaved')),
  );

  const move = (pattern: string, summary: string, run: typeof enableStaff) =>
    app.post<{ Params: StaffParams }>(
      `/${pattern}`,
      { schema: { summary, tags, params: staffParamsSchema, response: replies(staffMemberReply) }, config },
      async (req, reply) => reply.ok(await run(app.db, req.staff, req.params.id), said('staffSaved')),
    );
  move(adminPatterns.staffDisable, 'Disables a member: their tokens stop working at once', disableStaff);
  move(adminPatterns.staffEnable, 'Enables a disabled member again', enableStaff);
  move(adminPatterns.staffUnlock, "Lifts a member's sign-in lock", unlockStaff);
}
