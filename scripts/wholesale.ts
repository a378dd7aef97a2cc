/**
 * `npm run wholesale -- <command> [args]`: the operator's wholesale tool on the configured database
 * (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data), through the same services as
 * the API (scripts/lib/wholesale-commands.ts):
 *
 *   arrive <sku|goods id> <qty>        frames of a product arrived (as POST api/admin/wholesale/arrive):
 *                                      its pre-orders are filled oldest first and mailed, the rest goes on sale
 *   pre-orders [--status arrived] [--limit 50]   pre-orders, newest first
 *   businesses [--limit 50]            the declared business accounts
 *   rebate <email>                     a customer's purchases this year, the rebate tier and the rebate earned
 *
 * PGlite is one process's database: with the embedded database, stop the server first (or use the
 * admin endpoint while it runs).
 */
import { WHOLESALE_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(WHOLESALE_CLI, async () => (await import('./lib/wholesale-commands')).wholesaleCommand);
