/**
 * Money arithmetic in whole cents, so sums and percentages never drift: amounts come in as USD
 * numbers with at most 2 decimals (numeric(12,2)), are added as integer cents, and a share that
 * falls between two cents rounds half away from zero (half-up for the shop's positive amounts).
 */

/** USD amount -> integer cents, rounding float noise (19.99 * 100 = 1998.9999...) to the nearest cent. */
export function toCents(amount: number): number {
  return roundHalfUp(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Rounds to the nearest integer, a half away from zero, tolerant of float noise (x.4999999999 is a half). */
export function roundHalfUp(n: number): number {
  const clean = Number(n.toPrecision(12));
  return Math.sign(clean) * Math.floor(Math.abs(clean) + 0.5);
}

/** An amount rounded to cents, half-up. */
export function roundMoney(amount: number): number {
  return fromCents(roundHalfUp(Number(amount.toPrecision(12)) * 100));
}

/** `percent` % of `cents`, in cents, half-up. */
export function percentOfCents(cents: number, percent: number): number {
  return roundHalfUp((cents * percent) / 100);
}
