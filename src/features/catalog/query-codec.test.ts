import { describe, expect, it } from 'vitest';
import { activeFilterCount, formatListQuery, parseListQuery, sameQuery, toggleValue, withoutFilters } from './query-codec';

describe('goods list query codec', () => {
  it('reads comma lists, sort and a price range from the URL', () => {
    expect(parseListQuery('?shape=round,aviator&color=Black&sort=price_asc&price_min=10&price_max=80', { category_id: 3 })).toEqual({
      category_id: 3,
      sort: 'price_asc',
      shape: ['round', 'aviator'],
      color: ['Black'],
      price_min: 10,
      price_max: 80,
    });
  });

  it('falls back to newest and drops unknown sorts, widths, empty values and negative prices', () => {
    expect(parseListQuery('sort=cheapest&width=narrow,huge&shape=,&price_min=-3&price_max=abc')).toEqual({ sort: 'newest', width: ['narrow'] });
  });

  it('swaps a price range written the wrong way round', () => {
    expect(parseListQuery('price_min=90&price_max=20')).toMatchObject({ price_min: 20, price_max: 90 });
  });

  it('writes only what is set, commas readable, default sort left out', () => {
    expect(formatListQuery({ category_id: 3, sort: 'newest', shape: ['round', 'aviator'], color: ['Matte Black'] })).toBe(
      'shape=round,aviator&color=Matte+Black',
    );
    expect(formatListQuery({ sort: 'rating' })).toBe('sort=rating');
    expect(formatListQuery({ keywords: 'aviator', sort: 'newest' }, true)).toBe('keywords=aviator');
  });

  it('round-trips any query through the URL', () => {
    const q = {
      category_id: 1,
      sort: 'price_desc' as const,
      shape: ['cat-eye'],
      color: ['Havana', 'Gold'],
      material: ['Acetate'],
      rim: ['full'],
      gender: ['women'],
      width: ['wide'],
      price_min: 5.5,
      price_max: 100,
    };
    expect(parseListQuery(formatListQuery(q), { category_id: 1 })).toEqual(q);
  });

  it('toggles values, counts filters, clears them and compares queries', () => {
    let q = parseListQuery('', { category_id: 1 });
    q = toggleValue(q, 'shape', 'round');
    q = toggleValue(q, 'shape', 'oval');
    expect(q.shape).toEqual(['round', 'oval']);
    q = toggleValue(q, 'shape', 'round');
    expect(q.shape).toEqual(['oval']);
    expect(activeFilterCount({ ...q, price_max: 50 })).toBe(2);
    expect(toggleValue(q, 'shape', 'oval').shape).toBeUndefined();
    expect(withoutFilters({ ...q, keywords: 'x' })).toEqual({ category_id: 1, keywords: 'x', sort: 'newest' });
    expect(sameQuery(q, { sort: 'newest', category_id: 1, shape: ['oval'] })).toBe(true);
    expect(sameQuery(q, { sort: 'rating', category_id: 1, shape: ['oval'] })).toBe(false);
  });
});
