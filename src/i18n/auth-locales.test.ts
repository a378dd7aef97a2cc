import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { LANGUAGES } from '../../contract/constants';
import { catalogueKeys, catalogueValues, type Tree } from './catalogue-keys';

const files = import.meta.glob<{ default: Tree }>('./locales/*/{auth,account,messages}.json', { eager: true });
const of = (lng: string, ns: string) => files[`./locales/${lng}/${ns}.json`]?.default;

describe('auth, account and messages catalogues', () => {
  for (const { code } of LANGUAGES) {
    it(`${code} has every auth and account string`, () => {
      for (const ns of ['auth', 'account']) {
        expect(catalogueKeys(of(code, ns) ?? {})).toEqual(catalogueKeys(of('en', ns)!));
        for (const v of catalogueValues(of(code, ns)!)) expect(v.trim()).not.toBe('');
      }
    });
    if (code !== 'en') {
      it(`${code} translates every contract message`, () => {
        expect(Object.keys(of(code, 'messages') ?? {}).sort()).toEqual(Object.keys(messages).sort());
      });
    }
  }

  it('keeps the spec wording of the sign-in link in English', () => {
    expect(of('en', 'auth')!.forgotPassword).toBe('Forgot Your Password ?');
  });
});
