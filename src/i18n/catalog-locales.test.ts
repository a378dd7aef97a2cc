import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';

type Tree = { [key: string]: string | Tree };
const files = import.meta.glob<{ default: Tree }>('./locales/*/{catalog,wishlist,home,cart}.json', { eager: true });
const of = (lng: string, ns: string) => files[`./locales/${lng}/${ns}.json`]?.default;

/** Every leaf key, plural forms folded into their base key (Arabic has more of them than English). */
function keys(tree: Tree, prefix = ''): string[] {
  return [...new Set(Object.entries(tree).flatMap(([k, v]) => {
    const path = `${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof v === 'string' ? [path] : keys(v, `${path}.`);
  }))].sort();
}
function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

describe('catalogue, wishlist, home and cart catalogues', () => {
  for (const { code } of LANGUAGES) {
    for (const ns of ['catalog', 'wishlist', 'home', 'cart']) {
      it(`${code} has every ${ns} string, none empty`, () => {
        expect(keys(of(code, ns) ?? {})).toEqual(keys(of('en', ns)!));
        for (const v of values(of(code, ns)!)) expect(v.trim()).not.toBe('');
      });
    }
  }
});
