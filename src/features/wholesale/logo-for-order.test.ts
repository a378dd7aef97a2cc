import { describe, expect, it } from 'vitest';
import { customLogoFor, orderOfSearch } from './logo-for-order';

describe('/custom-logo?chosed={order}', () => {
  it('names the order the chosen logo is printed on', () => {
    expect(customLogoFor(42)).toBe('/custom-logo?chosed=42');
    expect(orderOfSearch('?chosed=42')).toBe(42);
    expect(orderOfSearch('chosed=7&x=1')).toBe(7);
  });
  it('is no order when missing or not an id', () => {
    for (const search of ['', '?chosed=', '?chosed=0', '?chosed=-3', '?chosed=abc', '?chosed=1.5', '?other=4']) {
      expect(orderOfSearch(search), search).toBeNull();
    }
  });
});
