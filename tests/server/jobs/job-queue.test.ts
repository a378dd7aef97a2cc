import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../server/db/client';
import { createJobs, type JobContext, type Jobs } from '../../../server/services/platform/jobs';
import { asPartOf, currentRequestId } from '../../../server/plugins/request-context';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(backends())('the job queue (%s)', (backend) => {
  let t: TestApp;
  const workers: Jobs[] = [];
  /** A worker as each process of the shop starts one (same database, its own queue client). */
  const worker = (define: (jobs: Jobs) => void) => {
    const jobs = createJobs(t.database, t.app.log, { pollingIntervalSeconds: 0.5 });
    define(jobs);
    workers.push(jobs);
    return jobs;
  };

  beforeAll(async () => {
    t = await startTestApp(backend);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.stop(1000)));
    await t?.close();
  });

  it('runs a one-second schedule once per second across three processes, never twice in one', async () => {
    const runs: string[] = [];
    const three = [1, 2, 3].map((n) => worker((jobs) => jobs.every('tick', 1000, async ({ jobId }) => void runs.push(`${n}:${jobId}`))));
    const started = Date.now();
    await Promise.all(three.map((w) => w.start()));
    await sleep(6000);
    await Promise.all(three.map((w) => w.stop(1000)));
    const seconds = (Date.now() - started) / 1000;

    const slots = await queryRows<{ slot: string; n: number }>(
      t.db,
      sql`select singleton_on::text as slot, count(*)::int as n from pgboss.job where name = 'tick' group by singleton_on`,
    );
    expect(slots.filter((s) => Number(s.n) > 1)).toEqual([]);
    // One run per slot that began while they ran (the last may still be waiting when they stopped).
    expect(new Set(runs.map((r) => r.split(':')[1])).size).toBe(runs.length);
    expect(runs.length).toBeGreaterThanOrEqual(Math.floor(seconds) - 2);
    expect(runs.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
  }, 60_000);

  it('retries a failing job with backoff, then keeps it as failed with its error, and the others go on', async () => {
    const tries: number[] = [];
    const done: number[] = [];
    const jobs = worker((j) => {
      j.define(
        'always-fails',
        async () => {
          tries.push(Date.now());
          throw new Error('the carrier is down');
        },
        { retryLimit: 2, retryDelay: 1 },
      );
      j.define('works', async (data: { n: number }) => void done.push(data.n), { retryLimit: 0 });
    });
    await jobs.start();
    const failing = await jobs.send('always-fails', {});
    for (let n = 1; n <= 3; n++) await jobs.send('works', { n });
    await vi.waitFor(() => expect(done.sort()).toEqual([1, 2, 3]), { timeout: 10_000, interval: 100 });
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ state: string; output: { message: string } }>(
          t.db,
          sql`select state::text, output from pgboss.job where id = ${failing}`,
        );
        expect(row?.state).toBe('failed');
        expect(row?.output.message).toBe('the carrier is down');
      },
      { timeout: 30_000, interval: 250 },
    );
    expect(tries).toHaveLength(3);
    // Backoff: the second wait is longer than the first.
    expect(tries[2]! - tries[1]!).toBeGreaterThan(tries[1]! - tries[0]!);
    expect(jobs.failures.get('always-fails')).toBe(3);
  }, 60_000);

  it('hands the id of the request that sent a job to its run (logs, and what the run sends on)', async () => {
    const seen: (string | undefined)[] = [];
    const jobs = worker((j) => j.define('traced', async (_data, ctx: JobContext) => void seen.push(ctx.requestId, currentRequestId())));
    await jobs.start();
    await asPartOf('abcd1234-7', () => jobs.send('traced', {}));
    await jobs.send('traced', {});
    await vi.waitFor(() => expect(seen).toHaveLength(4), { timeout: 10_000, interval: 100 });
    expect(seen.slice(0, 2)).toEqual(['abcd1234-7', 'abcd1234-7']);
    expect(seen.slice(2)).toEqual([undefined, undefined]);
  }, 30_000);
});
