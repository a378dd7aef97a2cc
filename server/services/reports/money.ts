import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportCurrency } from '../../../contract/admin-reports';
import type { Db } from '../../db/client';
import { currencies, currencyRates } from '../../db/schema';

/** The shop's default currency, its rate now and its history: what every amount is converted with. */
export interface Conversion {
  currency: ReportCurrency;
  current: number;
  history: { rate: number; validFrom: Date }[];
}

export async function defaultConversion(db: Db): Promise<Conversion> {
  const [c] = await db
    .select({ symbol: currencies.symbol, money: currencies.money, rate: currencies.exchangeRate })
    .from(currencies)
    .where(eq(currencies.isDefault, true))
    .limit(1);
  // A shop without currencies (never the seed's) counts in US dollars.
  const symbol = c?.symbol ?? 'USD';
  const history = await db
    .select({ rate: currencyRates.rate, validFrom: currencyRates.validFrom })
    .from(currencyRates)
    .where(eq(currencyRates.symbol, symbol))
    .orderBy(asc(currencyRates.validFrom));
  return { currency: { symbol, money: c?.money ?? '$' }, current: c?.rate ?? 1, history };
}

/**
 * The default currency's rate at the time in `at` (a column or expression), as SQL: the same rule as
 * `rateAt` of ./days.ts, written as a CASE over the (short) history, newest first.
 */
export function rateSql(conv: Conversion, at: SQL): SQL {
  if (!conv.history.length) return sql`${conv.current}::numeric`;
  const arms = [...conv.history].reverse().map((h) => sql`when ${at} >= ${h.validFrom.toISOString()}::timestamptz then ${h.rate}::numeric`);
  return sql`(case ${sql.join(arms, sql` `)} else ${conv.current}::numeric end)`;
}

/** A USD amount converted at the time `at`, rounded to cents (half away from zero, as numeric's round). */
export const converted = (conv: Conversion, amount: SQL, at: SQL): SQL => sql`round(${amount} * ${rateSql(conv, at)}, 2)`;
