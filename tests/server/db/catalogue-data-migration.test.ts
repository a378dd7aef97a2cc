import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteOptions, type Db } from '../../../server/db/client';
import { seedIfEmpty } from '../../../server/db/seed';
import * as schema from '../../../server/db/schema';

const { coupons, currencies, goods, ladderPrices } = schema;

/**
 * Runs one migration's SQL again, statement by statement: on a database whose data is as the
 * shop had it before that migration (the schema of today: the seed writes today's columns).
 */
async function runMigration(client: PGlite, tag: string): Promise<void> {
  const sql = fs.readFileSync(path.join(migrationsFolder, `${tag}.sql`), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) if (statement.trim()) await client.exec(statement);
}

describe('migration 0027_catalogue_data', () => {
  it('gives a shop seeded before the catalogue console its offered coupons, a default currency and its ladders a one-piece row', async () => {
    const client = new PGlite(pgliteOptions);
    const db = drizzle({ client, schema }) as unknown as Db;
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder });
      await seedIfEmpty(db);
      // As 0025 left such a shop: nothing offered, no default currency; and a ladder the console saved without its one-piece row.
      await db.update(coupons).set({ offered: false });
      await db.update(currencies).set({ isDefault: false });
      const [ladder] = await db
        .select({ id: goods.id, price: goods.price })
        .from(goods)
        .where(eq(goods.priceType, 3))
        .orderBy(asc(goods.id))
        .limit(1);
      await db.delete(ladderPrices).where(and(eq(ladderPrices.goodsId, ladder!.id), eq(ladderPrices.minQty, 1)));
      const tiersBefore = await db.select().from(ladderPrices).where(eq(ladderPrices.goodsId, ladder!.id));

      await runMigration(client, '0027_catalogue_data');

      const offered = await db
        .select({ id: coupons.id, sort: coupons.offerSort })
        .from(coupons)
        .where(eq(coupons.offered, true))
        .orderBy(asc(coupons.offerSort));
      expect(offered).toEqual([38, 39, 40, 41].map((id) => ({ id, sort: id })));
      const defaults = await db.select({ id: currencies.id }).from(currencies).where(eq(currencies.isDefault, true));
      expect(defaults).toEqual([{ id: 1 }]);
      const tiers = await db
        .select({ minQty: ladderPrices.minQty, price: ladderPrices.price })
        .from(ladderPrices)
        .where(eq(ladderPrices.goodsId, ladder!.id))
        .orderBy(asc(ladderPrices.minQty));
      expect(tiers).toEqual([
        { minQty: 1, price: ladder!.price },
        ...tiersBefore.map((t) => ({ minQty: t.minQty, price: t.price })).sort((a, b) => a.minQty - b.minQty),
      ]);
      // Every ladder has exactly one one-piece row: the seeded ones kept theirs, none got a second.
      const ones = await db.select({ goodsId: ladderPrices.goodsId }).from(ladderPrices).where(eq(ladderPrices.minQty, 1));
      expect(new Set(ones.map((o) => o.goodsId)).size).toBe(ones.length);
    } finally {
      await client.close();
    }
  }, 120_000);
});
