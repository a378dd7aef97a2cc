import { describe, expect, it, vi } from 'vitest';
import { createTranslator, type Bundles } from './runtime';

const en: Bundles = {
  common: {
    hello: 'Hello',
    greeting: 'Hello, {{name}}!',
    nested: { deeper: { leaf: 'Leaf' } },
    'flat.key': 'Flat',
    cart_zero: 'Your cart is empty',
    cart_one: '{{count}} item',
    cart_other: '{{count}} items',
    only_other: '{{count}} things',
    onlyEnglish: 'Only in English',
    user: 'Signed in as {{user.name}}',
    empty: '',
  },
  shell: { title: 'Shell title', menu: { open: 'Open the menu' } },
};

const ar: Bundles = {
  common: {
    hello: 'مرحبا',
    count_zero: 'لا مجموعات',
    count_one: 'مجموعة واحدة',
    count_two: 'مجموعتان',
    count_few: '{{count}} مجموعات',
    count_many: '{{count}} مجموعة',
    count_other: '{{count}} مجموعة (أخرى)',
  },
  shell: { title: 'عنوان' },
};

function translator(load = vi.fn(async (lng: string) => (lng === 'ar' ? ar : undefined))) {
  return { i18n: createTranslator({ lng: 'en', fallbackLng: 'en', defaultNS: 'common', resources: { en }, load }), load };
}

describe('i18n runtime: lookup', () => {
  it('reads the default namespace, a given namespace and an `ns:` prefix', () => {
    const { i18n } = translator();
    expect(i18n.t('hello')).toBe('Hello');
    expect(i18n.t('title', undefined, 'shell')).toBe('Shell title');
    expect(i18n.t('shell:title')).toBe('Shell title');
    expect(i18n.getFixedT('shell')('common:hello')).toBe('Hello');
  });

  it('follows nested keys, and accepts a flat key with dots', () => {
    const { i18n } = translator();
    expect(i18n.t('nested.deeper.leaf')).toBe('Leaf');
    expect(i18n.t('shell:menu.open')).toBe('Open the menu');
    expect(i18n.t('flat.key')).toBe('Flat');
  });

  it('returns defaultValue, else the key without its namespace, for a missing or non-text key', () => {
    const { i18n } = translator();
    expect(i18n.t('missing')).toBe('missing');
    expect(i18n.t('shell:missing.key')).toBe('missing.key');
    expect(i18n.t('nowhere:key')).toBe('key');
    expect(i18n.t('missing', { defaultValue: 'Mon–Fri {{from}}', from: '9:00' })).toBe('Mon–Fri 9:00');
    expect(i18n.t('nested.deeper')).toBe('nested.deeper');
    expect(i18n.t('empty', { defaultValue: 'x' })).toBe('');
  });
});

describe('i18n runtime: interpolation', () => {
  it('fills {{name}} and nested {{a.b}} without escaping', () => {
    const { i18n } = translator();
    expect(i18n.t('greeting', { name: '<Ann & Bo>' })).toBe('Hello, <Ann & Bo>!');
    expect(i18n.t('user', { user: { name: 'Ann' } })).toBe('Signed in as Ann');
  });

  it('keeps a placeholder that was not given, and empties one given as undefined or null', () => {
    const { i18n } = translator();
    expect(i18n.t('greeting')).toBe('Hello, {{name}}!');
    expect(i18n.t('greeting', { other: 1 })).toBe('Hello, {{name}}!');
    expect(i18n.t('greeting', { name: undefined })).toBe('Hello, !');
    expect(i18n.t('greeting', { name: null })).toBe('Hello, !');
    expect(i18n.t('greeting', { name: 2026 })).toBe('Hello, 2026!');
  });
});

