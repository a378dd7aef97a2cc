import { parseArgs } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { CONTENT_LANGUAGES, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { translatorOf } from '../../server/services/translate/registry';
import { fillAll } from '../../server/services/translate/job';
import { correctTranslation, listTranslations } from '../../server/services/translate/translations';
import { translationsChanged } from '../../server/services/translate/content';
import { formatTable } from './table';
import { TRANSLATE_USAGE } from './operator-usage';

export { TRANSLATE_USAGE };

function languageArg(value: string | undefined): LanguageCode | undefined {
  if (value === undefined) return undefined;
  if (!CONTENT_LANGUAGES.includes(value as LanguageCode)) throw new Error(`--lang ${value}: expected one of ${CONTENT_LANGUAGES.join(', ')}`);
  return LANGUAGES.find((l) => l.code === value)!.code;
}

/**
 * One command of `npm run translate` (scripts/translate.ts) on a built app, with the configured
 * translator: what it prints, and exit code 1 with it when a language's fill failed. A refusal is
 * thrown (an Error naming the mistake).
 */
export async function translateCommand(app: FastifyInstance, argv: string[]): Promise<string | { output: string; exitCode: number }> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { lang: { type: 'string' }, source: { type: 'string' }, text: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  if (!command || values.help) return TRANSLATE_USAGE;
  if (!['fill', 'list', 'set'].includes(command)) throw new Error(TRANSLATE_USAGE);
  const lang = languageArg(values.lang);
  if (command !== 'fill' && !lang) throw new Error(`${command} needs --lang\n${TRANSLATE_USAGE}`);
  if (command === 'set' && (!values.source || !values.text?.trim())) throw new Error(`set needs --source and a non-empty --text\n${TRANSLATE_USAGE}`);

  if (command === 'fill') {
    const translator = translatorOf(app.config.translator);
    if (!translator) throw new Error('no translator configured: set TRANSLATOR=apertium, TRANSLATE_URL or DEEPL_API_KEY');
    const results = await fillAll(app.db, translator, lang ? [lang] : undefined, undefined, { cache: app.readCache });
    const output = formatTable(
      ['language', 'translated now', 'held before', 'note'],
      results.map((r) => [r.lang, String(r.made), String(r.held), r.unsupported ? `no pair in ${translator.name}` : (r.error ?? '')]),
    );
    return results.some((r) => r.error) ? { output, exitCode: 1 } : output;
  }
  if (command === 'list') {
    const rows = await listTranslations(app.db, lang!);
    return formatTable(
      ['origin', 'English', 'translation'],
      rows.map((r) => [r.origin === 'operator' ? 'corrected' : (r.translator ?? 'machine'), r.source.slice(0, 60), r.text.slice(0, 60)]),
    );
  }
  await correctTranslation(app.db, lang!, values.source!, values.text!.trim());
  // Shown at once by the running servers (through Redis when set).
  translationsChanged(app.readCache);
  return `corrected (${lang}): ${values.source} -> ${values.text!.trim()}`;
}
