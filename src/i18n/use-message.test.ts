import { describe, expect, it } from 'vitest';
import { localValues } from './use-message';

describe("a message's values in the language", () => {
  it("writes numbers the language's way, keeping their sign and decimals; other values as they came", () => {
    expect(localValues({ min: '-8.00', max: '+6.00', n: '3', name: 'Aria 2' }, 'en')).toEqual({ min: '-8.00', max: '+6.00', n: '3', name: 'Aria 2' });
    expect(localValues({ min: '-8.00', max: '+6.00' }, 'de')).toEqual({ min: '-8,00', max: '+6,00' });
    // Arabic keeps Latin digits (as prices do) and marks the sign left-to-right.
    expect(localValues({ min: '-8.00' }, 'ar')).toEqual({ min: '\u200e-8.00' });
  });
});
