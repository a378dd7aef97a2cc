import { createTranslator, type Bundles, type Catalogue, type I18n } from './runtime';
import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../contract/constants';
import { messages } from '../../contract/messages';

/**
 * The in-house runtime (./runtime.ts) over i18next-format catalogues, one JSON file per language
 * and namespace (locales/<lng>/<ns>.json). Another language is fetched when chosen, all its
 * namespaces in one chunk (locales/<lng>/index.ts). The `messages` namespace in English is the
 * contract's own texts, so the spec's words are written once.
 *
 * English of the shell ships with the entry. The namespaces of the pages come with them, in two
 * chunks: ./catalogue-en.ts (catalog, home), ./product-en.ts (product), ./auth-en.ts (auth) and
 * ./shop-en.ts (cart, checkout, payment, orders, account), the first and last with coupons (the coupon strip
 * on home and in the cart), ./popups-en.ts (the pop-ups to visitors and the questionnaires), ./sale-en.ts (the sale page and the home page's sale countdown) ./info-en.ts (the information pages, the contact form and the blog), ./live-en.ts (the live-stream player) ./support-en.ts (the support chat widget) ./services-en.ts (the wholesale services' pages: pre-orders, reorder, custom logo) and ./catalogues-en.ts (the spec's catalogue pages: lookbook, frame and lens price lists, with the shopping lists' words); `loadStrings(group)` loads one beside a page's code, so the first
 * screen's script does not carry them.
 */
const english = import.meta.glob<{ default: Catalogue }>(
  [
    './locales/en/*.json',
    '!./locales/en/{auth,catalog,home,product,account,cart,checkout,coupons,orders,payment,popups,sale,questionnaire,info,blog,live,support,wholesale,services,catalogues}.json',
  ],
  { eager: true },
);
const pageGroups = {
  catalogue: () => import('./catalogue-en'),
  product: () => import('./product-en'),
  auth: () => import('./auth-en'),
  shop: () => import('./shop-en'),
  popups: () => import('./popups-en'),
  sale: () => import('./sale-en'),
  info: () => import('./info-en'),
  live: () => import('./live-en'),
  support: () => import('./support-en'),
  services: () => import('./services-en'),
  catalogues: () => import('./catalogues-en'),
};
export type StringsGroup = keyof typeof pageGroups;
const others = import.meta.glob<{ default: Record<string, Catalogue> }>('./locales/*/index.ts');

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
  const load = others[`./locales/${lng}/index.ts`];
  if (!load) return {};
  const { default: files } = await load();
  const out: Bundles = {};
  for (const [file, data] of Object.entries(files)) out[/([\w-]+)\.json$/.exec(file)![1]!] = data;
  return out;
}

let current: I18n | null = null;
const loaded = new Map<StringsGroup, Promise<Bundles>>();

function fetchGroup(group: StringsGroup): Promise<Bundles> {
  let pending = loaded.get(group);
  if (!pending) {
    pending = pageGroups[group]().then((m) => m.default);
    pending.catch(() => loaded.delete(group)); // the next page load tries again
    loaded.set(group, pending);
  }
  return pending;
}

function addEnglish(i18n: I18n, bundles: Bundles) {
  for (const [ns, data] of Object.entries(bundles)) i18n.addResourceBundle('en', ns, data);
}

/**
 * Loads the English namespaces of a group of pages and adds them to the app's instance (or the
 * one given). A page may start loading before the instance exists (the boot preloads the current
 * page): `createI18n` then adds the groups already on their way.
 */
export async function loadStrings(group: StringsGroup, i18n: I18n | null = null): Promise<void> {
  const bundles = await fetchGroup(group);
  const target = i18n ?? current;
  if (target) addEnglish(target, bundles);
}

/** Every group at once (component tests render any page). */
export function loadAllStrings(i18n: I18n): Promise<void> {
  return Promise.all((Object.keys(pageGroups) as StringsGroup[]).map((g) => loadStrings(g, i18n))).then(() => undefined);
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
  current = i18n;
  // Groups a preloading page asked for before the instance existed.
  const early = await Promise.all([...loaded.values()].map((p) => p.catch(() => ({}) as Bundles)));
  for (const bundles of early) addEnglish(i18n, bundles);
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
