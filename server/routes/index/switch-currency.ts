import type { FastifyInstance } from 'fastify';
import { paths } from '../../../contract/endpoints';
import { switchCurrencySchema, type SwitchCurrencyInput } from '../../../contract/schemas/common';
import { rememberCurrency } from '../../services/shop/currencies';
import { currencyReply } from '../../../contract/schemas/replies/shop';
import { replies } from '../../openapi/replies';

/** POST index/switchCurrency {currency_id}: remembers the choice on the visitor or the customer; returns the Currency. */
export default async function switchCurrencyRoutes(app: FastifyInstance) {
  app.post<{ Body: SwitchCurrencyInput }>(
    `/${paths.switchCurrency}`,
    {
      schema: { summary: "Remember the caller's currency", tags: ['shop'], body: switchCurrencySchema, response: replies(currencyReply) },
      config: { auth: 'token' },
    },
    async (req, reply) => reply.ok(await rememberCurrency(app, req.who, req.body.currency_id)),
  );
}
