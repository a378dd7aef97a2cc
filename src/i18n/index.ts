import { createTranslator, type Bundles, type Catalogue, type I18n } from './runtime';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { messages } from '../../contract/messages';

/**
 * The in-house runtime (./runtime.ts) over i18next-format catalogues, one JSON file per language
 * and namespace (locales/<lng>/<ns>.json). English ships with the first page; other languages
 * are fetched when chosen. The `messages` namespace in
 * English is the contract's own texts, so the spec's words are written once.
 */
const english = import.meta.glob<{ default: Catalogue }>('./locales/en/*.json', { eager: true });
const others = import.meta.glob<{ default: Catalogue }>(['./locales/*/*.json', '!./locales/en/*.json']);

export const NAMESPACES = ['common', 'messages'] as const;

function bundleOf(files: Record<string, { default: Catalogue }>): Bundles {
  const out: Bundles = {};
  for (const [file, mod] of Object.entries(files)) {
    const ns = /\/([\w-]+)\.json$/.exec(file)![1]!;
    out[ns] = mod.default;
  }
  return out;
}

export function isLanguage(code: string | null | undefined): code is LanguageCode {
  return LANGUAGES.some((l) => l.code === code);
}

export function directionOf(code: string): 'ltr' | 'rtl' {
  return LANGUAGES.find((l) => l.code === code)?.dir ?? 'ltr';
}

/** The catalogues of a language other than English, fetched when it is first chosen. */
async function loadLanguage(lng: string): Promise<Bundles> {
  const files = Object.entries(others).filter(([file]) => file.startsWith(`./locales/${lng}/`));
  const loaded = await Promise.all(files.map(async ([file, load]) => [file, await load()] as const));
  return bundleOf(Object.fromEntries(loaded));
}

export async function createI18n(initial: string | undefined): Promise<I18n> {
  const lng = isLanguage(initial) ? initial : DEFAULT_LANGUAGE;
  const en = bundleOf(english);
  en.messages = { ...messages, ...(en.messages ?? {}) };
  const i18n = createTranslator({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    resources: { en },
    load: loadLanguage,
  });
  if (lng !== 'en') await changeLanguage(i18n, lng);
  return i18n;
}

/** Loads the language's catalogues, switches, and sets `lang` and `dir` on the document. */
export async function changeLanguage(i18n: I18n, lng: LanguageCode): Promise<void> {
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    // The language now in use: a later switch that finished first has the last word.
    document.documentElement.lang = i18n.language;
    document.documentElement.dir = directionOf(i18n.language);
  }
}
