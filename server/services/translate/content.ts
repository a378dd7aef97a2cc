import type { LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import type { ReadApp, ReadCache } from '../platform/read-cache';
import type { PostLink, PostSummary } from '../../../contract/blog';
import type { ContentPage } from '../../../contract/content';
import { htmlTexts, htmlWith } from './html';
import { lookupTranslations } from './translations';

/** The plain content fields of the catalogue's replies that are translated whole (codes, sizes, colours are not). */
type ContentField = 'name';
/** A field of Markdown-made HTML whose text nodes are translated, its markup kept (./html.ts). */
type HtmlField = 'description_html';

/**
 * What a new or corrected translation drops from the read cache. No entry is kept under it: what
 * depends on the translations held are the copies below, and they are reused only while the read
 * cache's generation stays the same, which dropping any key (here or, through Redis, in another
 * process) moves on.
 */
export const TRANSLATIONS_KEY = 'translations';

/**
 * Translations were made or corrected (the job's fill, the operator's `set`): every process drops
 * its copies, so the next read shows them at once.
 */
export function translationsChanged(cache: Pick<ReadCache, 'invalidate'>): void {
  cache.invalidate(TRANSLATIONS_KEY);
}

/**
 * How long a copy is reused at most while the read cache's generation stays the same (a fill or a
 * correction moves it on, translationsChanged): a safety net for a writer that could not tell this
 * process (an operator's CLI on another database connection without Redis). A whole translation
 * for a minute; a partial or missing one for a few seconds.
 */
const REUSE_MS = 60_000;
const REUSE_UNTRANSLATED_MS = 5_000;
const copies = new WeakMap<object, Map<LanguageCode, { at: number; generation: number; value: unknown }>>();

/**
 * A copy of `items` (cards, a product) with their names in `lang` where a translation is held, and
 * their `html` field (a product's description) in `lang` where every one of its text nodes is (all
 * or nothing, markup untouched, as posts and pages); English where not, and English itself is
 * answered as it is. A cached read
 * (the same object) gets the same copy until the translations change (or for a minute at most),
 * so a page asked again costs no lookup. `translated` says whether every text had a translation.
 */
export async function contentIn<T extends object>(
  app: ReadApp,
  lang: LanguageCode,
  key: object,
  items: T[],
  fields: ContentField[],
  html?: HtmlField,
): Promise<{ items: T[]; translated: boolean }> {
  if (lang === 'en') return { items, translated: true };
  const byLang = copies.get(key);
  const hit = byLang?.get(lang);
  const generation = app.readCache.generation;
  if (hit && hit.generation === generation) {
    const value = hit.value as { items: T[]; translated: boolean };
    if (Date.now() - hit.at < (value.translated ? REUSE_MS : REUSE_UNTRANSLATED_MS)) return value;
  }
  const htmlOf = (item: T): string | undefined => {
    const v = html ? (item as Record<string, unknown>)[html] : undefined;
    return typeof v === 'string' ? v : undefined;
  };
  const texts: string[] = [];
  for (const item of items) {
    for (const f of fields) {
      const v = (item as Record<string, unknown>)[f];
      if (typeof v === 'string' && v.trim()) texts.push(v);
    }
    const markup = htmlOf(item);
    if (markup) texts.push(...htmlTexts(markup));
  }
  const held = await lookupTranslations(app.db, lang, [...new Set(texts)]);
  const out = items.map((item) => {
    const copy = { ...item } as Record<string, unknown>;
    for (const f of fields) {
      const v = copy[f];
      if (typeof v === 'string' && held.has(v)) copy[f] = held.get(v);
    }
    const markup = htmlOf(item);
    if (markup) copy[html!] = htmlWith(markup, held) ?? markup;
    return copy as T;
  });
  const value = { items: out, translated: texts.every((t) => held.has(t)) };
  // Stamped with the generation read before the lookup: a change made while it ran is not missed.
  const copy = { at: Date.now(), generation, value };
  if (byLang) byLang.set(lang, copy);
  else copies.set(key, new Map([[lang, copy]]));
  return value;
}

/**
 * A product page in `lang` (its name, and its description's text nodes), the same object while
 * English; `content_lang` says which language it is in ('en' until every text of it is translated).
 */
export async function detailIn<T extends { name: string; description_html: string; content_lang: string }>(
  app: ReadApp,
  lang: LanguageCode,
  detail: T,
): Promise<{ value: T; translated: boolean }> {
  const { items, translated } = await contentIn(app, lang, detail, [detail], ['name'], 'description_html');
  const value = items[0]!;
  // The copy is this module's own (never the cached read) and is marked before it is first sent.
  if (value !== detail && translated) value.content_lang = lang;
  return { value, translated };
}

/** Cards in `lang` (names), the same array while English. */
export async function cardsIn<T extends { name: string }>(
  app: ReadApp,
  lang: LanguageCode,
  cards: T[],
): Promise<{ value: T[]; translated: boolean }> {
  const { items, translated } = await contentIn(app, lang, cards, cards, ['name']);
  return { value: items, translated };
}

/** A page of cards in `lang`, the same page while English (its copy reused like the cards'). */
const pages = new WeakMap<object, { items: object[]; page: object }>();
export async function pageIn<P extends { items: T[] }, T extends { name: string }>(
  app: ReadApp,
  lang: LanguageCode,
  page: P,
): Promise<{ value: P; translated: boolean }> {
  const { value: items, translated } = await cardsIn(app, lang, page.items);
  if (items === page.items) return { value: page, translated };
  const held = pages.get(page);
  if (held?.items === items) return { value: held.page as P, translated };
  const copy = { ...page, items };
  pages.set(page, { items, page: copy });
  return { value: copy, translated };
}

/** What a text of the blog or the information pages says its language with ('en' until translated). */
interface InLanguage {
  content_lang: string;
}

/**
 * Texts of posts or pages in `lang`, each all or nothing: an item whose every text (its plain
 * `fields`, and the text nodes of its Markdown-made `html`, ./html.ts) is held comes as a copy in
 * `lang` (`content_lang` = lang, markup untouched); any other stays in English as it is, which the
 * app says. One lookup for all the items; nothing is ever translated here.
 */
export async function textsIn<T extends InLanguage>(
  db: Db,
  lang: LanguageCode,
  items: T[],
  fields: readonly (keyof T & string)[],
  html?: keyof T & string,
): Promise<T[]> {
  if (lang === 'en' || !items.length) return items;
  const sourcesOf = (item: T): string[] => {
    const plain = fields.map((f) => item[f] as string).filter((t) => t.trim());
    return html ? [...plain, ...htmlTexts(item[html] as string)] : plain;
  };
  const held = await lookupTranslations(db, lang, [...new Set(items.flatMap(sourcesOf))]);
  return items.map((item) => {
    if (!sourcesOf(item).every((t) => held.has(t))) return item;
    const copy: Record<string, unknown> = { ...(item as object), content_lang: lang };
    for (const f of fields) if ((item[f] as string).trim()) copy[f] = held.get(item[f] as string);
    if (html) copy[html] = htmlWith(item[html] as string, held);
    return copy as T;
  });
}

/** A post's texts that are translated (the cover's alt text too); codes, tags and author are not. */
const POST_FIELDS = ['title', 'excerpt', 'cover_alt'] as const;

/** Posts of a list in `lang` where translated (textsIn). */
export function postsIn<T extends PostSummary>(db: Db, lang: LanguageCode, items: T[]): Promise<T[]> {
  return textsIn(db, lang, items, POST_FIELDS);
}

/** A post in `lang` where translated: its texts and body (all or nothing), and its neighbours' titles each. */
export async function postIn<T extends PostSummary & { html: string; previous: PostLink | null; next: PostLink | null }>(
  db: Db,
  lang: LanguageCode,
  post: T,
): Promise<T> {
  if (lang === 'en') return post;
  const [value] = await textsIn(db, lang, [post], POST_FIELDS, 'html');
  const links = [post.previous, post.next].filter((l): l is PostLink => l !== null);
  const translated = await textsIn(db, lang, links, ['title']);
  const linkIn = (l: PostLink | null) => (l ? translated[links.indexOf(l)]! : null);
  return { ...value!, previous: linkIn(post.previous), next: linkIn(post.next) };
}

/** An information page or agreement in `lang` where translated (title, description and text, all or nothing). */
export async function contentPageIn(db: Db, lang: LanguageCode, page: ContentPage): Promise<ContentPage> {
  return (await textsIn(db, lang, [page], ['title', 'description'], 'html'))[0]!;
}
