import { describe, expect, it } from 'vitest';
import { productQueryOf, productRequestOf, productSearchOf, productsSortedBy, productSortOf } from './product-query';

describe('the products list’s filters in the address', () => {
  it('reads what is valid and leaves the rest out', () => {
    expect(productQueryOf('q=%20RB-1%20&category_id=4&status=draft&low_stock=1&sort=price&dir=asc&page=2')).toEqual({
      q: 'RB-1',
      category_id: 4,
      status: 'draft',
      low_stock: 1,
      sort: 'price',
      dir: 'asc',
      page: 2,
    });
    expect(productQueryOf('category_id=x&status=gone&low_stock=yes&sort=age&dir=up&page=0&q=%20')).toEqual({});
    expect(productQueryOf('category_id=-3&low_stock=0')).toEqual({});
  });

  it('writes them back, so a link shares the list as it is', () => {
    const query = productQueryOf('q=round&category_id=7&status=published&low_stock=1&page=3');
    expect(productQueryOf(productSearchOf(query))).toEqual(query);
    expect(productSearchOf({})).toBe('');
  });

  it('sorts by a column: largest first, a second click turns it round, back to page 1', () => {
    expect(productsSortedBy({ page: 4 }, 'stock')).toEqual({ sort: 'stock', dir: 'desc', page: undefined });
    expect(productsSortedBy({ sort: 'stock', dir: 'desc' }, 'stock')).toMatchObject({ dir: 'asc' });
    expect(productSortOf({}, 'updated')).toBe('descending');
    expect(productSortOf({}, 'name')).toBe('none');
    expect(productSortOf({ sort: 'name', dir: 'asc' }, 'name')).toBe('ascending');
  });

  it('asks the server for the page with the console’s page size', () => {
    expect(productRequestOf({ status: 'archived' })).toEqual({ status: 'archived', page: 1, page_size: 25 });
  });
});
