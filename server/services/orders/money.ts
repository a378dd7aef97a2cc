/**
 * Money arithmetic in whole cents, so sums and percentages never drift: amounts come in as USD
 * numbers with at most 2 decimals (numeric(12,2)), are added as integer cents, and a share that
 * falls between two cents rounds half away from zero (half-up for the shop's positive amounts).
 */
import { roundHalfUp, roundTo } from '../../../contract/rounding';

/** USD amount -> integer cents, rounding float noise (19.99 * 100 = 1998.9999...) to the nearest cent. */
export function toCents(amount: number): number {
  return roundHalfUp(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** An amount rounded to cents, half-up (the rounding every shown figure uses: contract/rounding.ts). */
export function roundMoney(amount: number): number {
  return roundTo(amount, 2);
}

/** `percent` % of `cents`, in cents, half-up. */
export function percentOfCents(cents: number, percent: number): number {
  return roundHalfUp((cents * percent) / 100);
}
