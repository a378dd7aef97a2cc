import Fastify, { type FastifyInstance, type FastifyServerOptions, type FastifyReply, type FastifyRequest, type RouteOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { ODM_MAX_FILES, UPLOAD_MAX_BYTES } from '../contract/wholesale-services';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database } from './db/client';
import { dbPlugin } from './db/plugin';
import { envelopePlugin, replyWithError } from './plugins/envelope';
import { validationPlugin } from './plugins/validation';
import { openapiPlugin } from './openapi/plugin';
import { authPlugin } from './plugins/auth';
import { staffAuthPlugin } from './plugins/staff-auth';
import { compressJsonPlugin } from './plugins/compress-json';
import { securityHeadersPlugin } from './plugins/security-headers';
import { staticPlugin } from './plugins/static';
import { mailerPlugin } from './services/mail/mailer';
import { readCachePlugin } from './services/platform/read-cache';
import { paymentsPlugin } from './services/payments/registry';
import { liveHubPlugin } from './services/live/hub';
import { metricsPlugin } from './services/platform/metrics';
import { jobsPlugin } from './services/platform/jobs-plugin';
import { routes } from './routes';
import { defineBackgroundWork } from './background';
import { parseForm } from './plugins/form';
import { lazyRequestLogger } from './plugins/request-logger';
import { requestContextPlugin, requestIdMixin } from './plugins/request-context';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    redis: Redis | null;
    /** Told to stop (app.close() began): /readyz says so, and answers close their connections. */
    stopping: boolean;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Shared rate limits and realtime fan-out across processes, when configured. */
  redis?: Redis | null;
  logger?: boolean | object;
  /** Sees every route as it is registered, before any plugin (tests compare them with /docs/openapi.json). */
  observeRoutes?: (route: RouteOptions) => void;
}

/**
 * Builds the whole server. Order: external plugins, then our plugins (db, envelope, validation, OpenAPI,
 * auth, staff auth, mail, read cache, payment providers, live hub), then routes, then static files and the SPA fallback. Tests call this directly.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const processId = crypto.randomUUID().slice(0, 8);
  let requests = 0;
  const app = Fastify({
    // A service's lines (app.log) written while a request is answered carry its reqId too.
    logger:
      deps.logger === false ? false : { level: config.logLevel, ...(typeof deps.logger === 'object' ? deps.logger : {}), mixin: requestIdMixin },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1_048_576,
    // Logged as `reqId` (Fastify's default label): this process's random prefix and a counter, unique
    // across processes and cheaper per request than a UUID.
    genReqId: () => `${processId}-${(++requests).toString(36)}`,
    // Failures Fastify answers before any route (a malformed URL) get our envelope too.
    frameworkErrors: (err, req, reply) => replyWithError(err, req as FastifyRequest, reply as FastifyReply),
    // Stopping (SIGTERM, main.ts): the listener is closed at once, so new connections go to another
    // process; a request already on an open connection is answered, not refused with a 503 (a
    // balancer never resends a POST it has sent), and that connection is then closed (below).
    return503OnClosing: false,
  });
  // Each request's logger becomes a pino child only when it writes (plugins/request-logger.ts).
  app.setChildLoggerFactory(lazyRequestLogger);
  app.decorate('config', config);
  app.decorate('stopping', false);
  app.addHook('preClose', async () => {
    app.stopping = true;
  });
  // While stopping: each answer closes its connection, so a balancer's kept-alive ones drain.
  app.addHook('onRequest', async (_req, reply) => {
    if (app.stopping) reply.header('connection', 'close');
  });
  app.decorate('redis', deps.redis ?? null);
  // Redis away (restarting, the network): ioredis reconnects by itself; say so instead of its console line.
  deps.redis?.on('error', (err) =>
    app.log.warn({ err: { code: (err as { code?: string }).code, message: err.message } }, 'redis unreachable, reconnecting'),
  );
  if (deps.observeRoutes) app.addHook('onRoute', deps.observeRoutes);

  // External plugins.
  // Form bodies may carry lists as `goods_ids[]=1&goods_ids[]=2`; fold `[]` into arrays.
  await app.register(formbody, { parser: parseForm });
  // Uploads (logos, OEM/ODM attachments): read by server/http/multipart.ts, checked by services/uploads.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: ODM_MAX_FILES, fields: 20, fieldSize: 16_384, parts: 30 } });
  await app.register(rateLimit, {
    global: false,
    redis: deps.redis ?? undefined,
    nameSpace: `${config.rateLimitNamespace}-rl-`,
    skipOnError: true,
  });

  // Our plugins.
  await app.register(requestContextPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressJsonPlugin);
  await app.register(dbPlugin, { database: deps.database });
  await app.register(jobsPlugin);
  await app.register(envelopePlugin);
  await app.register(validationPlugin);
  // Before the routes: collects them for /docs and turns their yup reply schemas into serializers.
  await app.register(openapiPlugin);
  await app.register(authPlugin);
  await app.register(staffAuthPlugin);
  await app.register(mailerPlugin);
  await app.register(readCachePlugin);
  await app.register(paymentsPlugin);
  await app.register(liveHubPlugin);
  // GET /metrics and the request figures, only with METRICS_TOKEN.
  await app.register(metricsPlugin);

  // The scheduled work (worked where app.jobs.start() is called: main.ts).
  defineBackgroundWork(app);

  // Routes, then the app itself.
  await app.register(routes);
  await app.register(staticPlugin, { root: config.staticDir });
  return app;
}
