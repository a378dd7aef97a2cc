import { afterAll, describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

// The shopper is in Tokyo (UTC+9) for this file, so a moment late in the UTC day falls on the next
// day for them. Set before any formatter is made: a formatter keeps the zone it was made in.
const zoneBefore = process.env.TZ;
process.env.TZ = 'Asia/Tokyo';
afterAll(() => {
  if (zoneBefore === undefined) delete process.env.TZ;
  else process.env.TZ = zoneBefore;
});

const placed = '2026-11-29T01:05:00.000Z'; // 10:05 on 29 November in Tokyo
const lateUtc = '2026-12-31T20:00:00.000Z'; // 05:00 on 1 January in Tokyo
const arabicDigits = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('formatDate', () => {
  it('shows each style in English', () => {
    expect(formatDate(placed, 'en', 'medium')).toBe('Nov 29, 2026');
    expect(formatDate(placed, 'en', 'medium+time')).toMatch(/^Nov 29, 2026, 10:05\sAM$/);
    expect(formatDate(placed, 'en', 'long')).toBe('November 29, 2026');
    expect(formatDate(placed, 'en', 'dayMonth')).toBe('Nov 29');
    expect(formatDate(placed, 'en', 'calendarDay')).toBe('Nov 29, 2026');
  });

  it('shows each style in Arabic with Latin digits, also where the region writes Arabic-Indic ones', () => {
    for (const language of ['ar', 'ar-EG']) {
      const styles = ['medium', 'medium+time', 'long', 'dayMonth', 'calendarDay'] as const;
      const shown = styles.map((style) => formatDate(placed, language, style));
      for (const text of shown) expect(text).not.toMatch(arabicDigits);
      expect(shown[0]).toMatch(/29.*11.*2026/);
      expect(shown[1]).toMatch(/10:05/);
      expect(shown[2]).toMatch(/^29 نوفمبر 2026$/);
      expect(shown[3]).toBe('29 نوفمبر');
    }
  });

  it('shows a moment on the shopper’s day, and a calendar day as the UTC day it is', () => {
    expect(formatDate(lateUtc, 'en', 'medium')).toBe('Jan 1, 2027');
    expect(formatDate(lateUtc, 'en', 'dayMonth')).toBe('Jan 1');
    expect(formatDate(lateUtc, 'en', 'calendarDay')).toBe('Dec 31, 2026');
  });

  it('shows a date it cannot read as its date part', () => {
    expect(formatDate('no date at all', 'en', 'medium')).toBe('no date at');
    expect(formatDate('2026-13-45', 'en', 'long')).toBe('2026-13-45');
  });
});
