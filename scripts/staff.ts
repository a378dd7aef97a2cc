/**
 * `npm run staff -- <command> [options]`: the console's staff accounts from a terminal, on the
 * configured database (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data), through
 * the same services as the console (scripts/lib/staff-commands.ts), audited as `cli`:
 *
 *   add --email E --role R     a member and the set-password link to give them (72 hours):
 *                              the first owner of a scripted install, or anyone
 *   list                       every member with their role and status
 *   disable --email E          their tokens stop working at once
 *
 * PGlite is one process's database: with the embedded database, stop the server first.
 */
import { STAFF_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(STAFF_CLI, async () => (await import('./lib/staff-commands')).staffCommand);
