import PgBoss from 'pg-boss';
import type { Database } from './client';

/** The PostgreSQL schema of the job queue's own tables (pg-boss), beside the shop's. */
export const JOB_SCHEMA = 'pgboss';

/**
 * A pg-boss on this database's own connection(s): the same queue on PostgreSQL and on embedded
 * PGlite (through pg-boss's `db` adapter), so one process and a cluster run the same code.
 */
export function jobQueueOf(database: Pick<Database, 'executeSql'>, options: PgBoss.ConstructorOptions = {}): PgBoss {
  return new PgBoss({ ...options, db: { executeSql: (text, values) => database.executeSql(text, values) }, schema: JOB_SCHEMA });
}

/**
 * Creates or upgrades the job queue's tables, as a migration does the shop's (pg-boss takes its own
 * advisory lock; we run it under the shop's preparing lock too). A process then starts its queue
 * without migrating.
 */
export async function installJobQueue(database: Pick<Database, 'executeSql'>): Promise<void> {
  const boss = jobQueueOf(database, { migrate: true, supervise: false, schedule: false });
  let failure: unknown;
  boss.on('error', (err) => (failure ??= err));
  await boss.start();
  await boss.stop({ graceful: false, wait: true, close: false });
  if (failure) throw failure;
}
