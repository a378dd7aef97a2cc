import type { FastifyInstance } from 'fastify';

/**
 * Login, register, forgot-password, change-password and the catalogue by e-mail (each may send a
 * mail or test a password) share one budget per IP and route.
 */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}
