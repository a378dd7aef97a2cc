import { REPORT_KINDS, type ReportKind } from '../../../../contract/admin-reports';
import type { ReportRequest } from './reports.api';

const DAY_MS = 86_400_000;
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/** The report the address asks for: by day over the last 30 UTC days unless it says otherwise (the server judges the dates). */
export function reportQueryOf(search: string, now = Date.now()): ReportRequest {
  const p = new URLSearchParams(search);
  const kind = p.get('kind');
  return {
    kind: (REPORT_KINDS as readonly string[]).includes(kind ?? '') ? (kind as ReportKind) : 'day',
    from: p.get('from')?.trim() || dayOf(now - 29 * DAY_MS),
    to: p.get('to')?.trim() || dayOf(now),
  };
}

/** The address's query of a report. */
export const reportSearchOf = (q: ReportRequest) => new URLSearchParams({ kind: q.kind, from: q.from, to: q.to }).toString();
