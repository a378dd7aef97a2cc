import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseNewerThanCode, prepareDatabase } from './db/prepare';
import { buildApp } from './app';
import { openRedis } from './services/platform/redis';
import { announceSetupLink } from './services/staff/links';

/** Starts the shop: open the database, apply migrations, seed an empty one, serve app and API. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  // Migrations and the demo seed once, however many processes start together (a newer database: refused).
  // Information pages added since this database was seeded are added (existing ones are left as they are).
  const { seeded, pagesAdded } = await prepareDatabase(database);
  const redis = config.redisUrl ? await openRedis(config.redisUrl) : null;
  const app = await buildApp({ config, database, redis });

  /**
   * Stops taking requests (Fastify answers new ones 503 while closing) and jobs, lets those running
   * finish for SHUTDOWN_GRACE_MS (a job still running then is failed, and tried again by another
   * process), then closes the connections still open (a client still sending its body would
   * otherwise keep the process up for as long as it likes), and exits.
   */
  const shutdown = async (signal: string) => {
    app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace over: closing the connections still open');
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    cut.unref();
    await Promise.all([app.jobs.stop(config.shutdownGraceMs), app.close()]);
    clearTimeout(cut);
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  // Nobody can run the console yet: a one-time link that creates the owner, before the first request.
  const setupLink = await announceSetupLink(app);
  await app.listen({ port: config.port, host: config.host });
  if (seeded) app.log.info('empty database: seeded the demo shop');
  if (pagesAdded) app.log.info({ pagesAdded }, 'added the information pages and posts this database did not have');
  app.log.info({ url: config.publicUrl, database: database.kind }, 'shop ready');
  // For the person at the terminal, besides pino's JSON: where to open the shop.
  process.stdout.write(`Optic Shop serving on ${config.publicUrl}\n`);
  if (setupLink) process.stdout.write(`The shop has no owner yet. Create the owner account (this link works once):\n  ${setupLink}\n`);
  // Background work (server/background.ts, the mailer's outbox): this process takes its share of the jobs.
  await app.jobs.start();
}

main().catch((err) => {
  // A refusal the operator acts on reads as one sentence; anything else with its stack.
  console.error(err instanceof DatabaseNewerThanCode ? err.message : err);
  process.exit(1);
});
