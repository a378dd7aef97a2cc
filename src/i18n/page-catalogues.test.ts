import { describe, expect, it } from 'vitest';
import { createI18n, loadStrings } from '.';

describe('page catalogues', () => {
  it('a page preloaded before the i18n instance exists still gets its strings', async () => {
    const early = loadStrings('shop'); // the boot preloads the current page first
    const i18n = await createI18n('en');
    await early;
    expect(i18n.getFixedT('orders')('list.title')).not.toBe('list.title');
    expect(i18n.getFixedT('cart')('title', { defaultValue: 'missing' })).not.toBe('missing');
  });

  it('the shell strings ship with the entry, the catalogue ones with their pages', async () => {
    const i18n = await createI18n('en');
    expect(i18n.getFixedT('shell')('header.menu')).toBe('Menu');
    expect(i18n.getFixedT('home')('hero.shop')).toBe('hero.shop');
    await loadStrings('catalogue');
    expect(i18n.getFixedT('home')('hero.shop')).toBe('Shop optical frames');
  });
});
