/**
 * Rounding of money, one rule for the server's sums and for every figure shown: half away from
 * zero (half-up for the shop's positive amounts), after float noise is trimmed to 12 significant
 * digits, so 2.675 (stored as 2.67499999...) rounds like the decimal it stands for.
 */

/** Rounds to the nearest integer, a half away from zero, tolerant of float noise (x.4999999999 is a half). */
export function roundHalfUp(n: number): number {
  const clean = Number(n.toPrecision(12));
  return Math.sign(clean) * Math.floor(Math.abs(clean) + 0.5);
}

/** `amount` rounded to `digits` decimals, half away from zero: 2.675 -> 2.68 at 2, 4534.5 -> 4535 at 0. */
export function roundTo(amount: number, digits: number): number {
  const scale = 10 ** digits;
  return roundHalfUp(Number(amount.toPrecision(12)) * scale) / scale;
}

/*
 * Money in whole cents, so sums and percentages never drift: amounts are USD numbers with at most 2
 * decimals (numeric(12,2)), added as integer cents; a share that falls between two cents rounds
 * half away from zero. The one way cents are made from an amount, on the server and in the app.
 */

/** USD amount -> integer cents, half away from zero, float noise forgiven (19.99 * 100 = 1998.9999... is 1999; 1.005 is 101). */
export function toCents(amount: number): number {
  return roundHalfUp(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to cents, half-up (the rounding every shown figure uses). */
export function roundMoney(amount: number): number {
  return roundTo(amount, 2);
}

/** `percent` % of `cents`, in cents, half-up. */
export function percentOfCents(cents: number, percent: number): number {
  return roundHalfUp((cents * percent) / 100);
}
