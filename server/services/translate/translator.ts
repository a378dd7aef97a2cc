import type { LanguageCode } from '../../../contract/constants';

/**
 * A machine translator of the shop's content (product names and descriptions, later posts and
 * information pages) from English. UI strings never come from here: they are the hand-made
 * catalogues of src/i18n. Chosen by configuration (`TRANSLATOR`, ./registry.ts).
 */
export interface Translator {
  readonly name: string;
  /** Whether it translates English into `lang`. */
  supports(lang: LanguageCode): boolean;
  /** Each plain text in `lang`, in order (one request or process for the whole batch). */
  translate(texts: string[], lang: LanguageCode): Promise<string[]>;
}

/**
 * A word holding a digit is kept as written: product codes (OS-1234), sizes (52-18-140),
 * prescription values (+2.50, 1.67) and prices are never translated.
 */
const KEPT = /\S*\d\S*/g;

interface Piece {
  text: string;
  /** Translated (with its surrounding spaces put back), or kept as written. */
  translate: boolean;
}

/** A text cut into the runs a translator gets and the words it never sees. */
export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const m of text.matchAll(KEPT)) {
    if (m.index > at) pieces.push({ text: text.slice(at, m.index), translate: true });
    pieces.push({ text: m[0], translate: false });
    at = m.index + m[0].length;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), translate: true });
  return pieces;
}

/**
 * Translates texts with `translator`, keeping the words of KEPT and the spaces around each run as
 * they were: every run with letters in it, of every text, goes in one batch.
 */
export async function translateKeeping(translator: Translator, texts: string[], lang: LanguageCode): Promise<string[]> {
  const cut = texts.map(piecesOf);
  const runs: string[] = [];
  for (const pieces of cut) for (const p of pieces) if (p.translate && /\p{L}/u.test(p.text)) runs.push(p.text.trim());
  const done = runs.length ? await translator.translate(runs, lang) : [];
  if (done.length !== runs.length) throw new Error(`${translator.name} answered ${done.length} texts for ${runs.length}`);
  let next = 0;
  return cut.map((pieces) =>
    pieces
      .map((p) => {
        if (!p.translate || !/\p{L}/u.test(p.text)) return p.text;
        const lead = /^\s*/.exec(p.text)![0];
        const trail = /\s*$/.exec(p.text)![0];
        return lead + done[next++]!.trim() + trail;
      })
      .join(''),
  );
}
