import type { FastifyInstance } from 'fastify';
import { paths } from '../../../../contract/endpoints';
import { devStaffSchema, type DevStaffInput } from '../../../../contract/schemas/staff';
import { devSetupLinkReply, devStaffReply } from '../../../../contract/schemas/replies/staff';
import { addActiveMember } from '../../../services/staff/manage';
import { replies } from '../../../openapi/replies';

/** The password of every member api/dev/staff makes (journeys sign in with it). */
export const DEV_STAFF_PASSWORD = 'journey-staff-password';

/**
 * Test-only staff endpoints (SHOP_DEV_ENDPOINTS=1), so browser journeys can run the console:
 * GET api/dev/staff-setup-link answers the first owner's setup link the server printed on start
 * (null once an owner exists); POST api/dev/staff {email, role} makes an active member with a
 * known password (answered), never an owner: a journey that needs one goes through the setup link.
 */
export default async function devStaffRoutes(app: FastifyInstance) {
  if (!app.config.devEndpoints) return;
  app.get(
    `/${paths.devStaffSetupLink}`,
    { schema: { summary: "The first owner's setup link printed on start (test only)", tags: ['dev'], response: replies(devSetupLinkReply) } },
    async (_req, reply) => reply.ok({ url: app.staffSetup.url }),
  );
  app.post<{ Body: DevStaffInput }>(
    `/${paths.devStaff}`,
    {
      schema: {
        summary: 'An active member of staff with a known password, never an owner (test only)',
        tags: ['dev'],
        body: devStaffSchema,
        response: replies(devStaffReply),
      },
    },
    async (req, reply) => {
      const member = await addActiveMember(app.db, 'system', {
        email: req.body.email,
        role: req.body.role,
        password: DEV_STAFF_PASSWORD,
        name: `Journey ${req.body.role}`,
      });
      return reply.ok({ id: member.id, email: member.email, role: member.role, password: DEV_STAFF_PASSWORD });
    },
  );
}
