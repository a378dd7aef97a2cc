import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { paths } from '../../../contract/endpoints';
import { queryRows } from '../../db/client';
import { JOB_SCHEMA } from '../../db/job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Connections a socket server of this process holds now, by what it serves (support chat: shoppers, agents). */
    socketCounts: Map<string, () => number>;
  }
  interface FastifyContextConfig {
    /** GET /metrics: documented as needing the METRICS_TOKEN bearer. */
    metrics?: boolean;
  }
  interface FastifyRequest {
    /** When the request came (process.hrtime), for the duration histogram. */
    metricsStart?: bigint;
  }
}

/** Upper bounds of the request duration buckets, in seconds: a cached read to a slow checkout. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /metrics in Prometheus's text format (prom-client), for this process, when METRICS_TOKEN is
 * set (else no route at all), answering only `Authorization: Bearer $METRICS_TOKEN`:
 * - the process's own (prom-client's defaults: CPU, memory, event-loop lag, handles);
 * - `http_request_duration_seconds{method,route,status}` (the route's pattern, never the raw URL,
 *   so ids do not make new series) and `http_requests_in_flight`;
 * - `shop_live_connections` (this process's live-room sockets) and `shop_socket_connections{kind}`
 *   (the support chat's shoppers and agents);
 * - `shop_orders{status}` and `shop_payments{method,status}` (the whole shop's, read from the
 *   database at each scrape: the same from every process);
 * - `shop_jobs{queue,state}` (the job queue's depth, from the database), `shop_job_failures_total{queue}`
 *   (this process's failed runs) and `shop_mail_outbox{state}` (mails waiting, mails given up on);
 * - `shop_db_pool_connections{state}` on PostgreSQL (total, idle, waiting).
 * One registry per app (tests run several apps in one process).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  // Before the routes, so the socket servers they start can say how many they hold (read or not).
  app.decorate('socketCounts', new Map<string, () => number>());
  const token = app.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to response, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({ name: 'http_requests_in_flight', help: 'Requests being answered now', registers: [registry] });
  new Gauge({
    name: 'shop_live_connections',
    help: 'Live-room sockets this process holds (viewers and staff watching)',
    registers: [registry],
    collect() {
      this.set(app.liveHub.connections);
    },
  });
  new Gauge({
    name: 'shop_socket_connections',
    help: 'Sockets this process holds, by what they serve (support_shoppers, support_agents)',
    labelNames: ['kind'] as const,
    registers: [registry],
    collect() {
      for (const [kind, count] of app.socketCounts) this.set({ kind }, count());
    },
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders of the shop, by status (from the database)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ status: string; n: number }>(app.db, sql`select status, count(*)::int as n from orders group by status`);
      for (const r of rows) this.set({ status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'shop_payments',
    help: 'Payments of the shop, by method and status (failed: refused by the provider; from the database)',
    labelNames: ['method', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ method: string; status: string; n: number }>(
        app.db,
        sql`select method, status, count(*)::int as n from payments group by method, status`,
      );
      for (const r of rows) this.set({ method: r.method, status: r.status }, Number(r.n));
    },
  });
  new Gauge({
    name: 'shop_jobs',
    help: 'Jobs of the background queue, by queue and state (created and retry: waiting; from the database)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const rows = await queryRows<{ name: string; state: string; n: number }>(
        app.db,
        sql`select name, state::text as state, count(*)::int as n from ${sql.identifier(JOB_SCHEMA)}.job group by name, state`,
      );
      for (const r of rows) this.set({ queue: r.name, state: r.state }, Number(r.n));
    },
  });
  new Counter({
    name: 'shop_job_failures_total',
    help: 'Job runs that failed in this process, by queue (each try counts; the last one is logged at error)',
    labelNames: ['queue'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [queue, n] of app.jobs.failures) this.inc({ queue }, n);
    },
  });
  new Gauge({
    name: 'shop_mail_outbox',
    help: 'Mails of the outbox: waiting to be sent, and given up on after the last try (from the database)',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const [row] = await queryRows<{ waiting: number; failed: number }>(
        app.db,
        sql`select count(*) filter (where sent_at is null and failed_at is null)::int as waiting, count(*) filter (where failed_at is not null)::int as failed from outbox`,
      );
      this.set({ state: 'waiting' }, Number(row?.waiting ?? 0));
      this.set({ state: 'failed' }, Number(row?.failed ?? 0));
    },
  });
  const connections = app.database.connections;
  if (connections) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "This process's PostgreSQL connections: total, idle, and requests waiting for one",
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const now = connections();
        this.set({ state: 'total' }, now.total);
        this.set({ state: 'idle' }, now.idle);
        this.set({ state: 'waiting' }, now.waiting);
      },
    });
  }

  const done = (req: FastifyRequest, status: number) => {
    if (req.metricsStart === undefined) return;
    inFlight.dec();
    const seconds = Number(process.hrtime.bigint() - req.metricsStart) / 1e9;
    req.metricsStart = undefined;
    duration.observe({ method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(status) }, seconds);
  };
  app.addHook('onRequest', async (req) => {
    req.metricsStart = process.hrtime.bigint();
    inFlight.inc();
  });
  app.addHook('onResponse', async (req, reply) => done(req, reply.statusCode));
  // A client that went away before its answer: counted out too (its status as far as it got).
  app.addHook('onRequestAbort', async (req) => done(req, 499));

  app.get(
    `/${paths.metrics}`,
    {
      logLevel: 'warn',
      config: { metrics: true },
      schema: { summary: 'Prometheus metrics of this process (text format; Bearer METRICS_TOKEN; outside the envelope)', tags: ['health'] },
    },
    async (req, reply) => {
      const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized\n');
      return reply
        .header('cache-control', 'no-store')
        .type(registry.contentType)
        .send(await registry.metrics());
    },
  );
});
