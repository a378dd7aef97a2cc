import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, queryRows, type Database } from './client';
import { seedContent, seedIfEmpty } from './seed';

/** A database migrated by a newer shop than this code: starting would write data in an older shape. */
export class DatabaseNewerThanCode extends Error {
  constructor(applied: { tag: string | null; at: number }, known: { tag: string; at: number }) {
    const when = (ms: number) => new Date(ms).toISOString();
    super(
      `This database was migrated by a newer version of the shop: its newest migration (${applied.tag ?? 'unknown to this code'}, ` +
        `${when(applied.at)}) is later than this code's newest (${known.tag}, ${when(known.at)}). ` +
        'Start the version that migrated it, or a newer one; this one stops so it cannot write data in an older shape.',
    );
    this.name = 'DatabaseNewerThanCode';
  }
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** This code's migrations, as drizzle-kit wrote them (`when` is what the migrator records as created_at). */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Refuses a database whose newest applied migration is later than this code's newest. */
export async function refuseNewerDatabase(database: Database): Promise<void> {
  const [table] = await queryRows<{ t: string | null }>(database.db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`);
  if (!table?.t) return;
  const [newest] = await queryRows<{ at: string | null }>(database.db, sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`);
  if (!newest?.at) return;
  const known = knownMigrations();
  const last = known[known.length - 1]!;
  const at = Number(newest.at);
  if (at > last.when) throw new DatabaseNewerThanCode({ tag: known.find((m) => m.when === at)?.tag ?? null, at }, { tag: last.tag, at: last.when });
}

/**
 * Readies the database before a process serves: refuses one migrated by newer code, applies this
 * code's migrations, seeds the demo shop into an empty one (else adds the information pages it
 * lacks). Under `database.exclusive`, so processes started together on one empty PostgreSQL
 * database do it once: the first migrates and seeds, the others wait, then find it done.
 */
export async function prepareDatabase(database: Database): Promise<{ seeded: boolean; pagesAdded: number }> {
  return database.exclusive(async () => {
    await refuseNewerDatabase(database);
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    const pagesAdded = seeded ? 0 : await seedContent(database.db);
    return { seeded, pagesAdded };
  });
}

/** Migrations only, under the same lock and refusal (the operator CLIs, which never seed). */
export async function migrateDatabase(database: Database): Promise<void> {
  await database.exclusive(async () => {
    await refuseNewerDatabase(database);
    await database.migrate();
  });
}
