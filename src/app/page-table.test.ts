import { describe, expect, it } from 'vitest';
import { pageEntries } from './paths';
import { pageFor, pages } from './page-table';

describe('page table', () => {
  it('has a page for every entry of the paths table, in its order', () => {
    expect(pages.map((p) => p.name)).toEqual(pageEntries.map((e) => e.name));
  });

  it('finds the page of a path and nothing for unknown paths', () => {
    expect(pageFor('/')?.name).toBe('home');
    expect(pageFor('/account/order-detail/4')?.guard).toBe('customer');
    expect(pageFor('/no-such-page')).toBeUndefined();
  });
});
