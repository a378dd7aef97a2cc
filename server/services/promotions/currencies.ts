import { createHash } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminCurrencies } from '../../../contract/admin-promotions';
import { said } from '../../../contract/messages';
import type { CurrenciesInput } from '../../../contract/schemas/admin-promotions';
import type { Db } from '../../db/client';
import { currencies } from '../../db/schema';
import { conflict, invalid } from '../../errors';
import { recordRateChange } from '../reports/rates';
import { recordAudit, type StaffActor } from '../staff/audit';

/**
 * The console's currencies (api/admin/currencies, catalogue.manage): each one's rate per US dollar
 * (prices are kept in USD) and which one is the shop's default. The shop's default is decided in
 * one place, services/shop/currencies.ts (the default first in api/common/allCurrency, which the
 * app and the server both take as the default); this writes `is_default` and drops the cache. A
 * changed rate is kept in the rates' history (`currency_rates`) the reports convert with.
 */

type PromoApp = Pick<FastifyInstance, 'db' | 'readCache'>;

async function read(db: Db, lock: boolean): Promise<AdminCurrencies> {
  const q = db.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
  const rows = lock ? await q.for('update') : await q;
  const list = rows.map((c) => ({
    id: c.id,
    name: c.name,
    symbol: c.symbol,
    money: c.money,
    exchange_rate: c.exchangeRate,
    is_default: c.isDefault,
  }));
  return { version: createHash('sha256').update(JSON.stringify(list)).digest('hex').slice(0, 20), currencies: list };
}

/** GET api/admin/currencies */
export const adminCurrencies = (db: Db) => read(db, false);

/**
 * PUT api/admin/currencies: the rates given and the default, read at `version` (else 409). An
 * unknown currency is a 422 (rates or default_id). Exactly one default: the old one is cleared
 * before the new one is set (the table's unique index allows one).
 */
export async function saveCurrencies(app: PromoApp, actor: StaffActor, input: CurrenciesInput): Promise<AdminCurrencies> {
  const saved = await app.db.transaction(async (tx) => {
    const before = await read(tx, true);
    if (before.version !== input.version) throw conflict(null, said('currenciesChanged'));
    const ids = new Set(before.currencies.map((c) => c.id));
    if (input.rates.some((r) => !ids.has(r.id))) throw invalid({ rates: said('currencyListInvalid') });
    if (!ids.has(input.default_id)) throw invalid({ default_id: said('currencyDefaultInvalid') });
    const now = new Date();
    for (const r of input.rates) {
      const was = before.currencies.find((c) => c.id === r.id)!;
      await tx.update(currencies).set({ exchangeRate: r.exchange_rate }).where(eq(currencies.id, r.id));
      await recordRateChange(tx, was.symbol, was.exchange_rate, r.exchange_rate, now);
    }
    await tx
      .update(currencies)
      .set({ isDefault: false })
      .where(and(eq(currencies.isDefault, true), ne(currencies.id, input.default_id)));
    await tx.update(currencies).set({ isDefault: true }).where(eq(currencies.id, input.default_id));
    const after = await read(tx, false);
    await recordAudit(tx, actor, {
      action: 'currency.update',
      record_kind: 'currency',
      record_id: 'all',
      before: { currencies: before.currencies },
      after: { currencies: after.currencies },
    });
    return after;
  });
  app.readCache.invalidate('currencies');
  app.readCache.invalidate('price-list-pdf:*');
  return saved;
}
