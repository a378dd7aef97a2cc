import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { messages, said } from '../../contract/messages';
import { createI18n } from '.';
import { I18nProvider } from './react';
import { localValues, useMessage } from './use-message';

describe("a message's values in the language", () => {
  it("writes numbers the language's way, keeping their sign and decimals; other values as they came", () => {
    expect(localValues({ min: '-8.00', max: '+6.00', n: '3', name: 'Aria 2' }, 'en')).toEqual({ min: '-8.00', max: '+6.00', n: '3', name: 'Aria 2' });
    expect(localValues({ min: '-8.00', max: '+6.00' }, 'de')).toEqual({ min: '-8,00', max: '+6,00' });
    // Arabic keeps Latin digits (as prices do) and marks the sign left-to-right.
    expect(localValues({ min: '-8.00' }, 'ar')).toEqual({ min: '\u200e-8.00' });
  });
});

async function messageIn(lng: string) {
  const i18n = await createI18n(lng);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nProvider, { i18n }, children);
  return renderHook(() => useMessage(), { wrapper }).result.current;
}

describe('useMessage', () => {
  const range = said('rxSphOutOfFrame', { min: '-8.00', max: '+6.00' });

  it("says a reference in English as the contract's text, a template filled with its values", async () => {
    const message = await messageIn('en');
    expect(message(said('notEnoughStock'))).toBe(messages.notEnoughStock);
    expect(message(range)).toBe('For this frame, SPH must be from -8.00 to +6.00');
  });

  it("translates a reference by its key, the values written the language's way", async () => {
    const message = await messageIn('de');
    expect(message(range)).toBe('Für diese Fassung muss SPH zwischen -8,00 und +6,00 liegen');
    expect(message(said('notEnoughStock'))).not.toBe(messages.notEnoughStock);
  });

  it("translates a plain text of the contract (the app's yup checks) by its exact words, and shows any other text as it came", async () => {
    const message = await messageIn('de');
    expect(message(messages.emailRequired)).toBe(message(said('emailRequired')));
    expect(message(messages.emailRequired)).not.toBe(messages.emailRequired);
    expect(message('Unsupported Media Type')).toBe('Unsupported Media Type');
    // A filled template's English is not read back: its values come only with a reference.
    expect(message('For this frame, SPH must be from -8.00 to +6.00')).toBe('For this frame, SPH must be from -8.00 to +6.00');
    expect(message(null)).toBe('');
    expect(message('')).toBe('');
  });
});
