import { DASHBOARD_PERIOD_DAYS, DASHBOARD_PERIODS, type DashboardPeriod } from '../../../contract/admin-reports';
import { fromCents, roundHalfUp } from '../../../contract/rounding';

// Pure helpers of the dashboard and reports: UTC days and figures in cents.

export const DAY_MS = 86_400_000;

/** yyyy-mm-dd of the UTC day `at` falls on. */
export const utcDay = (at: Date | number): string => new Date(at).toISOString().slice(0, 10);

/** The UTC midnight beginning the day yyyy-mm-dd. */
export const dayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The day `n` days after yyyy-mm-dd (before, when negative). */
export const addDays = (day: string, n: number): string => utcDay(dayStart(day).getTime() + n * DAY_MS);

/** Every day from `from` to `to`, both included, oldest first. */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The dashboard's periods at `now`: today, the last 7 and the last 30 UTC days, each ending today. */
export function dashboardPeriods(now: Date): { period: DashboardPeriod; from: string; to: string }[] {
  const today = utcDay(now);
  return DASHBOARD_PERIODS.map((period) => ({ period, from: addDays(today, 1 - DASHBOARD_PERIOD_DAYS[period]), to: today }));
}

/** Revenue per order in whole cents (half up), or null without an order. */
export const averageOf = (revenueCents: number, orders: number): number | null => (orders > 0 ? fromCents(roundHalfUp(revenueCents / orders)) : null);

/** Orders per view, or null without a view. */
export const rateOf = (orders: number, views: number): number | null => (views > 0 ? orders / views : null);

/**
 * A currency's rate per US dollar at any time, from its history (ascending `valid_from`) and its
 * current rate: the latest row from before that time; before every row (or without one) the
 * current rate. The SQL of the reports computes the same per payment (`rateSql`).
 */
export function rateAt(history: readonly { rate: number; validFrom: Date }[], current: number, at: Date): number {
  let rate = current;
  for (const h of history) if (h.validFrom.getTime() <= at.getTime()) rate = h.rate;
  return rate;
}
