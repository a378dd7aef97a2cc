import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobs, type Jobs } from './jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (services/platform/jobs.ts): services define and send jobs; main.ts starts working them. */
    jobs: Jobs;
  }
}

/** `app.jobs` on the app's database; closing the app stops working jobs (those running get the shutdown grace). */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  const jobs = createJobs(app.database, app.log, { pollingIntervalSeconds: Math.max(0.5, app.config.jobPollMs / 1000) });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop(app.config.shutdownGraceMs));
});
