import { describe, expect, it } from 'vitest';
import { orderQueryOf, orderSearchOf, requestOf, sortedBy, sortOf } from './order-query';

describe('the orders list’s filters in the address', () => {
  it('reads what is valid and leaves the rest out', () => {
    expect(
      orderQueryOf('status=shipped&payment_method=card&from=2026-01-01&to=2026-02-01&q=%20ada%40example.com%20&sort=total&dir=asc&page=3'),
    ).toEqual({
      status: 'shipped',
      payment_method: 'card',
      from: '2026-01-01',
      to: '2026-02-01',
      q: 'ada@example.com',
      sort: 'total',
      dir: 'asc',
      page: 3,
    });
    expect(orderQueryOf('status=lost&payment_method=cash&from=yesterday&sort=colour&dir=up&page=-1&q=')).toEqual({});
  });

  it('writes them back, so a link shares the list as it is', () => {
    const query = orderQueryOf('q=OS2611&status=paid&page=2');
    expect(orderQueryOf(orderSearchOf(query))).toEqual(query);
    expect(orderSearchOf({})).toBe('');
  });

  it('sorts by a column: newest/largest first, a second click turns it round, back to page 1', () => {
    expect(sortedBy({ page: 4 }, 'total')).toEqual({ sort: 'total', dir: 'desc', page: undefined });
    expect(sortedBy({ sort: 'total', dir: 'desc' }, 'total')).toMatchObject({ dir: 'asc' });
    expect(sortOf({}, 'created_at')).toBe('descending');
    expect(sortOf({}, 'total')).toBe('none');
    expect(sortOf({ sort: 'total', dir: 'asc' }, 'total')).toBe('ascending');
  });

  it('asks the server for the page with the console’s page size', () => {
    expect(requestOf({ status: 'paid' })).toEqual({ status: 'paid', page: 1, page_size: 25 });
  });
});
