import { describe, expect, it } from 'vitest';
import type { AdminCoupon } from '../../../../contract/admin-promotions';
import { couponUpdateSchema } from '../../../../contract/schemas/admin-promotions';
import { couponBodyOf, couponValuesOf, currencyBodyOf, instantOf, localDateTime, newCouponValues, numberOf, saleBodyOf } from './promotion-values';

const coupon: AdminCoupon = {
  id: 42,
  version: 3,
  title: 'Spring $7 off',
  code: 'C0A1B2C3D4',
  discount_type: 'amount',
  discount_value: 7,
  min_amount: 60,
  valid_from: '2026-03-01T09:30:00.000Z',
  valid_to: '2026-04-01T09:30:00.000Z',
  claimable: true,
  quantity: null,
  claimed: 4,
  used: 1,
  offered: true,
  offer_sort: 2,
  active: true,
  state: 'live',
};

describe('the promotion forms’ values', () => {
  it('round-trips an instant through the datetime-local value in the member’s zone (to the minute)', () => {
    expect(instantOf(localDateTime('2026-03-01T09:30:00.000Z'))).toBe('2026-03-01T09:30:00.000Z');
    expect(localDateTime('not a date')).toBe('');
    expect(instantOf('tomorrow')).toBe('tomorrow');
  });

  it('reads numbers as typed, and sends what is not one as typed (the server says why)', () => {
    expect(numberOf(' 7.5 ')).toBe(7.5);
    expect(numberOf('-5')).toBe(-5);
    expect(numberOf('abc')).toBe('abc');
    expect(numberOf('')).toBe('');
  });

  it('makes a saved coupon’s form and the body it sends back, with its version', () => {
    const values = couponValuesOf(coupon);
    expect(values).toMatchObject({ id: '42', version: '3', claimable: 'true', quantity: '', offered: 'true', offer_sort: '2' });
    const body = couponBodyOf({ ...values, quantity: '50' });
    expect(body).toEqual({
      title: 'Spring $7 off',
      code: 'C0A1B2C3D4',
      discount_type: 'amount',
      discount_value: 7,
      min_amount: 60,
      valid_from: coupon.valid_from,
      valid_to: coupon.valid_to,
      claimable: true,
      quantity: 50,
      offered: true,
      offer_sort: 2,
      active: true,
      version: 3,
    });
    expect(couponUpdateSchema.isValidSync(body)).toBe(true);
  });

  it('a new coupon is claimable, live from now for 30 days, with no limit and no version', () => {
    const now = new Date('2026-05-01T12:00:00.000Z');
    const body = couponBodyOf({ ...newCouponValues(now), title: 'New', discount_value: '3' });
    expect(body).toMatchObject({ claimable: true, quantity: null, min_amount: 0, offer_sort: 0, valid_from: now.toISOString() });
    expect(Date.parse(body.valid_to) - Date.parse(body.valid_from)).toBe(30 * 86_400_000);
    expect(body).not.toHaveProperty('version');
  });

  it('sends a sale’s chosen categories as ids, and a currency row as the whole list’s change', () => {
    expect(saleBodyOf({ title: 'S', starts_at: '', ends_at: '', category_ids: '3,7', version: 'abc' })).toMatchObject({
      category_ids: [3, 7],
      version: 'abc',
    });
    expect(saleBodyOf({ category_ids: '' }).category_ids).toEqual([]);
    expect(currencyBodyOf({ id: '2', version: 'v1', default_id: '1', exchange_rate: '0.95', is_default: '' })).toEqual({
      version: 'v1',
      default_id: 1,
      rates: [{ id: 2, exchange_rate: 0.95 }],
    });
    expect(currencyBodyOf({ id: '2', version: 'v1', default_id: '1', exchange_rate: '0.95', is_default: 'true' }).default_id).toBe(2);
  });
});
