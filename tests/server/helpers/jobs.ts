import { createJobs, type Jobs } from '../../../server/services/platform/jobs';
import type { TestApp } from './test-app';

/**
 * A worker of the job queue on a test app's database, as main.ts starts one: `define` adds the
 * queues it works (the app's own are defined but never worked by startTestApp). Stop it with
 * `jobs.stop(ms)` before closing the app.
 */
export async function workJobs(t: TestApp, define: (jobs: Jobs) => void): Promise<Jobs> {
  const jobs = createJobs(t.database, t.app.log, { pollingIntervalSeconds: 0.5 });
  define(jobs);
  await jobs.start();
  return jobs;
}
