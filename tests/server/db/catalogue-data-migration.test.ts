import fs from 'node:fs';
import os from 'node:os';
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

/** The migrations folder as it was before `tag`: the later entries left out of the journal. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

describe('migration 0027_catalogue_data', () => {
  it('gives a shop seeded before the catalogue console its offered coupons, a default currency and its ladders a one-piece row', async () => {
    const before = migrationsBefore('0027_catalogue_data');
    const client = new PGlite(pgliteOptions);
    const db = drizzle({ client, schema }) as unknown as Db;
    try {
      await migrate(drizzle({ client, schema }), { migrationsFolder: before });
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

      await migrate(drizzle({ client, schema }), { migrationsFolder });

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
      fs.rmSync(before, { recursive: true, force: true });
    }
  }, 120_000);
});
