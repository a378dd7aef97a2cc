import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import type { Address } from '../../../contract/checkout';
import type { TokenData, UserInfo } from '../../../contract/entities';
import { messages } from '../../../contract/messages';
import { sessionMachine } from '../../../machines/session.machine';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { checkoutApi } from '../../features/checkout/checkout.api';
import { SessionProvider } from '../../app/session/session-provider';
import { apiEventBus, controlledCall } from '../../testing/harness';
import MyAddressBookStylePage from './my-address-book-style-page';

const user: UserInfo = { id: 7, firstname: 'Grace', lastname: 'Hopper', email: 'grace@example.com', type: 1 };
const london: Address = {
  id: 20,
  firstname: 'Grace',
  lastname: 'Hopper',
  phone: '+44 20 7946 0958',
  country_id: 'GB',
  country: 'United Kingdom',
  region_id: null,
  region_code: '',
  region: 'Greater London',
  city: 'London',
  street: '10 Downing St',
  street2: '',
  postcode: 'SW1A 2AA',
  is_default: true,
};

/** Time for the page's first render on a busy machine (the book loads, the form draws). */
const LOADED = { timeout: 3000 };

/** The address book's form page at `path`, for a signed-in customer; its calls are the spied src/api ones. */
async function open(path: string) {
  const session = sessionMachine.provide({
    actors: { fetchVisitorToken: controlledCall<TokenData>().logic, fetchUserInfo: controlledCall<UserInfo>().logic },
  });
  const { Wrapper, location } = shellHarness({ i18n: await testI18n(), path });
  render(
    <Wrapper>
      <SessionProvider logic={session} input={{ token: 'customer-1', loginStatus: true, userInfo: user }} onApiEvent={apiEventBus().onApiEvent}>
        <Route path="/account/my-address-book/:style">
          <MyAddressBookStylePage />
        </Route>
      </SessionProvider>
    </Wrapper>,
  );
  await flush();
  return { location };
}

describe('address book form page (/account/my-address-book/{style})', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('edits an address of the book with the shared form and goes back to the book once saved', async () => {
    vi.spyOn(checkoutApi, 'addressBooks').mockResolvedValue([london]);
    const update = vi.spyOn(checkoutApi, 'updateAddress').mockImplementation(async (id, values) => ({ ...london, ...values, id }));
    const { location } = await open('/account/my-address-book/edit-20');
    const form = await screen.findByRole('form', { name: 'Edit address' }, LOADED);
    expect((within(form).getByLabelText('State / Province / Region (optional)') as HTMLInputElement).value).toBe('Greater London');
    fireEvent.change(within(form).getByLabelText('Street address'), { target: { value: '11 Downing St' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/account/my-address-book'));
    expect(update).toHaveBeenCalledWith(20, expect.objectContaining({ street: '11 Downing St', country_id: 'GB' }));
  });

  it('stays on the form with the server’s message when the save is refused', async () => {
    vi.spyOn(checkoutApi, 'addressBooks').mockResolvedValue([london]);
    vi.spyOn(checkoutApi, 'updateAddress').mockRejectedValue(new Error(messages.requestFailed));
    const { location } = await open('/account/my-address-book/edit-20');
    const form = await screen.findByRole('form', { name: 'Edit address' }, LOADED);
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(messages.requestFailed);
    expect(location.history.at(-1)).toBe('/account/my-address-book/edit-20');
  });

  it('starts a new address with the customer’s name, sends nothing while it has messages, and Cancel goes back to the book', async () => {
    const add = vi.spyOn(checkoutApi, 'addAddress');
    const { location } = await open('/account/my-address-book/add');
    const form = await screen.findByRole('form', { name: 'Add an address' }, LOADED);
    expect((within(form).getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((within(form).getByLabelText('Last name') as HTMLInputElement).value).toBe('Hopper');
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await flush();
    expect(add).not.toHaveBeenCalled();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(location.history.at(-1)).toBe('/account/my-address-book');
  });

  it('says so for an address that is not in the book', async () => {
    vi.spyOn(checkoutApi, 'addressBooks').mockResolvedValue([london]);
    await open('/account/my-address-book/edit-99');
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe('This address is not in your address book.');
  });
});
