import { describe, expect, it } from 'vitest';
import { customerQueryOf, customerRequestOf, customerSearchOf, customersSortedBy, customerSortOf } from './customer-query';

describe('the customers list’s filters in the address', () => {
  it('reads what is valid and leaves the rest out', () => {
    expect(customerQueryOf('q=%20ada%40%20&type=business&business_status=pending&sort=spent&dir=asc&page=2')).toEqual({
      q: 'ada@',
      type: 'business',
      business_status: 'pending',
      sort: 'spent',
      dir: 'asc',
      page: 2,
    });
    expect(customerQueryOf('type=vip&business_status=maybe&sort=age&dir=up&page=0&q=%20')).toEqual({});
  });

  it('writes them back, so a link shares the list as it is', () => {
    const query = customerQueryOf('q=ada%40example.com&type=retail&page=3');
    expect(customerQueryOf(customerSearchOf(query))).toEqual(query);
    expect(customerSearchOf({})).toBe('');
  });

  it('sorts by a column: largest first, a second click turns it round, back to page 1', () => {
    expect(customersSortedBy({ page: 4 }, 'orders')).toEqual({ sort: 'orders', dir: 'desc', page: undefined });
    expect(customersSortedBy({ sort: 'orders', dir: 'desc' }, 'orders')).toMatchObject({ dir: 'asc' });
    expect(customerSortOf({}, 'created')).toBe('descending');
    expect(customerSortOf({}, 'email')).toBe('none');
    expect(customerSortOf({ sort: 'email', dir: 'asc' }, 'email')).toBe('ascending');
  });

  it('asks the server for the page with the console’s page size', () => {
    expect(customerRequestOf({ type: 'business' })).toEqual({ type: 'business', page: 1, page_size: 25 });
  });
});
