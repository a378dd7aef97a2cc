/**
 * A small i18n runtime that reads i18next v4 JSON catalogues as they are, so the files in
 * locales/<lng>/<ns>.json could go back to i18next at any time. What it understands:
 *
 * - `ns:key` picks the namespace (else the caller's default namespace, else `defaultNS`);
 *   `a.b.c` looks up nested objects (a flat key containing dots is tried too).
 * - `{{name}}` (and `{{- name}}`) interpolation from the options, nested paths allowed; a variable
 *   that is not given stays as written, like i18next. Nothing is HTML-escaped: React escapes.
 * - Plurals when `count` is a number: `key_zero` for 0 if the catalogue has it, then
 *   `key_<Intl.PluralRules category>`, then `key_other`, then `key`; `count` is interpolated too.
 * - A key missing in the current language is looked up in the fallback language (English), then
 *   `defaultValue`, then the key itself (without its namespace prefix).
 *
 * Not supported (not used by the catalogues): context, ordinals, `$t()` nesting, formatters.
 */

/** One namespace's catalogue: nested objects of strings. */
export type Catalogue = { [key: string]: string | Catalogue };
/** Catalogues of one language by namespace. */
export type Bundles = Record<string, Catalogue>;

export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

/** Fetches a language's catalogues by namespace; called once per language, on first use. */
export type Loader = (lng: string) => Promise<Bundles | undefined> | Bundles | undefined;

export interface I18nOptions {
  /** Starting language; its catalogues must be in `resources` (no loading at creation). */
  lng?: string;
  fallbackLng?: string;
  defaultNS?: string;
  resources?: Record<string, Bundles>;
  load?: Loader;
}

type Listener = (lng: string) => void;

const NS_SEPARATOR = ':';
const KEY_SEPARATOR = '.';
const PLACEHOLDER = /\{\{\s*(?:-\s*)?([^{}]+?)\s*\}\}/g;

// Languages written right to left (the widely used part of i18next's list); `-Arab` counts too.
const RTL = new Set(['ar', 'arc', 'arz', 'ckb', 'dv', 'fa', 'he', 'iw', 'pes', 'prs', 'ps', 'sd', 'syr', 'ug', 'ur', 'yi', 'ji']);

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(lng: string): Intl.PluralRules {
  let rules = pluralRules.get(lng);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(lng, rules);
  }
  return rules;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `a.b.c` in nested objects; a flat key that itself contains dots is accepted as well. */
function lookup(data: unknown, path: string): unknown {
  if (!isObject(data)) return undefined;
  if (Object.prototype.hasOwnProperty.call(data, path)) return data[path];
  let node: unknown = data;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (!isObject(node) || !Object.prototype.hasOwnProperty.call(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

function deepMerge(target: Record<string, unknown>, source: Record<string, unknown>, overwrite: boolean) {
  for (const [k, v] of Object.entries(source)) {
    const current = target[k];
    if (isObject(v) && isObject(current)) deepMerge(current, v, overwrite);
    else if (isObject(v) && current === undefined) target[k] = deepMerge({}, v, true);
    else if (overwrite || current === undefined) target[k] = v;
  }
  return target;
}

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, spec: string) => {
    const name = spec.split(',')[0]!.trim();
    const value = Object.prototype.hasOwnProperty.call(options, name) ? options[name] : lookup(options, name);
    if (value === undefined) return Object.prototype.hasOwnProperty.call(options, name) ? '' : whole;
    return value === null ? '' : String(value);
  });
}

export class I18n {
  language: string;
  readonly fallbackLng: string;
  readonly defaultNS: string;
  private readonly store: Record<string, Bundles> = {};
  private readonly loading = new Map<string, Promise<void>>();
  private readonly listeners = new Set<Listener>();
  private readonly loader: Loader | undefined;
  private switching = 0;

  constructor(options: I18nOptions = {}) {
    this.fallbackLng = options.fallbackLng ?? 'en';
    this.language = options.lng ?? this.fallbackLng;
    this.defaultNS = options.defaultNS ?? 'common';
    this.loader = options.load;
    for (const [lng, bundles] of Object.entries(options.resources ?? {})) {
      for (const [ns, data] of Object.entries(bundles)) this.addResourceBundle(lng, ns, data);
      this.loading.set(lng, Promise.resolve());
    }
  }

  /** Translates `key` (`ns:key` or a key of `ns`, the default namespace when not given). */
  t(key: string, options?: TOptions, ns: string = this.defaultNS): string {
    let namespace = ns;
    let path = key;
    const colon = key.indexOf(NS_SEPARATOR);
    if (colon > 0) {
      namespace = key.slice(0, colon);
      path = key.slice(colon + 1);
    }
    const count = options?.count;
    const languages = this.language === this.fallbackLng ? [this.language] : [this.language, this.fallbackLng];
    for (const lng of languages) {
      const data = this.store[lng]?.[namespace];
      if (!data) continue;
      const candidates = [path];
      if (typeof count === 'number') {
        candidates.unshift(`${path}_${pluralRulesOf(lng).select(count)}`, `${path}_other`);
        if (count === 0) candidates.unshift(`${path}_zero`);
      }
      for (const candidate of candidates) {
        const found = lookup(data, candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
    return interpolate(options?.defaultValue ?? path, options);
  }

  /** A `t` whose keys without a prefix belong to `ns`. */
  getFixedT(ns: string = this.defaultNS): TFunction {
    return (key, options) => this.t(key, options, ns);
  }

  /** Loads the language's catalogues (once), then switches to it and tells the subscribers. */
  async changeLanguage(lng: string): Promise<void> {
    const ticket = ++this.switching;
    await this.loadLanguage(lng);
    // A later call that finished first has the last word.
    if (ticket !== this.switching || lng === this.language) return;
    this.language = lng;
    for (const listener of [...this.listeners]) listener(lng);
  }

  /** Fetches the language's catalogues through the loader, once; a failed load may be retried. */
  loadLanguage(lng: string): Promise<void> {
    let pending = this.loading.get(lng);
    if (!pending) {
      pending = Promise.resolve()
        .then(() => this.loader?.(lng))
        .then(
          (bundles) => {
            for (const [ns, data] of Object.entries(bundles ?? {})) this.addResourceBundle(lng, ns, data, true, true);
          },
          (error: unknown) => {
            this.loading.delete(lng);
            throw error;
          },
        );
      this.loading.set(lng, pending);
    }
    return pending;
  }

  dir(lng: string = this.language): 'ltr' | 'rtl' {
    const lower = lng.toLowerCase();
    if (lower.includes('-latn')) return 'ltr';
    return RTL.has(lower.split(/[-_]/)[0]!) || lower.includes('-arab') ? 'rtl' : 'ltr';
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.store[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Catalogue | undefined {
    return this.store[lng]?.[ns];
  }

  /** Adds a namespace's catalogue; as in i18next, `deep` merges into what is there and `overwrite` wins clashes. */
  addResourceBundle(lng: string, ns: string, data: Catalogue, deep = false, overwrite = false): this {
    const bundles = (this.store[lng] ??= {});
    const current = bundles[ns];
    if (!current) bundles[ns] = deepMerge({}, data, true) as Catalogue;
    else if (deep) deepMerge(current, data, overwrite);
    else bundles[ns] = { ...current, ...data };
    return this;
  }

  /** Calls `listener` after each language change; returns the unsubscribe function. */
  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }
}

export function createTranslator(options?: I18nOptions): I18n {
  return new I18n(options);
}
