import type { FastifyInstance } from 'fastify';

/**
 * Login, register, forgot-password, change-password and the catalogue by e-mail (each may send a
 * mail or test a password) share one budget per IP and route.
 */
export function authRateLimit(app: FastifyInstance) {
  return { max: app.config.authRateLimit.max, timeWindow: app.config.authRateLimit.windowMs };
}

/** The contact forms (addInquiry, arrivalNotification): each mails someone, so few per IP and route. */
export function contactRateLimit(app: FastifyInstance) {
  return { max: app.config.contact.rateLimit.max, timeWindow: app.config.contact.rateLimit.windowMs };
}
