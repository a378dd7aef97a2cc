import type { FastifyInstance } from 'fastify';
import { paths } from '../../contract/endpoints';
import { healthReply, readinessReply } from '../../contract/schemas/replies/ops';
import type { Assert, Agrees } from '../../contract/schemas/replies/shape';
import { readinessChecker, type Readiness } from '../services/platform/health';

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

  app.get(
    `/${paths.healthz}`,
    {
      ...quiet,
      schema: { summary: 'The process is up (outside the envelope)', tags: ['health'], response: { 200: healthReply } },
    },
    async (_req, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    `/${paths.readyz}`,
    {
      ...quiet,
      schema: {
        summary: 'Database, migrations and Redis answer (503 naming what failed; outside the envelope)',
        tags: ['health'],
        response: { 200: readinessReply, 503: readinessReply },
      },
    },
    async (_req, reply) => {
      const readiness = await ready();
      return reply
        .code(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
}

type _Readiness = Assert<Agrees<typeof readinessReply, Readiness>>;
