import { describe, expect, it } from 'vitest';
import { roundHalfUp, roundTo } from './rounding';

describe('rounding money, half away from zero', () => {
  it('rounds a half up and less than a half down, despite float noise', () => {
    expect(roundHalfUp(2.5)).toBe(3);
    expect(roundHalfUp(2.4999999999999)).toBe(3); // noise under a half is still a half
    expect(roundHalfUp(2.49)).toBe(2);
    expect(roundTo(2.675, 2)).toBe(2.68); // stored as 2.67499999...
    expect(roundTo(1.0049, 2)).toBe(1);
  });

  it('rounds a negative half away from zero', () => {
    expect(roundHalfUp(-2.5)).toBe(-3);
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('rounds to whole units for a currency without decimals, once', () => {
    expect(roundTo(4534.43, 0)).toBe(4534);
    // 4534.495 straight to units is 4534; through cents first (4534.50) it would wrongly be 4535.
    expect(roundTo(4534.495, 0)).toBe(4534);
    expect(roundTo(4534.5, 0)).toBe(4535);
  });
});
