import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { allMessages } from '../../contract/all-messages';
import { MESSAGE_KEYS, messages } from '../../contract/messages';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true }).flatMap((e) => {
    const file = path.join(e.parentPath, e.name);
    return e.isFile() && /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [file] : [];
  });
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const catalogue = (lng: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src/i18n/locales', lng, 'messages.json'), 'utf8'));

/**
 * The server sends a message's key beside its text (`key`, `values`, `data.field_keys`): the
 * references its code says (`said('...')`) and the contract's texts yup checks produce, keyed by
 * their words, so any key of `messages` may travel. The app translates each by key: every one has
 * words in every language, with the template's placeholders for the values that come with it. The
 * console's (`consoleMessages`) are English for now, as the console's own catalogue: its other
 * languages come with that catalogue's.
 */
describe('the message keys the server sends', () => {
  const said = new Set(
    [...sourcesUnder('server'), ...sourcesUnder('scripts')].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bsaid\('(\w+)'/g)].map((m) => m[1]!),
    ),
  );

  it("are the contract's keys (the server says over a hundred of them)", () => {
    expect(said.size).toBeGreaterThan(100);
    expect([...said].filter((k) => !Object.hasOwn(allMessages, k))).toEqual([]);
  });

  for (const { code } of LANGUAGES) {
    it(`have words in ${code} for every key of the shop, with the template's placeholders`, () => {
      const words = code === 'en' ? { ...messages, ...catalogue('en') } : catalogue(code);
      const missing = MESSAGE_KEYS.filter((k) => !words[k]?.trim());
      expect(missing).toEqual([]);
      const unlike = MESSAGE_KEYS.filter((k) => placeholdersOf(words[k]!).join() !== placeholdersOf(messages[k]).join());
      expect(unlike).toEqual([]);
    });
  }
});
