import { describe, expect, it } from 'vitest';
import { formatMoney, fractionDigitsOf, numberLocaleOf } from './money-format';

const eur = { money: '€', symbol: 'EUR', exchange_rate: 0.92 };
const jpy = { money: '¥', symbol: 'JPY', exchange_rate: 151.4 };
const chf = { money: 'CHF ', symbol: 'CHF', exchange_rate: 0.88 };

describe('formatMoney', () => {
  it('shows US dollars with two decimals when no currency is given', () => {
    expect(formatMoney(69, null)).toBe('$69.00');
  });
  it('converts at the rate and puts the symbol prefix first', () => {
    expect(formatMoney(100, eur)).toBe('€92.00');
    expect(formatMoney(19.99, chf)).toBe('CHF 17.59');
  });
  it('rounds yen to whole units', () => {
    expect(formatMoney(29.95, jpy)).toBe('¥4,534'); // 4534.43
    expect(formatMoney(1234, { ...jpy, exchange_rate: 1 })).toBe('¥1,234');
    expect(fractionDigitsOf('JPY')).toBe(0);
    expect(fractionDigitsOf('EUR')).toBe(2);
  });
  it('rounds a half cent up, as the server rounds its cent sums', () => {
    expect(formatMoney(73.95, { ...eur, exchange_rate: 0.9 })).toBe('€66.56'); // 66.555
    expect(formatMoney(2.675, null)).toBe('$2.68'); // stored as 2.67499999..., which toFixed(2) makes 2.67
  });
  it('groups thousands', () => {
    expect(formatMoney(1234.5, { money: '$', symbol: 'USD', exchange_rate: 1 })).toBe('$1,234.50');
  });
  it('keeps Latin digits in Arabic and uses the language grouping elsewhere', () => {
    expect(formatMoney(1234.5, eur, 'ar')).toMatch(/^€1.135.74$/);
    expect(formatMoney(1234.5, eur, 'de')).toBe('€1.135,74');
    expect(numberLocaleOf('ar')).toBe('ar-u-nu-latn');
    expect(numberLocaleOf('')).toBe('en-u-nu-latn');
  });
  it('puts the minus sign before the symbol, and shows no sign on an amount that rounds to zero', () => {
    expect(formatMoney(-5, null)).toBe('-$5.00');
    expect(formatMoney(-0.004, null)).toBe('$0.00');
  });
  it('falls back to two decimals for a code Intl does not know', () => {
    expect(fractionDigitsOf('XYZ1')).toBe(2);
  });
});
