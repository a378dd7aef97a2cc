import { describe, expect, it } from 'vitest';
import { couponMachine } from '../../../machines/coupon.machine';
import { couponView } from './coupon.view';

const at = (value: string) =>
  couponView(couponMachine.resolveState({ value, context: { couponId: 4, heldAtStart: false, claimAtStart: false, isSignedIn: true, error: null } }));

describe('couponView', () => {
  it('get and waiting for sign-in: GET, ready', () => {
    expect(at('get')).toEqual({ busy: false, saved: false, soldOut: false });
    expect(at('waitingForSignIn')).toEqual({ busy: false, saved: false, soldOut: false });
  });
  it('claiming: GET with its spinner', () => expect(at('claiming')).toEqual({ busy: true, saved: false, soldOut: false }));
  it('saved: SAVED', () => expect(at('saved')).toEqual({ busy: false, saved: true, soldOut: false }));
  it('sold out: ALL CLAIMED, no GET', () => expect(at('soldOut')).toEqual({ busy: false, saved: false, soldOut: true }));
});
