import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { LoginData, TokenData } from '../../../contract/entities';
import { authDialogLogic } from '../../features/auth/auth-dialog.actors';
import { sessionMachine } from '../../../machines/session.machine';
import { SessionProvider } from '../../app/session/session-provider';
import { useIsSignedIn } from '../../app/session/selectors';
import { apiEventBus, controlledCall, renderWithRouter } from '../../testing/harness';
import SignInPage from './sign-in-page';

const data: LoginData = {
  access_token: 'customer-1',
  token_type: 'Bearer',
  expires_in: 1,
  kind: 'customer',
  user: { id: 1, firstname: 'A', lastname: 'B', email: 'demo@opticshop.example', type: 1 },
};

function Status() {
  return <p>{useIsSignedIn() ? 'customer' : 'visitor'}</p>;
}

async function signInAt(url: string) {
  const session = sessionMachine.provide({
    actors: { fetchVisitorToken: controlledCall<TokenData>().logic, fetchUserInfo: controlledCall<never>().logic as never },
  });
  const logic = authDialogLogic.provide({ actors: { signIn: fromPromise(async () => data) } });
  const { memory } = await renderWithRouter(
    <SessionProvider logic={session} input={{ token: 'visitor-1' }} onApiEvent={apiEventBus().onApiEvent}>
      <Status />
      <SignInPage logic={logic} />
    </SessionProvider>,
    url,
  );
  expect(screen.getByRole('tab', { name: 'Sign in' }).getAttribute('aria-selected')).toBe('true');
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo@opticshop.example' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'demo1234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await waitFor(() => expect(screen.getByText('customer')).toBeTruthy());
  return memory;
}

describe('sign-in page', () => {
  it('goes back to the page that asked for sign-in', async () => {
    const memory = await signInAt('/sign-in?redirect=%2Faccount%2Fmy-account%3Ftab%3D1');
    expect(memory.history.at(-1)).toBe('/account/my-account?tab=1');
  });

  it.each([['//evil.example/account'], ['https://evil.example/'], ['javascript:alert(1)']])(
    'refuses an off-site redirect %s and goes home',
    async (target) => {
      const memory = await signInAt(`/sign-in?redirect=${encodeURIComponent(target)}`);
      expect(memory.history.at(-1)).toBe('/');
    },
  );

  it('goes home without a redirect', async () => {
    const memory = await signInAt('/sign-in');
    expect(memory.history.at(-1)).toBe('/');
  });

  it('links to the forgot-password page', async () => {
    await renderWithRouter(
      <SessionProvider logic={sessionMachine} input={{ token: 'v' }} onApiEvent={apiEventBus().onApiEvent}>
        <SignInPage />
      </SessionProvider>,
      '/sign-in',
    );
    expect(screen.getByRole('link', { name: 'Forgot Your Password ?' }).getAttribute('href')).toBe('/forgot-password');
  });
});
