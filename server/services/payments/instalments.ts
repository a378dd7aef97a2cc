import type { FastifyInstance } from 'fastify';
import { and, asc, eq, lte } from 'drizzle-orm';
import { instalments, payments } from '../../db/schema';

/** The job that follows the pay-in-4 instalments due (INSTALMENT_SYNC_MS), once per cluster. */
export const INSTALMENT_SYNC_JOB = 'instalments-sync';

type InstalmentApp = Pick<FastifyInstance, 'db' | 'payments' | 'log'>;

/**
 * The instalments of pay-in-4 orders that are due by `now` and still scheduled: each is asked of
 * the provider that collects it and marked paid when it says so (the first when the order is
 * processed, then every INSTALMENT_INTERVAL_DAYS), so the shopper's order shows where the plan
 * stands. One the provider cannot answer for is left for the next run. Returns how many became paid.
 */
export async function syncDueInstalments(app: InstalmentApp, now = new Date()): Promise<number> {
  const due = await app.db
    .select({ id: instalments.id, seq: instalments.seq, amount: instalments.amount, dueAt: instalments.dueAt, providerRef: payments.providerRef })
    .from(instalments)
    .innerJoin(payments, eq(payments.id, instalments.paymentId))
    .where(and(eq(instalments.status, 'scheduled'), lte(instalments.dueAt, now)))
    .orderBy(asc(instalments.dueAt))
    .limit(500);
  let paid = 0;
  for (const i of due) {
    try {
      const status = await app.payments.pay_in_4.instalmentStatus({ providerRef: i.providerRef, seq: i.seq, amount: i.amount, dueAt: i.dueAt!, now });
      if (status !== 'paid') continue;
      const done = await app.db
        .update(instalments)
        .set({ status: 'paid' })
        .where(and(eq(instalments.id, i.id), eq(instalments.status, 'scheduled')))
        .returning({ id: instalments.id });
      paid += done.length;
    } catch (err) {
      app.log.warn({ err, instalmentId: i.id }, 'instalment status not read; tried again at the next run');
    }
  }
  return paid;
}

/** Defines the instalments job on the queue (server/background.ts). */
export function defineInstalmentSync(app: InstalmentApp & Pick<FastifyInstance, 'jobs' | 'config'>): void {
  app.jobs.every(INSTALMENT_SYNC_JOB, app.config.instalmentSyncMs, async ({ log }) => {
    const paid = await syncDueInstalments(app);
    if (paid) log.info({ paid }, 'instalments collected by the provider');
  });
}
