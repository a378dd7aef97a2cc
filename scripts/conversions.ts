/**
 * `npm run conversions -- report [--days 7]`: the operator's report of shop events (POST
 * api/v1/{network}/conversion and the purchases the server records when an order is paid) on the
 * configured database (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data): counts per
 * UTC day, network and event, and the conversion rate (purchases per product view). PGlite is one
 * process's database: with the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { conversionReport, formatConversionReport } from '../server/services/conversions/report';
import { formatTable } from './lib/table';

const USAGE = 'usage: npm run conversions -- report [--days N]   (N from 1 to 366, default 7)';

async function main() {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { days: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  const [command] = positionals;
  if (command !== 'report' || values.help) {
    console.log(USAGE);
    if (command && command !== 'report') process.exitCode = 1;
    return;
  }
  const days = Number(values.days ?? 7);
  if (!Number.isInteger(days) || days < 1 || days > 366) {
    console.error(USAGE);
    process.exitCode = 1;
    return;
  }
  const database = await openDatabase(loadConfig());
  try {
    await database.migrate();
    console.log(formatConversionReport(await conversionReport(database.db, days), formatTable));
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
