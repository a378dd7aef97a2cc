import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { messages } from '../../../contract/messages';
import type { OrderDetail, ShipAddress } from '../../../contract/orders';
import { COUNTRIES, regionsOf } from '../../../contract/regions';
import type { DropShipment } from '../../../contract/wholesale-services';
import type { DropShippingChoices, DropShippingMode, SaveDropShippingInput } from '../../../machines/drop-shipping-form.machine';
import { calls, eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { detail } from '../orders/test-fixtures';
import { dropShippingFormLogic } from './drop-shipping-form.actors';
import { EndCustomerBlock } from './end-customer-block';

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;
const END: ShipAddress = {
  firstname: 'Grace',
  lastname: 'Hopper',
  phone: '+1 619 555 0100',
  country_id: 'US',
  country: 'United States',
  region_code: 'CA',
  region: 'California',
  city: 'San Diego',
  street: '1 Harbor Drive',
  street2: '',
  postcode: '92101',
};
const dropOrder = (over: Partial<OrderDetail> = {}) =>
  detail({ status: 'paid', address: END, drop_shipping: { blind_packaging: true, email: 'grace@example.com' }, ...over });

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('shop', i18n);
  await loadStrings('services', i18n);
});
afterEach(cleanup);

async function renderBlock(order: OrderDetail) {
  const load = calls<DropShippingChoices, { mode: DropShippingMode }>();
  const save = calls<DropShipment, SaveDropShippingInput>();
  const changed: ShipAddress[] = [];
  const logic = dropShippingFormLogic.provide({
    actors: { loadChoices: fromPromise(({ input }) => load.start(input)), save: fromPromise(({ input }) => save.start(input)) },
  });
  const { Wrapper } = shellHarness({ i18n });
  const view = render(
    <Wrapper>
      <EndCustomerBlock order={order} address={order.address} onChanged={(a) => changed.push(a)} logic={logic} />
    </Wrapper>,
  );
  await flush();
  return { load, save, changed, view };
}

const block = () => screen.getByRole('region', { name: 'Drop shipping' });

async function openForm(page: Awaited<ReturnType<typeof renderBlock>>) {
  fireEvent.click(within(block()).getByRole('button', { name: 'Change end customer' }));
  await flush();
  expect(page.load.last.input).toEqual({ mode: 'update' });
  page.load.last.d.resolve({ countries: COUNTRIES.filter((c) => c.country_id === 'US' || c.country_id === 'GB'), orders: [] });
  return eventually(() => within(block()).queryByRole('form', { name: 'End customer' }));
}

describe('the order page’s drop shipping (Change end customer)', () => {
  it('is not there for an order that is not drop-shipped', async () => {
    await renderBlock(detail({ status: 'paid' }));
    expect(screen.queryByRole('region', { name: 'Drop shipping' })).toBeNull();
  });

  it('changes the end customer of an unshipped order: the form starts from the customer as it is, and the page follows', async () => {
    const page = await renderBlock(dropOrder());
    expect(block().textContent).toContain('Sent to your customer in blind packaging.');
    const form = await openForm(page);
    const f = within(form);
    expect((f.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((f.getByLabelText("Customer's e-mail (optional)") as HTMLInputElement).value).toBe('grace@example.com');
    expect((f.getByLabelText('State / Province') as HTMLSelectElement).value).toBe(String(california.region_id));
    fireEvent.change(f.getByLabelText('City'), { target: { value: 'Fresno' } });
    fireEvent.change(f.getByLabelText('ZIP / Postal code'), { target: { value: '93650' } });
    fireEvent.click(f.getByRole('button', { name: 'Save end customer' }));
    await flush();
    expect(page.save.last.input).toMatchObject({
      mode: 'update',
      values: { order_id: '7', city: 'Fresno', postcode: '93650', region_id: String(california.region_id), email: 'grace@example.com' },
    });
    const customer = { ...END, city: 'Fresno', postcode: '93650' };
    page.save.last.d.resolve({
      id: 3,
      order_id: 7,
      order_no: 'OS2611-QQQQQ7',
      blind_packaging: true,
      customer,
      email: 'grace@example.com',
      status: 'paid',
    });
    await flush();
    expect(within(block()).getByRole('status').textContent).toBe(messages.dropShipSaved);
    expect(within(block()).queryByRole('form')).toBeNull();
    expect(page.changed).toEqual([customer]);
  });

  it('shows the server’s refusal once the order has shipped, and keeps the form', async () => {
    const page = await renderBlock(dropOrder());
    const form = await openForm(page);
    fireEvent.click(within(form).getByRole('button', { name: 'Save end customer' }));
    await flush();
    page.save.last.d.reject(new ApiError('conflict', 409, messages.orderShipped));
    await flush();
    expect(within(form).getByRole('alert').textContent).toBe(messages.orderShipped);
    expect(page.changed).toEqual([]);
    fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(within(block()).queryByRole('form')).toBeNull();
  });

  it('offers no change for a shipped order, and says why', async () => {
    await renderBlock(dropOrder({ status: 'shipped' }));
    expect(block().textContent).toContain(messages.orderShipped);
    expect(within(block()).queryByRole('button', { name: 'Change end customer' })).toBeNull();
  });
});
