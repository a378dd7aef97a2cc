import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { retryDelay, sessionMachine, type SessionInput } from './session.machine';
import type { TokenData, UserInfo } from '../contract/entities';

const user: UserInfo = { id: 7, firstname: 'Demo', lastname: 'Customer', email: 'demo@opticshop.example', type: 1 };
const visitorToken = (t: string): TokenData => ({ access_token: t, token_type: 'Bearer', expires_in: 3600, kind: 'visitor' });

function start(input: SessionInput, over: { visitor?: () => Promise<TokenData>; logout?: () => Promise<null> } = {}) {
  const persisted: Array<{ token: string | null; loginStatus: boolean }> = [];
  const emitted: string[] = [];
  const left: string[] = [];
  let n = 0;
  const clock = new SimulatedClock();
  const logic = sessionMachine.provide({
    actors: {
      fetchVisitorToken: fromPromise(over.visitor ?? (async () => visitorToken(`v${++n}`))),
      fetchUserInfo: fromPromise(async () => ({ ...user, firstname: 'Fresh' })),
      signOut: fromPromise(over.logout ?? (async () => null)),
    },
    actions: {
      persistSession: ({ context }) => {
        persisted.push({ token: context.token, loginStatus: context.loginStatus });
      },
      leaveForHome: () => left.push('home'),
      leaveForSignIn: () => left.push('sign-in'),
    },
  });
  const actor = createActor(logic, { input, clock });
  actor.on('session.ended', (e) => emitted.push(`${e.type}:${e.reason}`));
  actor.start();
  return { actor, persisted, emitted, clock, left };
}

describe('session machine', () => {
  it('obtains and stores a visitor token when the client has none', async () => {
    const { actor, persisted, emitted } = start({});
    await waitFor(actor, (s) => s.matches('visitor'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'v1', loginStatus: false, visitorTokensIssued: 1 });
    expect(persisted).toEqual([{ token: 'v1', loginStatus: false }]);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.visitorTokensIssued).toBe(1);
  });

  it('keeps a stored visitor token without asking for a new one', () => {
    const { actor } = start({ token: 'stored', loginStatus: false });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(actor.getSnapshot().context.visitorTokensIssued).toBe(0);
  });

  it('resumes a stored customer session and refreshes the user info', async () => {
    const { actor } = start({ token: 'c1', loginStatus: true, userInfo: user });
    expect(actor.getSnapshot().matches({ customer: 'loadingProfile' })).toBe(true);
    expect(actor.getSnapshot().context.user?.firstname).toBe('Demo');
    await waitFor(actor, (s) => s.matches({ customer: 'ready' }));
    expect(actor.getSnapshot().context.user?.firstname).toBe('Fresh');
  });

  it('ignores a login status without a token', () => {
    const { actor } = start({ token: null, loginStatus: true, userInfo: user });
    expect(actor.getSnapshot().matches('obtainingVisitorToken')).toBe(true);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('becomes a customer on sign-in: token, login status and user set, then announced', () => {
    const { actor, persisted, emitted } = start({ token: 'v', loginStatus: false });
    actor.send({ type: 'session.signedIn', token: 'c9', user });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'c9', loginStatus: true, user });
    expect(persisted.at(-1)).toEqual({ token: 'c9', loginStatus: true });
    expect(emitted).toEqual([]);
  });

  it('clears the customer and gets a new visitor token on logout, even when the logout call fails', async () => {
    const { actor, emitted, left } = start(
      { token: 'c1', loginStatus: true, userInfo: user },
      {
        logout: async () => {
          throw new Error('offline');
        },
      },
    );
    actor.send({ type: 'session.logout' });
    expect(actor.getSnapshot().matches('signingOut')).toBe(true);
    // The customer leaves the account pages at once, not when the server answers.
    expect(left).toEqual(['home']);
    await waitFor(actor, (s) => s.matches('visitor'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'v1', loginStatus: false, user: null });
    expect(emitted).toContain('session.ended:logout');
  });

  it('drops the customer token on session.unauthorized, leaves for sign-in and obtains a visitor token', async () => {
    const { actor, emitted, left } = start({ token: 'c1', loginStatus: true, userInfo: user });
    actor.send({ type: 'session.unauthorized' });
    // Spec section 8: 401/30001 clears token, login status and user info, and goes to /sign-in.
    expect(left).toEqual(['sign-in']);
    expect(actor.getSnapshot().context).toMatchObject({ token: null, loginStatus: false, user: null });
    await waitFor(actor, (s) => s.matches('visitor'));
    expect(emitted).toContain('session.ended:unauthorized');
  });

  it('on session.forbidden only sets the login status to false and leaves for home: token, cart and wishlist stay', async () => {
    const visitor = vi.fn(async () => visitorToken('fresh'));
    const { actor, emitted, left, persisted } = start({ token: 'c1', loginStatus: true, userInfo: user }, { visitor });
    await waitFor(actor, (s) => s.matches({ customer: 'ready' }));
    actor.send({ type: 'session.forbidden' });
    // Spec section 8: a 403 sets the login status to false and goes to /; nothing else is thrown away.
    expect(left).toEqual(['home']);
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'c1', loginStatus: false });
    expect(persisted.at(-1)).toEqual({ token: 'c1', loginStatus: false });
    // No session ended (the cart and the wishlist keep their lines) and no new visitor token.
    expect(emitted).toEqual([]);
    expect(visitor).not.toHaveBeenCalled();
    // Signing in again is the way back.
    actor.send({ type: 'session.signedIn', token: 'c2', user });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'c2', loginStatus: true });
  });

  it('stays a visitor on a 403 and replaces a dead visitor token on a 401', async () => {
    const { actor, left } = start({ token: 'v0', loginStatus: false });
    actor.send({ type: 'session.forbidden' });
    expect(actor.getSnapshot().context.token).toBe('v0');
    actor.send({ type: 'session.unauthorized' });
    await waitFor(actor, (s) => s.matches('visitor'));
    expect(actor.getSnapshot().context.token).toBe('v1');
    expect(left).toEqual(['home', 'sign-in']);
  });

  it('goes offline when the visitor token cannot be had and retries with backoff', async () => {
    const visitor = vi
      .fn<() => Promise<TokenData>>()
      .mockRejectedValueOnce(new Error('down'))
      .mockRejectedValueOnce(new Error('down'))
      .mockResolvedValue(visitorToken('late'));
    const { actor, clock, left } = start({}, { visitor });
    await waitFor(actor, (s) => s.matches('offline'));
    // Offline, a refused call still leaves the page (the root's handlers).
    actor.send({ type: 'session.unauthorized' });
    actor.send({ type: 'session.forbidden' });
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(left).toEqual(['sign-in', 'home']);
    clock.increment(retryDelay(1) - 1);
    expect(visitor).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches('offline') && s.context.failures === 2);
    clock.increment(retryDelay(2));
    await waitFor(actor, (s) => s.matches('visitor'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'late', failures: 0 });
  });

  it('retries at once when asked', async () => {
    const visitor = vi.fn<() => Promise<TokenData>>().mockRejectedValueOnce(new Error('down')).mockResolvedValue(visitorToken('now'));
    const { actor } = start({}, { visitor });
    await waitFor(actor, (s) => s.matches('offline'));
    actor.send({ type: 'session.retry' });
    await waitFor(actor, (s) => s.matches('visitor'));
  });

  it('doubles the retry delay up to the cap', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([2000, 4000, 8000, 16000]);
    expect(retryDelay(20)).toBe(60000);
  });
});
