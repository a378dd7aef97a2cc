import type { FastifyInstance } from 'fastify';
import { adminPaths } from '../../../../contract/admin';
import { auditQuerySchema, type AuditQuery } from '../../../../contract/schemas/staff';
import { auditPageReply } from '../../../../contract/schemas/replies/staff';
import { listAudit } from '../../../services/staff/audit';
import { replies } from '../../../openapi/replies';

/** GET api/admin/audit (audit.read): the audit log, newest first. Read only: no route changes an entry. */
export default async function adminAuditRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AuditQuery }>(
    `/${adminPaths.audit}`,
    {
      schema: {
        summary: 'The audit log, newest first, filtered by member, kind of record and record',
        tags: ['admin'],
        querystring: auditQuerySchema,
        response: replies(auditPageReply),
      },
      config: { staff: 'audit.read' },
    },
    async (req, reply) => reply.ok(await listAudit(app.db, req.query)),
  );
}
