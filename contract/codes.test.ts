import { describe, expect, it } from 'vitest';
import { Code, failureMessage, failureOf, fieldMessagesOf, httpStatusOf, kindOf, Reason, reasonOf, refOfEnvelope } from './codes';
import { said } from './messages';

describe('error codes', () => {
  it('reads each envelope code as the kind machines branch on', () => {
    expect(kindOf(Code.tokenRevoked)).toBe('revoked');
    expect(kindOf(Code.conflict)).toBe('conflict');
    expect(kindOf(Code.requestFailed)).toBe('network');
    expect(kindOf(418)).toBe('server');
  });

  it('answers 30001 with HTTP 401 and every other code with itself', () => {
    expect(httpStatusOf(Code.tokenRevoked)).toBe(401);
    expect(httpStatusOf(Code.notFound)).toBe(404);
    expect(httpStatusOf(Code.requestFailed)).toBe(500);
  });

  it('takes only known reasons from an envelope’s data', () => {
    expect(reasonOf({ reason: 'priceChanged', quote: {} })).toBe(Reason.priceChanged);
    expect(reasonOf({ reason: 'anything else' })).toBeNull();
    expect(reasonOf(null)).toBeNull();
  });

  it('reads a kinded error as it is and anything else thrown as a server failure', () => {
    const refused = Object.assign(new Error('Only 2 left'), { kind: 'conflict', reason: 'stock', fieldErrors: {} });
    expect(failureOf(refused)).toEqual({ kind: 'conflict', reason: 'stock', message: 'Only 2 left', ref: null, fieldErrors: {} });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'server', reason: null, message: 'boom', ref: null, fieldErrors: {} });
    expect(failureOf(undefined)).toEqual({ kind: 'server', reason: null, message: '', ref: null, fieldErrors: {} });
    const keyed = Object.assign(new Error('There is not enough stock for this quantity'), { kind: 'conflict', ref: said('notEnoughStock') });
    expect(failureOf(keyed).ref).toEqual({ key: 'notEnoughStock' });
    // A ref that is not one of the contract's messages is no ref.
    expect(failureOf(Object.assign(new Error('x'), { kind: 'server', ref: { key: 'noSuchKey' } })).ref).toBeNull();
  });

  it('shows a failure by its reference, else its text, else the fallback', () => {
    const keyed = Object.assign(new Error('There is not enough stock for this quantity'), { kind: 'conflict', ref: said('notEnoughStock') });
    expect(failureMessage(keyed)).toEqual({ key: 'notEnoughStock' });
    expect(failureMessage(new Error('boom'), said('serverError'))).toBe('boom');
    expect(failureMessage(new Error(''), said('serverError'))).toEqual({ key: 'serverError' });
    expect(failureMessage(null)).toBe('');
  });

  it("reads the envelope's key and values, and a 422's field keys, only when they name one of the contract's messages", () => {
    expect(refOfEnvelope({ key: 'notEnoughStock' })).toEqual({ key: 'notEnoughStock' });
    expect(refOfEnvelope({ key: 'rxSphOutOfFrame', values: { min: '-8.00', max: '+6.00' } })).toEqual({
      key: 'rxSphOutOfFrame',
      values: { min: '-8.00', max: '+6.00' },
    });
    expect(refOfEnvelope({})).toBeNull();
    expect(refOfEnvelope({ key: 'toString' })).toBeNull();
    expect(refOfEnvelope({ key: 'notEnoughStock', values: { n: 3 } })).toBeNull();
    const range = said('rxSphOutOfFrame', { min: '-8.00', max: '+6.00' });
    expect(
      fieldMessagesOf({
        errors: { 'right.sph': 'For this frame, SPH must be from -8.00 to +6.00', right: 'right is a required field', qty: 'x' },
        field_keys: { 'right.sph': range, qty: { key: 'nope' } as never },
      }),
    ).toEqual({ 'right.sph': range, right: 'right is a required field', qty: 'x' });
    expect(fieldMessagesOf(null)).toEqual({});
  });
});
