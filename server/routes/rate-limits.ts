import type { FastifyInstance } from 'fastify';

/** Login, register and forgot-password share one budget per IP and route. */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}
