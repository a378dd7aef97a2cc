/**
 * `npm run translate -- fill [--lang es]`: the operator's translation job on the configured
 * database (DATABASE_URL, else DATA_DIR) with the configured translator (TRANSLATOR, TRANSLATE_URL,
 * DEEPL_API_KEY): every product name and description not yet translated, in every language the
 * translator has (or --lang). `list --lang es` prints what is held, corrections first;
 * `set --lang es --source "Round frames" --text "Monturas redondas"` corrects one (never overwritten
 * by a fill). The server uses a new translation within a minute. PGlite is one process's database:
 * with the embedded database, stop the server first.
 */
import { parseArgs } from 'node:util';
import { LANGUAGES, type LanguageCode } from '../contract/constants';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { translatorOf } from '../server/services/translate/registry';
import { fillAll } from '../server/services/translate/job';
import { CONTENT_LANGUAGES, correctTranslation, listTranslations } from '../server/services/translate/translations';
import { formatTable } from './lib/table';

const USAGE = `usage: npm run translate -- fill [--lang xx]
       npm run translate -- list --lang xx
       npm run translate -- set --lang xx --source "English text" --text "translation"
languages: ${CONTENT_LANGUAGES.join(', ')}`;

function languageArg(value: string | undefined): LanguageCode | undefined {
  if (value === undefined) return undefined;
  if (!CONTENT_LANGUAGES.includes(value as LanguageCode)) throw new Error(`--lang ${value}: expected one of ${CONTENT_LANGUAGES.join(', ')}`);
  return LANGUAGES.find((l) => l.code === value)!.code;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { lang: { type: 'string' }, source: { type: 'string' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (!command || values.help || !['fill', 'list', 'set'].includes(command)) {
    console.log(USAGE);
    if (command && !values.help) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const lang = languageArg(values.lang);
  if (command !== 'fill' && !lang) throw new Error(`${command} needs --lang\n${USAGE}`);
  if (command === 'set' && (!values.source || !values.text?.trim())) throw new Error(`set needs --source and a non-empty --text\n${USAGE}`);
  const translator = command === 'fill' ? translatorOf(config.translator) : null;
  if (command === 'fill' && !translator) throw new Error('no translator configured: set TRANSLATOR=apertium, TRANSLATE_URL or DEEPL_API_KEY');

  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command === 'fill') {
      const results = await fillAll(database.db, translator!, lang ? [lang] : undefined);
      console.log(formatTable(['language', 'translated now', 'held before', 'note'], results.map((r) => [r.lang, String(r.made), String(r.held), r.unsupported ? `no pair in ${translator!.name}` : (r.error ?? '')])));
      if (results.some((r) => r.error)) process.exitCode = 1;
    } else if (command === 'list') {
      const rows = await listTranslations(database.db, lang!);
      console.log(formatTable(['origin', 'English', 'translation'], rows.map((r) => [r.origin === 'operator' ? 'corrected' : (r.translator ?? 'machine'), r.source.slice(0, 60), r.text.slice(0, 60)])));
    } else {
      await correctTranslation(database.db, lang!, values.source!, values.text!.trim());
      console.log(`corrected (${lang}): ${values.source} -> ${values.text!.trim()}`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
