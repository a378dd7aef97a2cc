import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveToken, type Identity } from '../services/auth/tokens';
import { forbidden } from '../errors';
import { said } from '../../contract/messages';

/** What a route needs from its caller: nothing, any token (visitor or customer), or a customer. */
export type AuthLevel = 'none' | 'token' | 'customer';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthLevel;
  }
  interface FastifyRequest {
    /** Resolves the bearer token once per request (lazily: public reads pay nothing). */
    identity(): Promise<Identity>;
    /** The identity when the route declared `auth: 'token' | 'customer'`. */
    who: Identity;
  }
}

export function bearerOf(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1];
}

export const authPlugin = fp(async (app: FastifyInstance) => {
  const cache = new WeakMap<FastifyRequest, Promise<Identity>>();
  app.decorateRequest('identity', function identity(this: FastifyRequest) {
    let p = cache.get(this);
    if (!p) {
      p = resolveToken(app.db, bearerOf(this));
      cache.set(this, p);
    }
    return p;
  });
  app.decorateRequest('who', null as never);

  const check = async (req: FastifyRequest) => {
    const who = await req.identity();
    // A visitor is signed in as a visitor: the resource is forbidden to them, not their token
    // invalid. 403 keeps the visitor token (and its cart), where 401 would make the app drop it.
    if (req.routeOptions.config.auth === 'customer' && who.kind !== 'customer') throw forbidden(said('signInRequired'));
    req.who = who;
  };
  // Only routes that declare `auth` get the check, before the body is validated (a visitor who
  // sends a customer-only route a bad form hears that they must sign in, not which field is wrong)
  // and ahead of the route's own hooks: public reads (the catalogue) run no hook for it at all.
  app.addHook('onRoute', (route) => {
    const level = (route.config as { auth?: AuthLevel } | undefined)?.auth ?? 'none';
    if (level === 'none') return;
    const own = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [check, ...own];
  });
});
