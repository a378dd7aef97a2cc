import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { messages } from '../../../contract/messages';
import { switchCurrencySchema, type SwitchCurrencyInput } from '../../../contract/schemas/common';
import { users, visitors } from '../../db/schema';
import { invalid } from '../../errors';
import { findCurrency } from '../../services/currencies';

/** POST index/switchCurrency {currency_id}: remembers the choice on the visitor or the customer; returns the Currency. */
export default async function switchCurrencyRoutes(app: FastifyInstance) {
  app.post<{ Body: SwitchCurrencyInput }>(`/${paths.switchCurrency}`, {
    schema: { body: switchCurrencySchema },
    config: { auth: 'token' },
  }, async (req, reply) => {
    const currency = await findCurrency(app.db, req.body.currency_id);
    if (!currency) throw invalid({ currency_id: messages.currencyUnknown }, messages.currencyUnknown);
    const who = req.who;
    if (who.kind === 'customer') await app.db.update(users).set({ currencyId: currency.id }).where(eq(users.id, who.userId));
    else await app.db.update(visitors).set({ currencyId: currency.id }).where(eq(visitors.id, who.visitorId));
    return reply.ok(currency);
  });
}
