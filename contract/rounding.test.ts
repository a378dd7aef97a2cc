import { describe, expect, it } from 'vitest';
import { fromCents, percentOfCents, roundHalfUp, roundMoney, roundTo, toCents } from './rounding';

describe('rounding money, half away from zero', () => {
  it('rounds a half up and less than a half down, despite float noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999999999999)).toBe(3); // noise under a half is still a half
    expect(roundHalfUp(2.49)).toBe(2);
    expect(roundTo(2.675, 2)).toBe(2.68); // stored as 2.67499999...
    expect(roundTo(1.0049, 2)).toBe(1);
  });

  it('rounds a negative half away from zero', () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('rounds to whole units for a currency without decimals, once', () => {
    expect(roundTo(4534.43, 0)).toBe(4534);
    // 4534.495 straight to units is 4534; through cents first (4534.50) it would wrongly be 4535.
    expect(roundTo(4534.495, 0)).toBe(4534);
    expect(roundTo(4534.5, 0)).toBe(4535);
  });
});

describe('money in cents, half-up', () => {
  it('turns amounts into whole cents despite float noise, a half cent up', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30); // 0.30000000000000004
    expect(toCents(1.005)).toBe(101); // stored as 1.00499999..., Math.round(1.005 * 100) is 100
    expect(toCents(4.35)).toBe(435); // 434.99999999999994
    expect(toCents(1.0049)).toBe(100);
    expect(toCents(0)).toBe(0);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('turns a negative difference into cents, a half away from zero', () => {
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(19.99 - 20)).toBe(-1); // -0.010000000000001563
    expect(toCents(0.3 - 0.1)).toBe(20); // 0.19999999999999998
    expect(toCents(-0.125)).toBe(-13);
  });

  it('rounds an amount to cents like the cents do', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(10.125)).toBe(10.13);
    expect(roundMoney(0)).toBe(0);
    expect(roundMoney(-1.005)).toBe(-1.01);
  });

  it('takes a percentage of cents, half-up', () => {
    expect(percentOfCents(4999, 10)).toBe(500); // 499.9
    expect(percentOfCents(1005, 10)).toBe(101); // 100.5
    expect(percentOfCents(1004, 10)).toBe(100); // 100.4
    expect(percentOfCents(7345, 15)).toBe(1102); // 1101.75
  });

  it('sums many line totals to the exact cent', () => {
    const lines = Array.from({ length: 1000 }, () => 0.1);
    expect(fromCents(lines.reduce((a, x) => a + toCents(x), 0))).toBe(100);
  });
});
