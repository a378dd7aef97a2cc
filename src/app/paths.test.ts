import { describe, expect, it } from 'vitest';
import { entryFor, hidesHeader, isCataloguePage, pageEntries, routes, showsCategoryBar } from './paths';

describe('the shell by page', () => {
  it('hides the header on search, catalogue pages, payment and the hosted questionnaire only', () => {
    expect(hidesHeader('/search-result')).toBe(true);
    expect(hidesHeader('/payment')).toBe(true);
    expect(hidesHeader('/questionnaire/2')).toBe(true);
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

  it('finds the entry of a path and nothing for unknown paths', () => {
    expect(entryFor('/')?.name).toBe('home');
    expect(entryFor('/goods-detail/12')?.name).toBe('goodsDetail');
    expect(entryFor('/no-such-page')).toBeUndefined();
  });

  it('has one page per path', () => {
    expect(new Set(pageEntries.map((p) => p.path)).size).toBe(pageEntries.length);
  });

  it('keeps exactly the /account pages and the catalogue shopping list for customers (spec section 6)', () => {
    for (const page of pageEntries) {
      const customersOnly = page.path.startsWith('/account/') || page.path === '/catalog-shopping-list-w';
      expect([page.path, page.guard]).toEqual([page.path, customersOnly ? 'customer' : 'anyone']);
    }
  });

  it('builds every link to a page of the table', () => {
    const links = Object.values(routes).map((href) => (typeof href === 'string' ? href : (href as (...a: unknown[]) => string)(1, 'x')));
    for (const link of links) expect(entryFor(new URL(link, 'http://shop').pathname), link).toBeDefined();
  });

  it('encodes search keywords', () => {
    expect(routes.searchResult('cat eye & co')).toBe('/search-result?keywords=cat%20eye%20%26%20co');
  });
});
