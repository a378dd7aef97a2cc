/**
 * `npm run translate -- fill [--lang es]`: the operator's translation job on the configured
 * database (DATABASE_URL, else DATA_DIR) with the configured translator (TRANSLATOR, TRANSLATE_URL,
 * DEEPL_API_KEY): every product name and description not yet translated, in every language the
 * translator has (or --lang). `list --lang es` prints what is held, corrections first;
 * `set --lang es --source "Round frames" --text "Monturas redondas"` corrects one (never overwritten
 * by a fill). A running server shows a new translation or correction at once (through Redis, every process). PGlite is one process's database:
 * with the embedded database, stop the server first.
 */
import { TRANSLATE_CLI } from './lib/operator-usage';
import { operatorCli } from './lib/operator-cli';

await operatorCli(TRANSLATE_CLI, async () => (await import('./lib/translate-commands')).translateCommand);
