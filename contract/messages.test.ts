import { describe, expect, it } from 'vitest';
import { isMessageRef, messages, refOfText, said, textOf } from './messages';

describe('message references', () => {
  it('are made by said: a key, and the values of a template', () => {
    expect(said('notEnoughStock')).toEqual({ key: 'notEnoughStock' });
    expect(said('rxSphOutOfFrame', { min: '-8.00', max: '+6.00' })).toEqual({ key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } });
    // @ts-expect-error a template takes its values
    said('rxSphOutOfFrame');
    // @ts-expect-error a plain message takes none
    said('notEnoughStock', { n: '1' });
    // @ts-expect-error only the contract's keys
    said('noSuchMessage');
  });

  it('read in English as the template filled, and a text as it is', () => {
    expect(textOf(said('notEnoughStock'))).toBe(messages.notEnoughStock);
    expect(textOf(said('rxSphOutOfFrame', { min: '-8.00', max: '+6.00' }))).toBe('For this frame, SPH must be from -8.00 to +6.00');
    expect(textOf('Unsupported Media Type')).toBe('Unsupported Media Type');
  });

  it("are known only for the contract's keys, with string values", () => {
    expect(isMessageRef({ key: 'notEnoughStock' })).toBe(true);
    expect(isMessageRef({ key: 'rxSphOutOfFrame', values: { min: '1', max: '2' } })).toBe(true);
    expect(isMessageRef({ key: 'wishlist:page.added' })).toBe(false);
    expect(isMessageRef({ key: 'constructor' })).toBe(false);
    expect(isMessageRef({ key: 'rxSphOutOfFrame', values: { min: 1 } })).toBe(false);
    expect(isMessageRef('notEnoughStock')).toBe(false);
    expect(isMessageRef(null)).toBe(false);
  });

  it('look a plain text up by its exact words only (the texts of yup checks), never a template', () => {
    expect(refOfText(messages.emailRequired)).toEqual({ key: 'emailRequired' });
    // Two keys with the same words read as the first.
    expect(refOfText(messages.emailTooLong)).toEqual({ key: 'emailInvalid' });
    expect(refOfText(`${messages.emailRequired} `)).toBeUndefined();
    expect(refOfText(messages.rxSphOutOfFrame)).toBeUndefined();
    expect(refOfText('For this frame, SPH must be from -8.00 to +6.00')).toBeUndefined();
  });
});
