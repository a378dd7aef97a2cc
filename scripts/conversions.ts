/**
 * `npm run conversions -- report [--days 7]`: the operator's report of shop events (POST
 * api/v1/{network}/conversion and the purchases the server records when an order is paid) on the
 * configured database (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data): counts per
 * UTC day, network and event, and the conversion rate (purchases per product view). PGlite is one
 * process's database: with the embedded database, stop the server first.
 */
import { CONVERSIONS_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(CONVERSIONS_CLI, async () => (await import('./lib/conversions-commands')).conversionsCommand);
