import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { catalogueKeys as keys, catalogueValues as values, type Tree } from './catalogue-keys';

const files = import.meta.glob<{ default: Tree }>('./locales/*/{catalog,wishlist,home,cart,checkout,sale,info,blog,live}.json', { eager: true });
const of = (lng: string, ns: string) => files[`./locales/${lng}/${ns}.json`]?.default;

describe('catalogue, wishlist, home, cart, checkout, sale, info, blog and live catalogues', () => {
  for (const { code } of LANGUAGES) {
    for (const ns of ['catalog', 'wishlist', 'home', 'cart', 'checkout', 'sale', 'info', 'blog', 'live']) {
      it(`${code} has every ${ns} string, none empty`, () => {
        expect(keys(of(code, ns) ?? {})).toEqual(keys(of('en', ns)!));
        for (const v of values(of(code, ns)!)) expect(v.trim()).not.toBe('');
      });
    }
  }
});
