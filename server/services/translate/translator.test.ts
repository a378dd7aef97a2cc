import { describe, expect, it } from 'vitest';
import { piecesOf, translateKeeping, type Translator } from './translator';
import { loadTranslatorConfig } from './config';

/** Upper-cases what it is given and records the batches: shows exactly what a translator sees. */
function shouting(): Translator & { batches: string[][] } {
  const batches: string[][] = [];
  return {
    name: 'shout',
    batches,
    supports: (lang) => lang === 'es',
    async translate(texts) {
      batches.push(texts);
      return texts.map((t) => t.toUpperCase());
    },
  };
}

describe('translateKeeping', () => {
  it('never sends codes, sizes or prescription values, and keeps the spaces around them', async () => {
    const t = shouting();
    const [out] = await translateKeeping(t, ['Round frames 52-18-140, SKU OS-1234 for SPH -2.25 lenses'], 'es');
    expect(out).toBe('ROUND FRAMES 52-18-140, SKU OS-1234 FOR SPH -2.25 LENSES');
    expect(t.batches).toEqual([['Round frames', 'SKU', 'for SPH', 'lenses']]);
  });

  it('sends every text of a call in one batch and answers them in order; a text of numbers only is kept', async () => {
    const t = shouting();
    expect(await translateKeeping(t, ['cat eye', '140', '', 'aviator'], 'es')).toEqual(['CAT EYE', '140', '', 'AVIATOR']);
    expect(t.batches).toHaveLength(1);
  });

  it('refuses an answer with a different number of texts', async () => {
    const broken: Translator = { name: 'broken', supports: () => true, translate: async () => ['one'] };
    await expect(translateKeeping(broken, ['a', 'b'], 'es')).rejects.toThrow('broken answered 1 texts for 2');
  });

  it('cuts a text into runs and kept words', () => {
    expect(piecesOf('a 1.67 b')).toEqual([
      { text: 'a ', translate: true },
      { text: '1.67', translate: false },
      { text: ' b', translate: true },
    ]);
  });
});

describe('loadTranslatorConfig', () => {
  it('is none by default, the configured service otherwise, and says what is missing', () => {
    expect(loadTranslatorConfig({})).toEqual({ kind: 'none' });
    expect(loadTranslatorConfig({ TRANSLATOR: 'apertium' })).toEqual({ kind: 'apertium' });
    expect(loadTranslatorConfig({ TRANSLATE_URL: 'http://lt:5000' })).toEqual({ kind: 'libretranslate', url: 'http://lt:5000', apiKey: undefined });
    expect(loadTranslatorConfig({ DEEPL_API_KEY: 'k:fx', TRANSLATE_URL: 'http://lt' })).toEqual({ kind: 'deepl', apiKey: 'k:fx' });
    expect(() => loadTranslatorConfig({ TRANSLATOR: 'deepl' })).toThrow('needs DEEPL_API_KEY');
    expect(() => loadTranslatorConfig({ TRANSLATOR: 'babel' })).toThrow('expected apertium');
  });
});
