import { describe, expect, it } from 'vitest';
import { dayTime, daysIn } from '../../../contract/schemas/admin-reports';
import { addDays, averageOf, dashboardPeriods, everyDay, rateAt, rateOf, utcDay } from './days';
import { totalOf } from './reports';

describe("the reports' days and figures", () => {
  it('names UTC days and counts them both ends included, across months and leap days', () => {
    expect(utcDay(new Date('2024-02-28T23:59:59.999Z'))).toBe('2024-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(everyDay('2024-02-27', '2024-03-01')).toEqual(['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01']);
    expect(everyDay('2024-03-02', '2024-03-01')).toEqual([]);
    expect([daysIn('2024-01-01', '2024-12-31'), daysIn('2024-01-01', '2025-01-01'), daysIn('2024-03-02', '2024-03-01')]).toEqual([366, 367, 0]);
    expect([dayTime('2026-02-30'), dayTime('2026-2-3'), dayTime(undefined)].every(Number.isNaN)).toBe(true);
  });

  it("gives the dashboard's periods ending today: today, the last 7 and the last 30 days", () => {
    expect(dashboardPeriods(new Date('2026-03-05T00:00:01Z'))).toEqual([
      { period: 'today', from: '2026-03-05', to: '2026-03-05' },
      { period: 'week', from: '2026-02-27', to: '2026-03-05' },
      { period: 'month', from: '2026-02-04', to: '2026-03-05' },
    ]);
  });

  it('averages revenue per order to the cent, half up, and rates orders per view; none without either', () => {
    expect(averageOf(14719, 2)).toBe(73.6);
    expect(averageOf(22031, 4)).toBe(55.08);
    expect(averageOf(1, 2)).toBe(0.01);
    expect(averageOf(0, 0)).toBeNull();
    expect(rateOf(1, 4)).toBe(0.25);
    expect(rateOf(3, 0)).toBeNull();
  });

  it('takes the rate in force at a time: the latest change before it, else the current rate', () => {
    const history = [
      { rate: 0.8, validFrom: new Date(0) },
      { rate: 0.92, validFrom: new Date('2026-03-01T00:00:00Z') },
    ];
    expect(rateAt(history, 0.95, new Date('2026-02-28T23:59:59Z'))).toBe(0.8);
    expect(rateAt(history, 0.95, new Date('2026-03-01T00:00:00Z'))).toBe(0.92);
    expect(rateAt([], 0.95, new Date())).toBe(0.95);
  });

  it('adds rows up in cents, so a total never drifts', () => {
    const row = (revenue: number) => ({ key: 'k', label: 'l', orders: 1, quantity: 2, revenue, refunds: 0.1, discount: 0.2 });
    expect(totalOf([row(0.1), row(0.2), row(0.7)])).toEqual({
      key: 'total',
      label: 'Total',
      orders: 3,
      quantity: 6,
      revenue: 1,
      refunds: 0.3,
      discount: 0.6,
    });
  });
});
