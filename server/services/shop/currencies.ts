import { asc, desc, eq } from 'drizzle-orm';
import { currencies, users, visitors } from '../../db/schema';
import type { Currency } from '../../../contract/entities';
import { said } from '../../../contract/messages';
import { invalid } from '../../errors';
import type { ReadApp } from '../platform/read-cache';
import type { Identity } from '../auth/tokens';

/**
 * Every currency, the shop's default first (currencies.is_default, set in the console), then in
 * their order. The one place the default is decided: the app takes the first as its default
 * (machines/currency.machine.ts initialCurrency), and so does the server (`defaultCurrency`).
 * Cached: rates change rarely; a writer calls app.readCache.invalidate('currencies').
 */
export function listCurrencies(app: ReadApp): Promise<Currency[]> {
  return app.readCache.get(
    'currencies',
    async () => {
      const rows = await app.db.select().from(currencies).orderBy(desc(currencies.isDefault), asc(currencies.sort), asc(currencies.id));
      return rows.map((c) => ({
        id: c.id,
        name: c.name,
        img: c.img,
        money: c.money,
        symbol: c.symbol,
        exchange_rate: c.exchangeRate,
        country: c.country,
      }));
    },
    'shop',
  );
}

/** The shop's default currency (the first of `listCurrencies`). */
export async function defaultCurrency(app: ReadApp): Promise<Currency | undefined> {
  return (await listCurrencies(app))[0];
}

export async function findCurrency(app: ReadApp, id: number): Promise<Currency | undefined> {
  return (await listCurrencies(app)).find((c) => c.id === id);
}

/**
 * POST index/switchCurrency: remembers the caller's currency on the visitor or the customer and
 * answers it. An unknown currency is a 422 on currency_id.
 */
export async function rememberCurrency(app: ReadApp, who: Identity, currencyId: number): Promise<Currency> {
  const currency = await findCurrency(app, currencyId);
  if (!currency) throw invalid({ currency_id: said('currencyUnknown') });
  if (who.kind === 'customer') await app.db.update(users).set({ currencyId: currency.id }).where(eq(users.id, who.userId));
  else await app.db.update(visitors).set({ currencyId: currency.id }).where(eq(visitors.id, who.visitorId));
  return currency;
}
