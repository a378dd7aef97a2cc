import type { FastifyInstance } from 'fastify';

/** Login, register and forgot-password share one budget per IP and route. */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}

/** Catalogue requests by e-mail: each may send a mail, so one IP gets the sign-in budget per window. */
export function catalogueRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}
