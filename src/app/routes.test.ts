import { describe, expect, it } from 'vitest';
import { pageFor, pages, routes } from './routes';

describe('route table', () => {
  it('finds the page of a path and nothing for unknown paths', () => {
    expect(pageFor('/')?.name).toBe('home');
    expect(pageFor('/goods-detail/12')?.name).toBe('goodsDetail');
    expect(pageFor('/no-such-page')).toBeUndefined();
  });

  it('has one page per path', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('keeps exactly the /account pages and the catalogue shopping list for customers (spec section 6)', () => {
    for (const page of pages) {
      const customersOnly = page.path.startsWith('/account/') || page.path === '/catalog-shopping-list-w';
      expect([page.path, page.guard]).toEqual([page.path, customersOnly ? 'customer' : 'anyone']);
    }
  });

  it('builds every link to a page of the table', () => {
    const links = Object.values(routes).map((href) => (typeof href === 'string' ? href : (href as (...a: unknown[]) => string)(1, 'x')));
    for (const link of links) expect(pageFor(new URL(link, 'http://shop').pathname), link).toBeDefined();
  });

  it('encodes search keywords', () => {
    expect(routes.searchResult('cat eye & co')).toBe('/search-result?keywords=cat%20eye%20%26%20co');
  });
});
