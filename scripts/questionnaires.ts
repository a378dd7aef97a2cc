/**
 * `npm run questionnaires -- <command>`: the operator runs and ends the questionnaires the shop's
 * promo offers (api/users/pop_up_window), on the configured database (DATABASE_URL, else
 * DATA_DIR), through scripts/lib/questionnaires-commands.ts. With the embedded PGlite database,
 * stop the server first.
 *
 *   list                   every questionnaire: id, run (scheduled, running, ended), dates, answers sent
 *   end <id>               ends it now: the promo stops offering it
 *   run <id> --days N      offers it from now for N days (1 to 365)
 */
import { QUESTIONNAIRES_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(QUESTIONNAIRES_CLI, async () => (await import('./lib/questionnaires-commands')).questionnairesCommand);
