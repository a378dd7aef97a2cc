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
