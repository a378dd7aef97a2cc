import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createTranslator, type TFunction } from './runtime';
import { I18nProvider, useTranslation } from './react';
import { changeLanguage, createI18n } from '.';

function setup() {
  const load = vi.fn(async (lng: string) =>
    lng === 'ar' ? { shell: { title: 'المتجر', items_few: '{{count}} عناصر' }, common: { ok: 'حسنًا' } } : undefined,
  );
  const i18n = createTranslator({
    lng: 'en',
    resources: { en: { common: { ok: 'OK' }, shell: { title: 'The shop', items_one: '{{count}} item', items_other: '{{count}} items' } } },
    load,
  });
  return { i18n, load };
}

function Title() {
  const { t, i18n } = useTranslation('shell');
  return (
    <p lang={i18n.language} dir={i18n.dir()}>
      {t('title')} · {t('items', { count: 3 })} · {t('common:ok')}
    </p>
  );
}

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('useTranslation', () => {
  it('translates in the hook namespace, the default one through a prefix', () => {
    const { i18n } = setup();
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(screen.getByText('The shop · 3 items · OK')).toBeTruthy();
  });

  it('re-renders on a language change, after the language was loaded lazily', async () => {
    const { i18n, load } = setup();
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    expect(load).not.toHaveBeenCalled();
    await act(() => i18n.changeLanguage('ar'));
    expect(load).toHaveBeenCalledWith('ar');
    const p = screen.getByText('المتجر · 3 عناصر · حسنًا');
    expect(p.getAttribute('dir')).toBe('rtl');
    expect(p.getAttribute('lang')).toBe('ar');
  });

  it('keeps `t` while the language stays, and gives a new one when it changes', async () => {
    const { i18n } = setup();
    const seen: TFunction[] = [];
    function Probe() {
      const { t } = useTranslation('shell');
      const [, setTick] = useState(0);
      seen.push(t);
      useEffect(() => setTick(1), []);
      return null;
    }
    render(
      <I18nProvider i18n={i18n}>
        <Probe />
      </I18nProvider>,
    );
    expect(seen.length).toBeGreaterThan(1);
    expect(new Set(seen).size).toBe(1);
    await act(() => i18n.changeLanguage('ar'));
    expect(new Set(seen).size).toBe(2);
  });

  it('says what is missing when there is no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Title />)).toThrow(/I18nProvider/);
    vi.restoreAllMocks();
  });
});

describe('createI18n and changeLanguage (the app catalogues)', () => {
  it('starts in English with the contract messages, then loads Arabic and sets lang and dir', async () => {
    const i18n = await createI18n('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('messages:emailRequired')).toBe('Please enter your email address');
    expect(i18n.hasResourceBundle('ar', 'shell')).toBe(false);
    render(
      <I18nProvider i18n={i18n}>
        <Title />
      </I18nProvider>,
    );
    await act(() => changeLanguage(i18n, 'ar'));
    expect(i18n.language).toBe('ar');
    expect(i18n.hasResourceBundle('ar', 'shell')).toBe(true);
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(i18n.t('home:categories.count', { count: 2 })).toBe('مجموعتان');
    expect(i18n.t('messages:emailRequired')).not.toBe('Please enter your email address');
    await act(() => changeLanguage(i18n, 'en'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('an unknown stored language starts in English', async () => {
    const i18n = await createI18n('xx');
    expect(i18n.language).toBe('en');
  });
});
