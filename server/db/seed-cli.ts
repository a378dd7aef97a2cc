import { loadConfig } from '../config';
import { openDatabase } from './client';
import { DatabaseNewerThanCode, prepareDatabase } from './prepare';

/** `npm run db:seed`: opens the configured database, applies migrations and seeds it when empty. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    const { seeded } = await prepareDatabase(database);
    console.log(seeded ? `seeded the ${database.kind} database` : `the ${database.kind} database already has data; left as is`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  // A refusal the operator acts on reads as one sentence; anything else with its stack.
  console.error(err instanceof DatabaseNewerThanCode ? err.message : err);
  process.exit(1);
});
