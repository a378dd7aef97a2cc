import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencies } from '../db/schema';
import type { Currency } from '../../contract/entities';
import { cached } from './read-cache';

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
