import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencies, users, visitors } from '../../db/schema';
import type { Currency } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { invalid } from '../../errors';
import { cached } from './read-cache';
import type { Identity } from '../auth/tokens';

/** Every currency, USD (sort 1) first. Cached: rates change rarely; a writer calls invalidate(db, 'currencies'). */
export function listCurrencies(db: Db): Promise<Currency[]> {
  return cached(db, 'currencies', async () => {
    const rows = await db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
    return rows.map((c) => ({
      id: c.id, name: c.name, img: c.img, money: c.money, symbol: c.symbol, exchange_rate: c.exchangeRate, country: c.country,
    }));
  });
}

export async function findCurrency(db: Db, id: number): Promise<Currency | undefined> {
  return (await listCurrencies(db)).find((c) => c.id === id);
}

/**
 * POST index/switchCurrency: remembers the caller's currency on the visitor or the customer and
 * answers it. An unknown currency is a 422 on currency_id.
 */
export async function rememberCurrency(db: Db, who: Identity, currencyId: number): Promise<Currency> {
  const currency = await findCurrency(db, currencyId);
  if (!currency) throw invalid({ currency_id: messages.currencyUnknown }, messages.currencyUnknown);
  if (who.kind === 'customer') await db.update(users).set({ currencyId: currency.id }).where(eq(users.id, who.userId));
  else await db.update(visitors).set({ currencyId: currency.id }).where(eq(visitors.id, who.visitorId));
  return currency;
}
