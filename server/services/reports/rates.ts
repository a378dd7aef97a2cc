import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { currencyRates } from '../../db/schema';

/** When a rate with no earlier history held from: the beginning (of the epoch). */
export const RATES_BEGIN = new Date(0);

/**
 * Records that a currency's rate per US dollar changes from `before` to `after` at `at`, inside the
 * caller's transaction: the first change of a currency also records the rate it had until then (from
 * RATES_BEGIN), so a payment before the change is converted at the rate of its day.
 */
export async function recordRateChange(tx: Db, symbol: string, before: number, after: number, at = new Date()): Promise<void> {
  if (before === after) return;
  const [known] = await tx.select({ id: currencyRates.id }).from(currencyRates).where(eq(currencyRates.symbol, symbol)).limit(1);
  if (!known) await tx.insert(currencyRates).values({ symbol, rate: before, validFrom: RATES_BEGIN });
  await tx
    .insert(currencyRates)
    .values({ symbol, rate: after, validFrom: at })
    .onConflictDoUpdate({ target: [currencyRates.symbol, currencyRates.validFrom], set: { rate: sql`excluded.rate` } });
}
