import { describe, expect, it } from 'vitest';
import { reportQueryOf, reportSearchOf } from './report-query';

describe('the report the address asks for', () => {
  const now = Date.parse('2026-03-05T10:00:00Z');
  it('is by day over the last 30 days unless it says otherwise', () => {
    expect(reportQueryOf('', now)).toEqual({ kind: 'day', from: '2026-02-04', to: '2026-03-05' });
    expect(reportQueryOf('?kind=coupon&from=2026-01-01&to=2026-01-31', now)).toEqual({ kind: 'coupon', from: '2026-01-01', to: '2026-01-31' });
    expect(reportQueryOf('kind=nonsense', now).kind).toBe('day');
  });
  it('keeps dates as typed, for the server to judge, and writes them back', () => {
    expect(reportQueryOf('from=2026-02-30&to=x', now)).toMatchObject({ from: '2026-02-30', to: 'x' });
    expect(reportSearchOf({ kind: 'country', from: '2026-01-01', to: '2026-01-02' })).toBe('kind=country&from=2026-01-01&to=2026-01-02');
  });
});
