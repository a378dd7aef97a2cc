import { describe, expect, it } from 'vitest';
import { fromCents, percentOfCents, roundMoney, toCents } from './money';

describe('money in cents, half-up', () => {
  it('turns prices into whole cents despite float noise', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(4.35)).toBe(435);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('rounds a half cent up and less than a half down', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(1.0049)).toBe(1);
    expect(roundMoney(10.125)).toBe(10.13);
    expect(roundMoney(0)).toBe(0);
  });

  it('rounds a negative half away from zero', () => {
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
