import type { FastifyInstance } from 'fastify';
import { paths } from '../../contract/endpoints';
import { readinessChecker } from '../services/platform/health';

/**
 * Probes for load balancers and orchestrators, outside the `{ code, msg, data }` envelope:
 * GET /healthz: the process is up, 200 {status: 'ok'} without touching the database.
 * GET /readyz: 200 {status: 'ready', checks} when the database answers with every migration applied
 * (and Redis answers, when configured); otherwise 503 {status: 'not ready', checks} naming what failed.
 * Never cached, no auth, no rate limit; probed every few seconds, so not logged per request at info.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const ready = readinessChecker(app);
  const quiet = { logLevel: 'warn' as const };

  app.get(`/${paths.healthz}`, quiet, async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get(`/${paths.readyz}`, quiet, async (_req, reply) => {
    const readiness = await ready();
    return reply.code(readiness.status === 'ready' ? 200 : 503).header('cache-control', 'no-store').send(readiness);
  });
}
