import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { describePrice, discountPercent, GoodsPrice } from './goods-price';
import { StarRating } from '../../components/star-rating';
import { shellHarness, testI18n } from '../../../tests/support/shell-harness';

describe('price rules (spec section 3)', () => {
  it('shows a ladder price as the range of its first and third tiers', () => {
    const d = describePrice({
      price_type: 3,
      price: 20,
      special_price: null,
      ladder_price: [
        { min_qty: 50, price: 12 },
        { min_qty: 1, price: 18 },
        { min_qty: 10, price: 15 },
        { min_qty: 100, price: 10 },
      ],
    });
    expect(d).toMatchObject({ kind: 'ladder', low: 12, high: 18 });
  });

  it('uses the last tier when a ladder has fewer than three', () => {
    expect(
      describePrice({
        price_type: 3,
        price: 20,
        special_price: null,
        ladder_price: [
          { min_qty: 1, price: 18 },
          { min_qty: 10, price: 16 },
        ],
      }),
    ).toMatchObject({ kind: 'ladder', low: 16, high: 18 });
  });

  it('shows a special price with the original and a whole-percent discount', () => {
    expect(describePrice({ price_type: 2, price: 39.99, special_price: 29.99, ladder_price: [] })).toEqual({
      kind: 'special',
      price: 29.99,
      original: 39.99,
      discountPercent: 25,
    });
    expect(discountPercent(33.33, 100)).toBe(67);
    expect(discountPercent(10, 10)).toBe(0);
  });

  it('shows anything else as a plain price', () => {
    expect(describePrice({ price_type: 1, price: 49.99, special_price: null, ladder_price: [] })).toEqual({ kind: 'plain', price: 49.99 });
    expect(describePrice({ price_type: 2, price: 49.99, special_price: null, ladder_price: [] })).toEqual({ kind: 'plain', price: 49.99 });
  });
});

describe('GoodsPrice and StarRating', () => {
  it('draws a special price with the struck original and the discount', async () => {
    const { Wrapper } = shellHarness({ i18n: await testI18n() });
    render(
      <Wrapper>
        <GoodsPrice fields={{ price_type: 2, price: 40, special_price: 30, ladder_price: [] }} />
        <StarRating value={4.5} />
      </Wrapper>,
    );
    expect(await screen.findByText('$30.00')).toBeTruthy();
    expect(screen.getByText('$40.00').closest('s')).toBeTruthy();
    expect(screen.getByText('-25%')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });
});