describe('i18n runtime: plurals', () => {
  it('English: zero when the catalogue has it, then one and other; count is interpolated', () => {
    const { i18n } = translator();
    expect(i18n.t('cart', { count: 0 })).toBe('Your cart is empty');
    expect(i18n.t('cart', { count: 1 })).toBe('1 item');
    expect(i18n.t('cart', { count: 2 })).toBe('2 items');
    expect(i18n.t('cart', { count: 1.5 })).toBe('1.5 items');
    expect(i18n.t('only', { count: 0 })).toBe('0 things');
    expect(i18n.t('only', { count: 1 })).toBe('1 things');
    expect(i18n.t('hello', { count: 3 })).toBe('Hello');
  });

  it('Arabic: zero, one, two, few, many and other from Intl.PluralRules', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('ar');
    expect(i18n.t('count', { count: 0 })).toBe('لا مجموعات');
    expect(i18n.t('count', { count: 1 })).toBe('مجموعة واحدة');
    expect(i18n.t('count', { count: 2 })).toBe('مجموعتان');
    expect(i18n.t('count', { count: 3 })).toBe('3 مجموعات');
    expect(i18n.t('count', { count: 10 })).toBe('10 مجموعات');
    expect(i18n.t('count', { count: 11 })).toBe('11 مجموعة');
    expect(i18n.t('count', { count: 99 })).toBe('99 مجموعة');
    expect(i18n.t('count', { count: 100 })).toBe('100 مجموعة (أخرى)');
  });

  it('a plural missing in the language uses the fallback language with its own rules', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('ar');
    expect(i18n.t('cart', { count: 2 })).toBe('2 items');
    expect(i18n.t('cart', { count: 0 })).toBe('Your cart is empty');
  });
});

describe('i18n runtime: languages', () => {
  it('falls back to English key by key', async () => {
    const { i18n } = translator();
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('hello')).toBe('مرحبا');
    expect(i18n.t('onlyEnglish')).toBe('Only in English');
    expect(i18n.t('shell:title')).toBe('عنوان');
    expect(i18n.t('shell:menu.open')).toBe('Open the menu');
  });

  it('loads a language once, on the first switch, then tells the subscribers', async () => {
    const { i18n, load } = translator();
    const heard = vi.fn();
    const unsubscribe = i18n.subscribe(heard);
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(false);
    expect(load).not.toHaveBeenCalled();

    await i18n.changeLanguage('ar');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('ar');
    expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
    expect(heard).toHaveBeenLastCalledWith('ar');

    await i18n.changeLanguage('en');
    await i18n.changeLanguage('ar');
    expect(load).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledTimes(3);

    await i18n.changeLanguage('ar');
    expect(heard).toHaveBeenCalledTimes(3);
    unsubscribe();
    await i18n.changeLanguage('en');
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('never loads English, which came with the resources', async () => {
    const { i18n, load } = translator();
    await i18n.changeLanguage('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('the last switch wins when an earlier one is still loading', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { i18n } = translator(
      vi.fn(async (lng: string) => {
        if (lng === 'ar') await gate;
        return lng === 'ar' ? ar : { common: { hello: 'Hallo' } };
      }),
    );
    const slow = i18n.changeLanguage('ar');
    await i18n.changeLanguage('de');
    release();
    await slow;
    expect(i18n.language).toBe('de');
    expect(i18n.t('hello')).toBe('Hallo');
  });

  it('a failed load leaves the language as it was and can be retried', async () => {
    let fail = true;
    const { i18n } = translator(
      vi.fn(async () => {
        if (fail) throw new Error('offline');
        return ar;
      }),
    );
    await expect(i18n.changeLanguage('ar')).rejects.toThrow('offline');
    expect(i18n.language).toBe('en');
    fail = false;
    await i18n.changeLanguage('ar');
    expect(i18n.language).toBe('ar');
  });

  it('dir() is rtl for Arabic and other right-to-left scripts, ltr otherwise', async () => {
    const { i18n } = translator();
    expect(i18n.dir()).toBe('ltr');
    expect(i18n.dir('ar')).toBe('rtl');
    expect(i18n.dir('he-IL')).toBe('rtl');
    expect(i18n.dir('fr')).toBe('ltr');
    await i18n.changeLanguage('ar');
    expect(i18n.dir()).toBe('rtl');
  });

  it('addResourceBundle adds, merges deep on request and keeps existing texts unless told to overwrite', () => {
    const { i18n } = translator();
    i18n.addResourceBundle('de', 'common', { hello: 'Hallo', nested: { a: 'A' } });
    expect(i18n.hasResourceBundle('de', 'common')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'shell')).toBe(false);
    i18n.addResourceBundle('de', 'common', { hello: 'Servus', nested: { b: 'B' } }, true, false);
    expect(i18n.getResourceBundle('de', 'common')).toEqual({ hello: 'Hallo', nested: { a: 'A', b: 'B' } });
    i18n.addResourceBundle('de', 'common', { hello: 'Servus' }, true, true);
    expect(i18n.getResourceBundle('de', 'common')!.hello).toBe('Servus');
    // The given object is copied, not kept: later changes to it do not leak in.
    const data = { hello: 'Hej' };
    i18n.addResourceBundle('sv', 'common', data);
    data.hello = 'changed';
    expect(i18n.getResourceBundle('sv', 'common')!.hello).toBe('Hej');
  });
});
