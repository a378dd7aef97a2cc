import { describe, expect, it } from 'vitest';
import { Code, failureOf, httpStatusOf, kindOf, Reason, reasonOf } from './codes';

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
    expect(failureOf(refused)).toEqual({ kind: 'conflict', reason: 'stock', message: 'Only 2 left', fieldErrors: {} });
    expect(failureOf(new Error('boom'))).toEqual({ kind: 'server', reason: null, message: 'boom', fieldErrors: {} });
    expect(failureOf(undefined)).toEqual({ kind: 'server', reason: null, message: '', fieldErrors: {} });
  });
});
