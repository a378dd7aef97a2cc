import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { installJobQueue } from './job-queue';

/** One type for both drivers: the app never knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL's rows: both drivers answer `execute` with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The shop's migrations, then the job queue's tables. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process of the shop runs its own on this database: on PostgreSQL
   * under a session advisory lock held on a connection of its own (processes started together
   * wait their turn); PGlite is one process's database, so there it just runs.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Plain SQL text on this database's own connection(s), for a library that brings its own
   * statements (the job queue): with values one statement, without them possibly several.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** PostgreSQL: this process's pool, now (GET /metrics). */
  connections?(): { total: number; idle: number; waiting: number };
  /** Closes the connection(s); calling it again answers the same promise. */
  close(): Promise<void>;
}

/** `close` once, however often it is called (a shutdown and a test's cleanup may both ask). */
const once = (close: () => Promise<void>) => {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Options every PGlite instance of the shop needs: the pg_trgm extension (catalogue search). Tests
 * that open their own PGlite pass these too.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Wraps an open PGlite instance (on disk, in memory, or a test clone). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
      await installJobQueue(database);
    },
    exclusive: (work) => work(),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: once(() => client.close()),
  };
  return database;
}

/** The advisory lock key of preparing the database (migrations, seed): any fixed bigint of ours. */
const PREPARE_LOCK = '7314159265';

export function fromPostgres(connectionString: string, poolSize = 10): Database {
  // A database that does not answer a connection within 5 s fails the request (503) rather than holding it.
  const pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5_000 });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'postgres',
    migrate: async () => {
      await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
      await installJobQueue(database);
    },
    exclusive: async (work) => {
      const session = await pool.connect();
      try {
        await session.query('select pg_advisory_lock($1)', [PREPARE_LOCK]);
        try {
          return await work();
        } finally {
          await session.query('select pg_advisory_unlock($1)', [PREPARE_LOCK]).catch(() => {});
        }
      } finally {
        session.release();
      }
    },
    executeSql: (text, values) => pool.query(text, values),
    connections: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: once(() => pool.end()),
  };
  return database;
}

/** Opens the configured database: PostgreSQL when a URL is given, else embedded PGlite in dataDir. */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, pgliteOptions);
  return fromPglite(client);
}
