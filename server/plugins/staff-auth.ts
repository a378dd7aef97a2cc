import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleCan, type Permission } from '../../contract/staff';
import { forbidden } from '../errors';
import { resolveStaffToken, type StaffActor } from '../services/staff/tokens';
import { bearerOf } from './auth';

export type { StaffActor };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route: the permission (contract/staff.ts) the signed-in member's role must have. */
    staff?: Permission;
  }
  interface FastifyInstance {
    /** The first owner's setup link this process printed on start (main.ts), while nobody has an account. */
    staffSetup: { url: string | null };
  }
  interface FastifyRequest {
    /** The signed-in member, on a route that declared `staff`. */
    staff: StaffActor;
  }
}

/**
 * Console routes (`config: { staff: 'orders.read' }`): `Authorization: Bearer st.…` checked before
 * the input is validated. No token, a shopper's token, an unknown, expired or revoked one, or a
 * disabled member's: 401; a member whose role lacks the permission: 403. Sets `req.staff`.
 */
export const staffAuthPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('staff', null as never);
  app.decorate('staffSetup', { url: null });

  const check = async (req: FastifyRequest) => {
    const actor = await resolveStaffToken(app.db, bearerOf(req));
    if (!roleCan(actor.role, req.routeOptions.config.staff!)) throw forbidden();
    req.staff = actor;
  };
  app.addHook('onRoute', (route) => {
    const permission = (route.config as { staff?: Permission } | undefined)?.staff;
    if (!permission) return;
    const own = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [check, ...own];
  });
});
