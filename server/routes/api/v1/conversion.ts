import type { FastifyInstance, FastifyRequest } from 'fastify';
import { patterns } from '../../../../contract/endpoints';
import { conversionParamsSchema, conversionSchema, type ConversionInput, type ConversionParams } from '../../../../contract/schemas/tracking';
import { noData } from '../../../../contract/schemas/replies/shape';
import { hashToken } from '../../../services/auth/secrets';
import { bearerOf } from '../../../plugins/auth';
import { notFound } from '../../../errors';
import { replies } from '../../../openapi/replies';
import { recordEvent } from '../../../services/conversions/events';
import { forwardLater } from '../../../services/conversions/forward';
import type { Identity } from '../../../services/auth/tokens';

/** The rate limit's key: the caller's token (hashed) or, without one, its IP. */
function callerKey(req: FastifyRequest): string {
  const token = bearerOf(req);
  return token ? `t:${hashToken(token)}` : `ip:${req.ip}`;
}

/**
 * POST api/v1/{network}/conversion {event, goods_id?, order_id?, value?, currency?}: records a
 * shop event (view, add_to_cart) in the shop's own table for the operator's reports
 * (`npm run conversions -- report`). The network must be one of CONVERSION_NETWORKS (404
 * otherwise). The token is optional: a visitor's or customer's is recorded with the event, none
 * (or one no longer valid) records it anonymously, never a 401: tracking never signs anyone out.
 * A purchase sent by the app is accepted and ignored: the server records purchases itself when an
 * order is paid. Rate-limited per token (or IP); answers after one insert; forwarding (only with
 * CONVERSION_FORWARD_URL and _KEY) happens after the answer.
 */
export default async function conversionRoutes(app: FastifyInstance) {
  const { networks, rateLimit } = app.config.conversions;

  app.post<{ Params: ConversionParams; Body: ConversionInput }>(
    `/${patterns.conversion}`,
    {
      schema: {
        summary: 'Record a shop event (view, add_to_cart) for a network; purchases are recorded by the server when an order is paid',
        tags: ['tracking'],
        params: conversionParamsSchema,
        body: conversionSchema,
        response: replies(noData()),
      },
      config: { rateLimit: { max: rateLimit.max, timeWindow: rateLimit.windowMs, keyGenerator: callerKey } },
      // An unknown network is a 404 whatever the body says.
      preValidation: async (req) => {
        if (!networks.includes(req.params.network)) throw notFound();
      },
    },
    async (req, reply) => {
      const who: Identity | null = bearerOf(req) ? await req.identity().catch(() => null) : null;
      const recorded = await recordEvent(app.db, req.params.network, who, req.body);
      forwardLater(app, recorded);
      return reply.ok(null);
    },
  );
}
