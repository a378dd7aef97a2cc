import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Switch } from 'wouter';
import type { TokenData, UserInfo } from '../../contract/entities';
import { sessionMachine, type SessionInput } from '../../machines/session.machine';
import { SessionProvider } from './session/session-provider';
import { apiEventBus, controlledCall, renderWithRouter } from '../testing/harness';
import { RequireSignIn } from './require-sign-in';

const user: UserInfo = { id: 1, firstname: 'A', lastname: 'B', email: 'a@b.co', type: 1 };

async function open(url: string, input: SessionInput) {
  const signOut = controlledCall<null>();
  const logic = sessionMachine.provide({
    actors: {
      fetchVisitorToken: controlledCall<TokenData>().logic,
      fetchUserInfo: controlledCall<UserInfo>().logic,
      signOut: signOut.logic,
    },
  });
  const view = await renderWithRouter(
    <SessionProvider logic={logic} input={input} onApiEvent={apiEventBus().onApiEvent}>
      <Switch>
        <Route path="/sign-in">
          <p>sign-in page</p>
        </Route>
        <Route path="/account/my-account">
          <RequireSignIn>
            <p>protected content</p>
          </RequireSignIn>
        </Route>
      </Switch>
    </SessionProvider>,
    url,
  );
  return view;
}

describe('RequireSignIn', () => {
  it('shows the page to a signed-in customer', async () => {
    await open('/account/my-account', { token: 'c', loginStatus: true, userInfo: user });
    expect(screen.getByText('protected content')).toBeTruthy();
  });

  it('sends a visitor to sign-in with the page to come back to, replacing the history entry', async () => {
    const { memory } = await open('/account/my-account?x=1', { token: 'v' });
    expect(screen.queryByText('protected content')).toBeNull();
    expect(screen.getByText('sign-in page')).toBeTruthy();
    expect(memory.history).toEqual(['/sign-in?redirect=%2Faccount%2Fmy-account%3Fx%3D1']);
  });

  it('sends a client without any token to sign-in and never shows the page', async () => {
    const { memory } = await open('/account/my-account', {});
    expect(screen.queryByText('protected content')).toBeNull();
    expect(memory.history.at(-1)).toBe('/sign-in?redirect=%2Faccount%2Fmy-account');
  });

  it('lets my-account with a data query through (the spec exception)', async () => {
    await open('/account/my-account?data=abc', { token: 'v' });
    expect(screen.getByText('protected content')).toBeTruthy();
  });
});
