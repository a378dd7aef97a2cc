/**
 * `node --import tsx scripts/serve-fresh.ts`: builds the app if dist/ is missing, then serves it
 * on PORT with a throwaway PGlite database that is removed on exit. Playwright's webServer runs
 * this; it stays in the foreground until SIGTERM/SIGINT and forwards them to the server.
 */
import { ensureBuilt } from './lib/build';
import { startShop } from './lib/server';

async function main() {
  ensureBuilt();
  const port = process.env.PORT ? Number(process.env.PORT) : undefined;
  const shop = await startShop({ port, readyTimeoutMs: 180_000 });
  console.log(`serve-fresh: ${shop.url} (data ${shop.dataDir})`);
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    void shop.stop().then(() => process.exit(0));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  const code = await shop.exited;
  if (!stopping) {
    await shop.stop();
    console.error(`serve-fresh: server exited on its own (${code})`);
    process.exit(code || 1);
  }
}

main().catch((err) => {
  console.error(`serve-fresh: ${(err as Error).message}`);
  process.exit(1);
});
