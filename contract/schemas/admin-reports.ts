import { object, string, type InferType } from 'yup';
import { REPORT_KINDS, REPORT_LIMITS } from '../admin-reports';
import { consoleMessages as m } from '../console-messages';

/** A day as yyyy-mm-dd that exists in the calendar (2026-02-30 does not), as a UTC midnight; NaN otherwise. */
export function dayTime(v: unknown): number {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return NaN;
  const t = Date.parse(`${v}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().startsWith(v) ? t : NaN;
}

/** The days from `from` to `to`, both included (0 or less when reversed). */
export const daysIn = (from: string, to: string) => Math.round((dayTime(to) - dayTime(from)) / 86_400_000) + 1;

const day = () =>
  string()
    .trim()
    .required(m.reportDateRequired)
    .test('day', m.dateInvalid, (v) => v == null || !Number.isNaN(dayTime(v)));

/**
 * GET api/admin/reports and reports.csv: a kind and a range of whole UTC days, both included. The
 * range's faults are said on `to`: before `from`, or longer than REPORT_LIMITS.maxDays.
 */
export const reportQuerySchema = object({
  kind: string()
    .required(m.reportKindInvalid)
    .oneOf([...REPORT_KINDS], m.reportKindInvalid),
  from: day(),
  to: day()
    .test('order', m.reportRangeReversed, function (v) {
      const from = this.parent.from as string | undefined;
      return v == null || Number.isNaN(dayTime(from)) || Number.isNaN(dayTime(v)) || dayTime(v) >= dayTime(from);
    })
    .test('length', m.reportRangeTooLong, function (v) {
      const from = this.parent.from as string | undefined;
      return v == null || Number.isNaN(dayTime(from)) || Number.isNaN(dayTime(v)) || daysIn(from!, v) <= REPORT_LIMITS.maxDays;
    }),
});
export type ReportQueryInput = InferType<typeof reportQuerySchema>;
