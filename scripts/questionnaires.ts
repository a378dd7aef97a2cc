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
import { QUESTIONNAIRES_USAGE } from './lib/questionnaires-usage';

const argv = process.argv.slice(2);
// Without a command, the usage alone: nothing to load or open.
if (!argv.some((a) => !a.startsWith('-')) || argv.includes('--help') || argv.includes('-h')) console.log(QUESTIONNAIRES_USAGE);
else {
  const [{ questionnairesCommand }, { withOperatorApp }] = await Promise.all([import('./lib/questionnaires-commands'), import('./lib/operator-app')]);
  await withOperatorApp(async (app) => {
    console.log(await questionnairesCommand(app, argv));
  });
}
