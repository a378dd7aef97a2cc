import { describe, expect, it } from 'vitest';
import { atPage, type ListQuery, oneOf, pageParam, requestOf, searchOf, sortedBy, sortOf, sortParams, textOf, withoutEmpty } from './url-query';

describe('a console list’s query in the address', () => {
  it('reads a page past the first, a known sort and direction, a known value, a trimmed text', () => {
    const p = new URLSearchParams('page=2&sort=total&dir=up&q=%20a%20&kind=x');
    expect(pageParam(p)).toBe(2);
    expect(pageParam(new URLSearchParams('page=1'))).toBeUndefined();
    expect(pageParam(new URLSearchParams('page=2.5'))).toBeUndefined();
    expect(sortParams(p, ['total', 'date'] as const)).toEqual({ sort: 'total', dir: undefined });
    expect(textOf(p.get('q'))).toBe('a');
    expect(textOf(' ')).toBeUndefined();
    expect(oneOf(['y'], p.get('kind'))).toBeUndefined();
  });

  it('writes the filters in their order, empty ones left out', () => {
    expect(searchOf({ b: 'x', a: undefined, c: '', d: 3 })).toBe('b=x&d=3');
    expect(withoutEmpty({ a: undefined, b: '' })).toEqual({});
  });

  it('goes to another page (the first is no page at all) and asks the server a page with the console’s size', () => {
    expect(atPage({ q: 'a', page: 3 }, 1)).toEqual({ q: 'a', page: undefined });
    const filters: ListQuery & { q?: string } = { q: 'a' };
    expect(atPage(filters, 2)).toEqual({ q: 'a', page: 2 });
    expect(requestOf(filters)).toEqual({ q: 'a', page: 1, page_size: 25 });
  });

  it('sorts by a column from the list’s own default: newest first, a second click turns it round', () => {
    expect(sortOf({}, 'created', 'created')).toBe('descending');
    expect(sortOf({}, 'email', 'created')).toBe('none');
    expect(sortedBy({ page: 2 }, 'created', 'created')).toEqual({ sort: 'created', dir: 'asc', page: undefined });
    expect(sortedBy({ sort: 'created', dir: 'asc' }, 'email', 'created')).toMatchObject({ sort: 'email', dir: 'desc' });
  });
});
