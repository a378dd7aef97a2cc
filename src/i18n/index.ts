import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { messages } from '../../contract/messages';

/**
 * i18next with one JSON file per language and namespace (locales/<lng>/<ns>.json). English ships
 * with the first page; other languages are fetched when chosen. The `messages` namespace in
 * English is the contract's own texts, so the spec's words are written once.
 */
const english = import.meta.glob<{ default: Record<string, unknown> }>('./locales/en/*.json', { eager: true });
const others = import.meta.glob<{ default: Record<string, unknown> }>(['./locales/*/*.json', '!./locales/en/*.json']);

export const NAMESPACES = ['common', 'messages'] as const;

function bundleOf(files: Record<string, { default: Record<string, unknown> }>) {
  const out: Record<string, Record<string, unknown>> = {};
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

async function loadLanguage(i18n: I18n, lng: LanguageCode): Promise<void> {
  if (lng === 'en' || i18n.hasResourceBundle(lng, 'common')) return;
  const files = Object.entries(others).filter(([file]) => file.startsWith(`./locales/${lng}/`));
  await Promise.all(
    files.map(async ([file, load]) => {
      const ns = /\/([\w-]+)\.json$/.exec(file)![1]!;
      i18n.addResourceBundle(lng, ns, (await load()).default, true, true);
    }),
  );
}

export async function createI18n(initial: string | undefined): Promise<I18n> {
  const i18n = i18next.createInstance();
  const lng = isLanguage(initial) ? initial : DEFAULT_LANGUAGE;
  const en = bundleOf(english);
  en.messages = { ...messages, ...(en.messages ?? {}) };
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(en),
    resources: { en },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lng !== 'en') await changeLanguage(i18n, lng);
  return i18n;
}

/** Loads the language's catalogues, switches, and sets `lang` and `dir` on the document. */
export async function changeLanguage(i18n: I18n, lng: LanguageCode): Promise<void> {
  await loadLanguage(i18n, lng);
  await i18n.changeLanguage(lng);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lng;
    document.documentElement.dir = directionOf(lng);
  }
}
