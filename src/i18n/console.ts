import { createTranslator, type Bundles, type Catalogue, type I18n } from './runtime';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { messages } from '../../contract/messages';
import { consoleMessages } from '../../contract/console-messages';
import english from './console/en.json';

/**
 * The back-office console's i18n (src/admin/): the same runtime as the shop's, its own catalogue
 * (namespace `console`, ./console/<lng>.json; English ships with the console's entry) and the
 * contract's messages (namespace `messages`: English is the contract's own text). Another language
 * is fetched when chosen: its console catalogue when one is written (English words stand in until
 * then) and the contract's messages from the shop's catalogue of that language. The console's own
 * messages (contract/console-messages.ts) are English only, as the console's catalogue; they are
 * not in the shop's books.
 */
const consoleCatalogues = import.meta.glob<{ default: Catalogue }>(['./console/*.json', '!./console/en.json']);
const shopCatalogues = import.meta.glob<{ default: Record<string, Catalogue> }>('./locales/*/index.ts');

export const CONSOLE_NS = 'console';

export function isConsoleLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

async function loadLanguage(lng: string): Promise<Bundles> {
  const out: Bundles = {};
  const own = consoleCatalogues[`./console/${lng}.json`];
  if (own) out[CONSOLE_NS] = (await own()).default;
  const shop = shopCatalogues[`./locales/${lng}/index.ts`];
  if (shop) {
    const { default: files } = await shop();
    for (const [file, data] of Object.entries(files)) if (/[\\/]messages\.json$/.test(file)) out.messages = data;
  }
  return out;
}

export async function createConsoleI18n(initial: unknown): Promise<I18n> {
  const i18n = createTranslator({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: CONSOLE_NS,
    // `common`: the shared UI kit's own words (PageLoading, LoadStates), from the console's catalogue.
    resources: {
      en: { [CONSOLE_NS]: english, common: { loading: english.loading, retry: english.retry }, messages: { ...messages, ...consoleMessages } },
    },
    load: loadLanguage,
  });
  const lng = isConsoleLanguage(initial) ? initial : DEFAULT_LANGUAGE;
  if (lng !== 'en') await changeConsoleLanguage(i18n, lng);
  return i18n;
}

/** Loads the language, switches, and sets `lang` and `dir` on the document (Arabic reads right to left). */
export async function changeConsoleLanguage(i18n: I18n, lng: LanguageCode): Promise<void> {
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = i18n.language;
    document.documentElement.dir = i18n.dir(i18n.language);
  }
}
