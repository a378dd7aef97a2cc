import { describe, expect, it } from 'vitest';
import { hidesHeader, isCataloguePage, showsCategoryBar } from './chrome';

describe('the shell by page', () => {
  it('hides the header on search, catalogue pages and payment only', () => {
    expect(hidesHeader('/search-result')).toBe(true);
    expect(hidesHeader('/payment')).toBe(true);
    expect(hidesHeader('/catalog-price-list-v')).toBe(true);
    expect(hidesHeader('/lenses/catalog-price-list-z')).toBe(true);
    expect(hidesHeader('/')).toBe(false);
    expect(hidesHeader('/payment-success')).toBe(false);
    expect(hidesHeader('/goods-list/3')).toBe(false);
  });

  it('knows the catalogue pages', () => {
    expect(isCataloguePage('/optical-frames-online-catalog-z')).toBe(true);
    expect(isCataloguePage('/catalog-shopping-list-w')).toBe(true);
    expect(isCataloguePage('/cart')).toBe(false);
  });

  it('shows the category bar on index, goods list, contact-us, readers-topic and oem-odm', () => {
    for (const p of ['/', '/goods-list/4', '/contact-us', '/readers-topic', '/oem-odm']) expect(showsCategoryBar(p)).toBe(true);
    for (const p of ['/cart', '/goods-detail/4', '/sign-in']) expect(showsCategoryBar(p)).toBe(false);
  });

});
