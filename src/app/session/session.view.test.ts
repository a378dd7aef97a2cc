import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../contract/entities';
import { sessionMachine } from '../../../machines/session.machine';
import { sessionView } from './session.view';

const user = { id: 1, firstname: 'Ada', lastname: 'L', email: 'ada@example.com' } as unknown as UserInfo;
const at = (value: string | Record<string, string>) =>
  sessionView(sessionMachine.resolveState({ value, context: { token: 'tok', loginStatus: true, user, failures: 0, visitorTokensIssued: 1 } }));

describe('sessionView', () => {
  it('booting: pending, no token yet', () => {
    expect(at('booting')).toEqual({ status: 'pending', signedIn: false, offline: false, signingOut: false, user: null, token: null });
  });
  it('obtaining a visitor token: a visitor without a token yet', () => {
    expect(at('obtainingVisitorToken')).toMatchObject({ status: 'visitor', token: null, user: null });
  });
  it('visitor: the token, no user', () => {
    expect(at('visitor')).toEqual({ status: 'visitor', signedIn: false, offline: false, signingOut: false, user: null, token: 'tok' });
  });
  it('customer (loading the profile or ready): signed in with the token and the user', () => {
    for (const child of ['loadingProfile', 'ready']) {
      expect(at({ customer: child })).toEqual({ status: 'customer', signedIn: true, offline: false, signingOut: false, user, token: 'tok' });
    }
  });
  it('signing out: pending, the user still shown, no token', () => {
    expect(at('signingOut')).toEqual({ status: 'pending', signedIn: false, offline: false, signingOut: true, user, token: null });
  });
  it('offline', () => {
    expect(at('offline')).toEqual({ status: 'offline', signedIn: false, offline: true, signingOut: false, user: null, token: null });
  });
});
