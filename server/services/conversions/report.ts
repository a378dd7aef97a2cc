import { and, count, gte, sql } from 'drizzle-orm';
import type { ConversionEvent } from '../../../contract/schemas/tracking';
import { CONVERSION_EVENTS } from '../../../contract/schemas/tracking';
import type { Db } from '../../db/client';
import { conversionEvents } from '../../db/schema';

export interface ConversionDay {
  /** YYYY-MM-DD (UTC). */
  day: string;
  network: string;
  counts: Record<ConversionEvent, number>;
}

export interface ConversionReport {
  days: number;
  rows: ConversionDay[];
  totals: Record<ConversionEvent, number>;
  /** Purchases per product view over the period, or null without views. */
  conversionRate: number | null;
}

const DAY_MS = 86_400_000;

const zero = (): Record<ConversionEvent, number> => ({ view: 0, add_to_cart: 0, purchase: 0 });

/** Purchases per view, or null when nothing was viewed. */
export function rateOf(c: Record<ConversionEvent, number>): number | null {
  return c.view ? c.purchase / c.view : null;
}

/**
 * The operator's report (npm run conversions -- report): events per UTC day, network and event over
 * the last `days` days (today included), newest day first, with the totals and the conversion rate
 * (purchases per product view).
 */
export async function conversionReport(db: Db, days: number, now = new Date()): Promise<ConversionReport> {
  const since = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - (days - 1) * DAY_MS);
  const day = sql<string>`to_char(${conversionEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const found = await db
    .select({ day, network: conversionEvents.network, event: conversionEvents.event, n: count() })
    .from(conversionEvents)
    .where(and(gte(conversionEvents.createdAt, since)))
    .groupBy(day, conversionEvents.network, conversionEvents.event);
  const byKey = new Map<string, ConversionDay>();
  const totals = zero();
  for (const r of found) {
    if (!(CONVERSION_EVENTS as readonly string[]).includes(r.event)) continue;
    const key = `${r.day} ${r.network}`;
    const row = byKey.get(key) ?? { day: r.day, network: r.network, counts: zero() };
    row.counts[r.event] += Number(r.n);
    totals[r.event] += Number(r.n);
    byKey.set(key, row);
  }
  const rows = [...byKey.values()].sort((a, b) => b.day.localeCompare(a.day) || a.network.localeCompare(b.network));
  return { days, rows, totals, conversionRate: rateOf(totals) };
}

const percent = (r: number | null) => (r == null ? '-' : `${(r * 100).toFixed(2)}%`);

/** The report as the CLI prints it: one line per day and network, then the totals. */
export function formatConversionReport(report: ConversionReport, table: (header: string[], rows: string[][]) => string): string {
  const header = ['day', 'network', ...CONVERSION_EVENTS, 'conversion'];
  const line = (day: string, network: string, c: Record<ConversionEvent, number>) => [
    day,
    network,
    ...CONVERSION_EVENTS.map((e) => String(c[e])),
    percent(rateOf(c)),
  ];
  const rows = report.rows.map((r) => line(r.day, r.network, r.counts));
  rows.push(line('total', `${report.days} day${report.days === 1 ? '' : 's'}`, report.totals));
  return `${table(header, rows)}\nconversion = purchases per product view`;
}
