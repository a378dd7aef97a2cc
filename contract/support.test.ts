import { describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE_MAX } from './constants';
import { checkSupportEmail, checkSupportText, isChatOpen, pacificClock } from './support';

const at = (iso: string) => new Date(iso);

describe('the live chat hours (Mon–Fri 4:30 PM to 1:30 AM Pacific)', () => {
  it('opens at 4:30 PM on a weekday in winter (PST, UTC-8), not a minute before', () => {
    // Friday 6 March 2026.
    expect(isChatOpen(at('2026-03-07T00:29:59Z'))).toBe(false);
    expect(isChatOpen(at('2026-03-07T00:30:00Z'))).toBe(true);
  });

  it("keeps Friday's shift until 1:30 AM on Saturday morning", () => {
    expect(isChatOpen(at('2026-03-07T09:29:00Z'))).toBe(true); // Sat 01:29 PST
    expect(isChatOpen(at('2026-03-07T09:30:00Z'))).toBe(false); // Sat 01:30 PST
  });

  it('is closed at the weekend and on Monday before 4:30 PM, Monday 1 AM included (Sunday had no shift)', () => {
    expect(isChatOpen(at('2026-03-08T01:00:00Z'))).toBe(false); // Sat 17:00
    expect(isChatOpen(at('2026-03-09T08:00:00Z'))).toBe(false); // Mon 01:00 PDT
    expect(isChatOpen(at('2026-03-09T20:00:00Z'))).toBe(false); // Mon 13:00 PDT
  });

  it('follows daylight saving time: after 8 March 2026 the shift starts at 23:30 UTC (PDT, UTC-7)', () => {
    expect(pacificClock(at('2026-03-10T00:15:00Z'))).toEqual({ weekday: 1, minute: 17 * 60 + 15 });
    expect(isChatOpen(at('2026-03-09T23:29:00Z'))).toBe(false); // Mon 16:29 PDT
    expect(isChatOpen(at('2026-03-09T23:30:00Z'))).toBe(true); // Mon 16:30 PDT (15:30 had it been PST)
    expect(isChatOpen(at('2026-03-10T08:29:00Z'))).toBe(true); // Tue 01:29 PDT
    expect(isChatOpen(at('2026-03-10T08:30:00Z'))).toBe(false);
  });

  it('and back to standard time after 1 November 2026', () => {
    expect(isChatOpen(at('2026-10-30T23:30:00Z'))).toBe(true); // Fri 16:30 PDT
    expect(isChatOpen(at('2026-11-03T00:29:00Z'))).toBe(false); // Mon 16:29 PST (17:29 had it stayed PDT)
    expect(isChatOpen(at('2026-11-03T00:30:00Z'))).toBe(true); // Mon 16:30 PST
  });
});

describe('a support message', () => {
  it('is trimmed, not empty, at most SUPPORT_MESSAGE_MAX characters counted as code points', () => {
    expect(checkSupportText('  hi  ')).toEqual({ ok: true, text: 'hi' });
    expect(checkSupportText('   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkSupportText(42)).toEqual({ ok: false, reason: 'empty' });
    expect(checkSupportText('😀'.repeat(SUPPORT_MESSAGE_MAX)).ok).toBe(true);
    expect(checkSupportText('a'.repeat(SUPPORT_MESSAGE_MAX + 1))).toEqual({ ok: false, reason: 'too_long' });
  });

  it('takes an e-mail for the answer only when it is one', () => {
    expect(checkSupportEmail(' jane@example.com ')).toBe('jane@example.com');
    expect(checkSupportEmail('jane')).toBeNull();
    expect(checkSupportEmail(undefined)).toBeNull();
  });
});
