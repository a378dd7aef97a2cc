import type { LanguageCode } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { lookupTranslations } from './translations';

/** The content fields of the catalogue's replies that are translated (codes, sizes, colours are not). */
type ContentField = 'name' | 'description';

/** How long a translated copy is reused: a translation the job adds shows within this. */
const REUSE_MS = 60_000;
const copies = new WeakMap<object, Map<LanguageCode, { at: number; value: unknown }>>();

/**
 * A copy of `items` (cards, a product) with their names and descriptions in `lang` where a
 * translation is held, English where not; English itself is answered as it is. A cached read
 * (the same object) gets the same copy for a minute, so a page asked again costs a lookup.
 * `translated` says whether every text had a translation.
 */
export async function contentIn<T extends object>(db: Db, lang: LanguageCode, key: object, items: T[], fields: ContentField[]): Promise<{ items: T[]; translated: boolean }> {
  if (lang === 'en') return { items, translated: true };
  const byLang = copies.get(key);
  const hit = byLang?.get(lang);
  if (hit && Date.now() - hit.at < REUSE_MS) return hit.value as { items: T[]; translated: boolean };
  const texts: string[] = [];
  for (const item of items) for (const f of fields) {
    const v = (item as Record<string, unknown>)[f];
    if (typeof v === 'string' && v.trim()) texts.push(v);
  }
  const held = await lookupTranslations(db, lang, [...new Set(texts)]);
  const out = items.map((item) => {
    const copy = { ...item } as Record<string, unknown>;
    for (const f of fields) {
      const v = copy[f];
      if (typeof v === 'string' && held.has(v)) copy[f] = held.get(v);
    }
    return copy as T;
  });
  const value = { items: out, translated: texts.every((t) => held.has(t)) };
  if (byLang) byLang.set(lang, { at: Date.now(), value });
  else copies.set(key, new Map([[lang, { at: Date.now(), value }]]));
  return value;
}

/**
 * A product page in `lang` (name and description), the same object while English; `content_lang`
 * says which language it is in ('en' until every text of it is translated).
 */
export async function detailIn<T extends { name: string; description: string; content_lang: string }>(db: Db, lang: LanguageCode, detail: T): Promise<{ value: T; translated: boolean }> {
  const { items, translated } = await contentIn(db, lang, detail, [detail], ['name', 'description']);
  const value = items[0]!;
  // The copy is this module's own (never the cached read) and is marked before it is first sent.
  if (value !== detail && translated) value.content_lang = lang;
  return { value, translated };
}

/** Cards in `lang` (names), the same array while English. */
export async function cardsIn<T extends { name: string }>(db: Db, lang: LanguageCode, cards: T[]): Promise<{ value: T[]; translated: boolean }> {
  const { items, translated } = await contentIn(db, lang, cards, cards, ['name']);
  return { value: items, translated };
}

/** A page of cards in `lang`, the same page while English (its copy reused like the cards'). */
const pages = new WeakMap<object, { items: object[]; page: object }>();
export async function pageIn<P extends { items: T[] }, T extends { name: string }>(db: Db, lang: LanguageCode, page: P): Promise<{ value: P; translated: boolean }> {
  const { value: items, translated } = await cardsIn(db, lang, page.items);
  if (items === page.items) return { value: page, translated };
  const held = pages.get(page);
  if (held?.items === items) return { value: held.page as P, translated };
  const copy = { ...page, items };
  pages.set(page, { items, page: copy });
  return { value: copy, translated };
}
