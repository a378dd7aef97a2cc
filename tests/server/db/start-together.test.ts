import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { fromPglite, fromPostgres, pgliteOptions, type Database } from '../../../server/db/client';
import { DatabaseNewerThanCode, knownMigrations, prepareDatabase } from '../../../server/db/prepare';
import { withDatabase } from '../../setup/server-global';

const url = process.env.DATABASE_URL;
const count = async (database: Database, table: string) =>
  Number(((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/** A fresh, empty database on the test server, dropped after the file. */
const made: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `shop_start_${Date.now().toString(36)}_${process.pid}_${made.length}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  made.push(name);
  return withDatabase(url!, name);
}

afterAll(async () => {
  if (!url || made.length === 0) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const name of made) await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
});

/**
 * Processes started together on one empty PostgreSQL database (issue 30): each has its own pool,
 * so its own sessions, as separate processes do. Without the advisory lock their migrators race
 * (CREATE TABLE of the same table) and the seed could run twice.
 */
describe.skipIf(!url)('starting together on PostgreSQL', () => {
  it('three processes on one empty database: all come up, migrations and the seed ran once', async () => {
    const target = await emptyDatabase();
    const processes = [0, 1, 2].map(() => fromPostgres(target, 4));
    try {
      const results = await Promise.all(processes.map((p) => prepareDatabase(p)));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const [first] = processes;
      expect(await count(first!, 'drizzle.__drizzle_migrations')).toBe(knownMigrations().length);
      const currencies = await count(first!, 'currencies');
      const goods = await count(first!, 'goods');
      // Seeded once: a second seed would have doubled the rows (or failed on a unique key).
      const again = fromPostgres(target, 2);
      try {
        expect(await prepareDatabase(again)).toEqual({ seeded: false, pagesAdded: 0 });
        expect([await count(again, 'currencies'), await count(again, 'goods')]).toEqual([currencies, goods]);
      } finally {
        await again.close();
      }
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });

  it('refuses a database migrated by newer code, with the reason, and changes nothing', async () => {
    const target = await emptyDatabase();
    const database = fromPostgres(target, 2);
    try {
      await prepareDatabase(database);
      const later = knownMigrations().at(-1)!.when + 86_400_000;
      await database.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-shop', ${later})`);
      const newer = fromPostgres(target, 2);
      try {
        const refused = await prepareDatabase(newer).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(DatabaseNewerThanCode);
        expect((refused as Error).message).toMatch(/^This database was migrated by a newer version of the shop: .*unknown to this code/);
        expect((refused as Error).message).toContain(knownMigrations().at(-1)!.tag);
      } finally {
        await newer.close();
      }
    } finally {
      await database.close();
    }
  });
});

describe('preparing the embedded database', () => {
  it('migrates and seeds an empty one, then finds it done', async () => {
    const database = fromPglite(new PGlite(pgliteOptions));
    try {
      expect(await prepareDatabase(database)).toEqual({ seeded: true, pagesAdded: 0 });
      expect(await prepareDatabase(database)).toEqual({ seeded: false, pagesAdded: 0 });
      expect(await count(database, 'drizzle.__drizzle_migrations')).toBe(knownMigrations().length);
    } finally {
      await database.close();
    }
  });
});
