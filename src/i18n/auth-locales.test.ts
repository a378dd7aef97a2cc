import { describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { LANGUAGES } from '../../contract/constants';

const files = import.meta.glob<{ default: Record<string, string> }>('./locales/*/{auth,account,messages}.json', { eager: true });
const of = (lng: string, ns: string) => files[`./locales/${lng}/${ns}.json`]?.default;

describe('auth, account and messages catalogues', () => {
  for (const { code } of LANGUAGES) {
    it(`${code} has every auth and account string`, () => {
      for (const ns of ['auth', 'account']) {
        expect(Object.keys(of(code, ns) ?? {}).sort()).toEqual(Object.keys(of('en', ns)!).sort());
        for (const v of Object.values(of(code, ns)!)) expect(v.trim()).not.toBe('');
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
