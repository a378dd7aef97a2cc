import { describe, expect, it } from 'vitest';
import { countdownParts, endTimeOf, secondsLeft, twoDigits } from './sale';

describe('countdownParts', () => {
  it('splits seconds into days, hours, minutes and seconds', () => {
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(countdownParts(3_661)).toEqual({ days: 0, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownParts(2 * 86_400 + 3 * 3_600 + 4 * 60 + 5)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(86_399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });
  it('never goes below zero nor shows fractions', () => {
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('two digits as a clock', () => {
    expect(twoDigits(7)).toBe('07');
    expect(twoDigits(42)).toBe('42');
  });
});

describe('endTimeOf', () => {
  it('reads unix seconds, as a number or digits', () => {
    expect(endTimeOf(1_800_000_000)).toBe(1_800_000_000_000);
    expect(endTimeOf('1800000000')).toBe(1_800_000_000_000);
  });
  it('reads ISO date-times with their zone, and bare dates', () => {
    expect(endTimeOf('2026-12-01T10:00:00Z')).toBe(Date.UTC(2026, 11, 1, 10));
    expect(endTimeOf('2026-12-01T10:00:00.000+02:00')).toBe(Date.UTC(2026, 11, 1, 8));
    expect(endTimeOf('2026-12-01')).toBe(Date.UTC(2026, 11, 1));
  });
  it('refuses anything else', () => {
    for (const bad of [
      '',
      'soon',
      'tomorrow 10am',
      '2026-13-45T99:00:00Z',
      '2026-12-01T10:00:00',
      -1,
      Number.NaN,
      1e15,
      null,
      undefined,
      {},
      '12.5',
    ]) {
      expect(endTimeOf(bad), String(bad)).toBeNull();
    }
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds up, never below 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 500)).toBe(10);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});
