import { loadConfig } from '../config';
import { openDatabase } from './client';
import { seedIfEmpty } from './seed';

/** `npm run db:seed`: opens the configured database, applies migrations and seeds it when empty. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const seeded = await seedIfEmpty(database.db);
    console.log(seeded ? `seeded the ${database.kind} database` : `the ${database.kind} database already has data; left as is`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
