import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LoggerOptions } from 'pino';

const storage = new AsyncLocalStorage<{ requestId: string }>();

/**
 * The id of the request whose work is running now (none outside a request: a job, a sweep, start
 * up). Services read it to hand it on: the jobs a request sends and the mails it writes carry it,
 * so their log lines can be found from the request's.
 */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Runs `work` as part of request `requestId` (a job that a request sent, for its log lines). */
export function asPartOf<T>(requestId: string | undefined, work: () => T): T {
  return requestId ? storage.run({ requestId }, work) : work();
}

/**
 * pino's mixin: a line written with the app's logger (`app.log`, as services do) while a request
 * is answered gets that request's `reqId`, as `req.log`'s lines have; a logger that binds one
 * already is left alone.
 */
export const requestIdMixin: NonNullable<LoggerOptions['mixin']> = (_merge, _level, logger) => {
  const requestId = currentRequestId();
  if (!requestId || 'reqId' in logger.bindings()) return {};
  return { reqId: requestId };
};

/** Every request's handlers, hooks and what they await run with the request's id at hand. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (req, _reply, done) => storage.run({ requestId: req.id }, done));
});
