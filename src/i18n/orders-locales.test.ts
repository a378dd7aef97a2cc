import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/constants';
import { catalogueKeys, catalogueValues, type Tree } from './catalogue-keys';

const files = import.meta.glob<{ default: Tree }>('./locales/*/{orders,account,common,coupons,popups}.json', { eager: true });
const of = (lng: string, ns: string) => files[`./locales/${lng}/${ns}.json`]?.default;

describe('orders, account, coupons and common catalogues', () => {
  for (const { code } of LANGUAGES) {
    for (const ns of ['orders', 'account', 'common', 'coupons', 'popups']) {
      it(`${code} has every ${ns} string, none empty`, () => {
        expect(catalogueKeys(of(code, ns) ?? {})).toEqual(catalogueKeys(of('en', ns)!));
        for (const v of catalogueValues(of(code, ns)!)) expect(v.trim()).not.toBe('');
      });
    }
  }
});
