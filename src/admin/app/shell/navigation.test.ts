import { describe, expect, it } from 'vitest';
import { member } from '../../../../tests/support/console-harness';
import { safeNext } from '../paths';
import { firstPageOf, navigationOf } from './navigation';

/** The catalogue's pages (catalogue.manage), in the navigation's order. */
const CATALOGUE_PAGES = ['products', 'categories', 'navigation', 'coupons', 'sales', 'currencies', 'storefront'];
/** The content's pages (content.manage). */
const CONTENT_PAGES = ['content', 'questionnaires', 'liveRooms', 'translations'];

describe('the console’s navigation by role', () => {
  const pages = (role: Parameters<typeof member>[0]) => navigationOf(member(role)).map((n) => n.page);
  it('hides what the role cannot do', () => {
    expect(pages('owner')).toEqual([
      'dashboard',
      'reports',
      'orders',
      'customers',
      'inbox',
      'support',
      ...CATALOGUE_PAGES,
      ...CONTENT_PAGES,
      'staff',
      'audit',
    ]);
    expect(pages('manager')).toEqual([
      'dashboard',
      'reports',
      'orders',
      'customers',
      'inbox',
      'support',
      ...CATALOGUE_PAGES,
      ...CONTENT_PAGES,
      'audit',
    ]);
    expect(pages('catalogue')).toEqual(['orders', ...CATALOGUE_PAGES]);
    expect(pages('support')).toEqual(['orders', 'customers', 'inbox', 'support']);
    expect(pages('fulfilment')).toEqual(['orders', 'customers']);
    expect(pages('content')).toEqual(CONTENT_PAGES);
  });

  it('opens on the first page the role has, or none', () => {
    expect(firstPageOf(member('owner'))).toBe('/admin/dashboard');
    expect(firstPageOf(member('manager'))).toBe('/admin/dashboard');
    expect(firstPageOf(member('support'))).toBe('/admin/orders');
    expect(firstPageOf(member('content'))).toBe('/admin/content');
  });
});

describe('safeNext', () => {
  it('goes on only to a console page', () => {
    expect(safeNext('/admin/orders?status=paid')).toBe('/admin/orders?status=paid');
    expect(safeNext('/admin')).toBe('/admin');
    expect(safeNext('https://evil.example/admin')).toBe('/admin');
    expect(safeNext('//evil.example')).toBe('/admin');
    expect(safeNext('/administrator')).toBe('/admin');
    expect(safeNext(null)).toBe('/admin');
  });
});
