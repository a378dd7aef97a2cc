import type { FastifyInstance } from 'fastify';
import { adminPaths } from '../../../../contract/admin';
import { said } from '../../../../contract/messages';
import {
  staffAcceptInviteSchema,
  staffInviteQuerySchema,
  staffPasswordSchema,
  staffSetupQuerySchema,
  staffSetupSchema,
  staffSignInSchema,
  type StaffAcceptInviteInput,
  type StaffInviteQuery,
  type StaffPasswordInput,
  type StaffSetupInput,
  type StaffSetupQuery,
  type StaffSignInInput,
} from '../../../../contract/schemas/staff';
import { inviteInfoReply, setupLinkStateReply, staffSelfReply, staffSessionReply } from '../../../../contract/schemas/replies/staff';
import { noData } from '../../../../contract/schemas/replies/shape';
import { signInStaff } from '../../../services/staff/sign-in';
import { acceptInvitation, invitationInfo, setUpOwner, setupLinkState } from '../../../services/staff/links';
import { changeOwnPassword } from '../../../services/staff/manage';
import { staffById, toSelf } from '../../../services/staff/members';
import { revokeStaffToken } from '../../../services/staff/tokens';
import { authRateLimit } from '../../rate-limits';
import { replies } from '../../../openapi/replies';

/**
 * The console's session (api/admin/auth/*): sign-in, the first owner's setup link and an
 * invitation make one without a staff token (per-IP rate limit as the shop's sign-in); sign-out,
 * me and password need any signed-in member (staff.self).
 */
export default async function adminAuthRoutes(app: FastifyInstance) {
  const tags = ['admin'];

  app.post<{ Body: StaffSignInInput }>(
    `/${adminPaths.signIn}`,
    {
      schema: {
        summary: 'A member of staff signs in to the console (per-account lock after 10 failures in 15 minutes)',
        tags,
        body: staffSignInSchema,
        response: replies(staffSessionReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await signInStaff(app.db, req.body)),
  );

  app.post(
    `/${adminPaths.signOut}`,
    { schema: { summary: 'Ends this staff token', tags, response: replies(noData()) }, config: { staff: 'staff.self' } },
    async (req, reply) => {
      await revokeStaffToken(app.db, req.staff.tokenId);
      return reply.ok(null);
    },
  );

  app.get(
    `/${adminPaths.me}`,
    { schema: { summary: 'The signed-in member with their permissions', tags, response: replies(staffSelfReply) }, config: { staff: 'staff.self' } },
    async (req, reply) => reply.ok(toSelf(await staffById(app.db, req.staff.id))),
  );

  app.post<{ Body: StaffPasswordInput }>(
    `/${adminPaths.password}`,
    {
      schema: {
        summary: 'A member changes their own password (their other sessions end)',
        tags,
        body: staffPasswordSchema,
        response: replies(noData()),
      },
      config: { staff: 'staff.self', rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      await changeOwnPassword(app.db, req.staff, req.body);
      return reply.ok(null, said('passwordChanged'));
    },
  );

  app.get<{ Querystring: StaffSetupQuery }>(
    `/${adminPaths.setup}`,
    {
      schema: {
        summary: 'Whether a setup link can still create the first owner',
        tags,
        querystring: staffSetupQuerySchema,
        response: replies(setupLinkStateReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await setupLinkState(app.db, req.query.token)),
  );

  app.post<{ Body: StaffSetupInput }>(
    `/${adminPaths.setup}`,
    {
      schema: {
        summary: 'Creates the first owner from the setup link and signs in',
        tags,
        body: staffSetupSchema,
        response: replies(staffSessionReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => {
      const session = await setUpOwner(app.db, req.body);
      // The printed link is spent: this process no longer offers it (api/dev/staff-setup-link answers null).
      app.staffSetup.url = null;
      return reply.ok(session);
    },
  );

  app.get<{ Querystring: StaffInviteQuery }>(
    `/${adminPaths.acceptInvite}`,
    {
      schema: { summary: "An invitation's e-mail and role", tags, querystring: staffInviteQuerySchema, response: replies(inviteInfoReply) },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await invitationInfo(app.db, req.query.token)),
  );

  app.post<{ Body: StaffAcceptInviteInput }>(
    `/${adminPaths.acceptInvite}`,
    {
      schema: {
        summary: 'An invited member sets their name and password and signs in',
        tags,
        body: staffAcceptInviteSchema,
        response: replies(staffSessionReply),
      },
      config: { rateLimit: authRateLimit(app) },
    },
    async (req, reply) => reply.ok(await acceptInvitation(app.db, req.body)),
  );
}
