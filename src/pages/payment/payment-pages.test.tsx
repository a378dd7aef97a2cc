import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState, type ComponentType, type ReactNode } from 'react';
import type { OrderDetail, PaymentMethod } from '../../../contract/orders';
import { Z_INSTALMENT_DIALOG } from '../../../contract/constants';
import { cartMachine } from '../../../machines/cart.machine';
import { eventually, flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { messages } from '../../../contract/messages';
import { bank, currency, order, paid, schedule } from '../../../tests/support/payment-fixtures';
import { ApiError } from '../../api/errors';
import { ordersApi } from '../../features/orders/orders.api';
import { paymentApi } from '../../features/payment/payment.api';
import { CartContext } from '../../features/cart/cart-context';
import { storage } from '../../app/storage';
import { savePaymentInfo, type PaymentInfo } from '../../features/payment/payment-info';
import { PaymentPanel } from '../../features/payment/payment-panel';
import PaymentSuccessPage from './payment-success-page';
import PaymentFailedPage from './payment-failed-page';
import BankSuccessPage from './bank-success-page';
import PriceDifferencePaidPage from './price-difference-paid-page';
import PriceDifferenceFailedPage from './price-difference-failed-page';

const info = (over: Partial<PaymentInfo> = {}): PaymentInfo => ({
  order_id: 12,
  order_no: order.order_no,
  total: 120,
  currency,
  method: 'card',
  ...over,
});
const never = () => new Promise<never>(() => {});

async function show(ui: ReactNode, path: string) {
  const { Wrapper, location } = shellHarness({ path, i18n: await testI18n() });
  render(
    <Wrapper>
      <CartContext.Provider logic={cartMachine}>{ui}</CartContext.Provider>
    </Wrapper>,
  );
  await flush();
  return location;
}
const page = (Page: ComponentType) => <Page />;

beforeEach(() => {
  localStorage.clear();
  // No call answers unless a test says how.
  for (const call of Object.keys(paymentApi) as (keyof typeof paymentApi)[]) vi.spyOn(paymentApi, call).mockImplementation(never);
  vi.spyOn(ordersApi, 'orderDetail').mockImplementation(never);
});
afterEach(() => vi.restoreAllMocks());

describe('payment panel', () => {
  it('offers the four methods as radios and a labelled card form with the sandbox test cards', async () => {
    await show(<PaymentPanel order={order} method="card" />, '/payment?order_id=12');
    const methods = screen.getByRole('group', { name: 'Payment method' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Card', 'Wallet', 'Bank transfer', 'Pay in 4']);
    const form = screen.getByRole('form', { name: 'Card details' });
    expect(within(form).getByLabelText('Name on card').getAttribute('autocomplete')).toBe('cc-name');
    const number = within(form).getByLabelText('Card number');
    expect([number.getAttribute('inputmode'), number.getAttribute('autocomplete')]).toEqual(['numeric', 'cc-number']);
    expect(within(form).getByLabelText('Expiry (MM/YY)').getAttribute('placeholder')).toBe('MM/YY');
    expect(within(form).getByLabelText('Security code (CVC)').getAttribute('autocomplete')).toBe('cc-csc');
    expect(within(form).getByText('Test cards').tagName).toBe('SUMMARY');
    expect(
      within(form)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 9995', '4000 0000 0000 0127']);
  });

  it('follows the page’s method and tells it when the shopper picks another', async () => {
    const told = vi.fn();
    let choose: (m: PaymentMethod) => void = () => {};
    function Host() {
      const [method, setMethod] = useState<PaymentMethod>('card');
      choose = setMethod;
      return <PaymentPanel order={order} method={method} onMethodChange={told} />;
    }
    await show(<Host />, '/payment?order_id=12');
    await act(async () => choose('bank_transfer'));
    expect((screen.getByRole('radio', { name: 'Bank transfer' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Get the bank details' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    await flush();
    expect(told.mock.calls).toEqual([['bank_transfer'], ['wallet']]);
  });

  it('opens the instalment info dialog from the pay in 4 schedule, above other popups', async () => {
    vi.spyOn(paymentApi, 'instalmentAccessible').mockResolvedValue({ accessible: true, min: 35, max: 2000 });
    vi.spyOn(paymentApi, 'instalmentCreateSession').mockResolvedValue({ session_id: 's1', schedule });
    await show(<PaymentPanel order={order} method="pay_in_4" />, '/payment?order_id=12');
    fireEvent.click(await eventually(() => screen.queryByRole('button', { name: 'How it works' })));
    const dialog = screen.getByRole('dialog', { name: 'Pay in 4 interest-free payments' });
    expect(dialog.closest<HTMLElement>('[style*="z-index"]')?.style.zIndex).toBe(String(Z_INSTALMENT_DIALOG));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('/payment-success', () => {
  it('shows the remembered payment, and what comes after pay in 4', async () => {
    savePaymentInfo(info({ method: 'pay_in_4' }));
    await show(page(PaymentSuccessPage), '/payment-success?order_id=12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment successful');
    expect(screen.getByText('OS2611-ABC234')).toBeTruthy();
    expect(screen.getByText('€110.40')).toBeTruthy();
    expect(screen.getByText('The other 3 payments are taken every two weeks after the first one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/account/order-detail/12');
    expect(screen.getByRole('link', { name: 'Keep shopping' }).getAttribute('href')).toBe('/');
  });

  it('reads the order when this device did not see the payment', async () => {
    const detail = { ...order, payment_method: 'card' } as OrderDetail;
    const orderDetail = vi.spyOn(ordersApi, 'orderDetail').mockResolvedValue(detail);
    await show(page(PaymentSuccessPage), '/payment-success?order_id=12');
    expect(await eventually(() => screen.queryByText('OS2611-ABC234'))).toBeTruthy();
    expect(orderDetail.mock.calls[0]![0]).toBe(12);
  });
});

describe('/payment-failed', () => {
  it('says why with the exact message, offers Try again with the same method and the others', async () => {
    savePaymentInfo(info({ reason: 'declined', message: 'Your card has insufficient funds' }));
    await show(page(PaymentFailedPage), '/payment-failed?order_id=12&reason=declined');
    expect(screen.getByRole('alert').textContent).toBe('Your card has insufficient funds');
    expect(screen.getByText('Order OS2611-ABC234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/payment?order_id=12&method=card');
    const others = screen.getByRole('navigation', { name: 'Or pay another way' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]),
    ).toEqual([
      ['Pay with: Wallet', '/payment?order_id=12&method=wallet'],
      ['Pay with: Bank transfer', '/payment?order_id=12&method=bank_transfer'],
      ['Pay with: Pay in 4', '/payment?order_id=12&method=pay_in_4'],
    ]);
  });

  it('says a wallet cancel was a cancel; an unknown reason is a failure; without an order only My orders', async () => {
    savePaymentInfo(info({ method: 'wallet', reason: 'declined', message: 'Your card was declined' }));
    await show(page(PaymentFailedPage), '/payment-failed?order_id=12&reason=cancelled');
    expect(screen.getByRole('alert').textContent).toBe("You cancelled the payment on the wallet's page.");
    document.body.innerHTML = '';
    localStorage.clear();
    await show(page(PaymentFailedPage), '/payment-failed?order_id=12&reason=whatever');
    expect(screen.getByRole('alert').textContent).toBe('The payment did not go through.');
    document.body.innerHTML = '';
    await show(page(PaymentFailedPage), '/payment-failed?reason=failed');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['My orders']);
  });
});

describe('/bank-success', () => {
  it('lists the bank details with the order number as reference, each copyable', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    savePaymentInfo(info({ method: 'bank_transfer', bank }));
    await show(page(BankSuccessPage), '/bank-success?order_id=12');
    const rows = [...document.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dt')!.textContent,
      d.querySelector('bdi')?.textContent ?? d.querySelector('dd')!.textContent,
    ]);
    expect(rows).toEqual([
      ['Beneficiary', 'Optic Shop Ltd'],
      ['Bank', 'Northgate Bank plc'],
      ['IBAN', 'GB33BUKB20201555555555'],
      ['SWIFT / BIC', 'BUKBGB22'],
      ['Amount', '€110.40'],
      ['Reference', 'OS2611-ABC234'],
      ['Pay by', 'November 29, 2026'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    await flush();
    expect(writeText).toHaveBeenCalledWith('GB33BUKB20201555555555');
    expect(screen.getByText('IBAN copied')).toBeTruthy();
  });

  it('says where to find the order when this device has no details', async () => {
    await show(page(BankSuccessPage), '/bank-success?order_id=12');
    expect(screen.getByText(/not on this device/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/account/order-detail/12');
  });
});

describe('price difference result pages', () => {
  it('paid: the order and where to go next', async () => {
    savePaymentInfo(info({ method: 'wallet' }));
    await show(page(PriceDifferencePaidPage), '/price-difference-payment-successful?order_id=12');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Price difference paid');
    expect(screen.getByText('Order OS2611-ABC234')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/account/order-detail/12');
  });

  it('back from the wallet: settles the approval (api/pay/fillpostExcute), then the paid page replaces the return address', async () => {
    const settle = vi.spyOn(paymentApi, 'fillPayExecute').mockResolvedValue(paid);
    savePaymentInfo(info({ method: 'wallet' }));
    storage.set('payFlag', '12');
    const location = await show(page(PriceDifferencePaidPage), '/price-difference-payment-successful?token=EC-9&payer_id=P9');
    expect(settle).toHaveBeenCalledWith({ token: 'EC-9', payer_id: 'P9' });
    expect(await eventually(() => screen.queryByText('Order OS2611-ABC234'))).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Price difference paid');
    expect(location.history).toEqual(['/price-difference-payment-successful?order_id=12']);
    expect(storage.get('payFlag')).toBeUndefined();
  });

  it('back from the wallet, refused: the failed page of the order out at the wallet', async () => {
    vi.spyOn(paymentApi, 'fillPayExecute').mockRejectedValue(new ApiError('declined', 402, messages.paymentFailed));
    storage.set('payFlag', '12');
    const location = await show(page(PriceDifferencePaidPage), '/price-difference-payment-successful?token=EC-9&payer_id=P9');
    await eventually(() => (location.history.at(-1)!.startsWith('/price-difference-payment-failed') ? true : null));
    expect(location.history).toEqual(['/price-difference-payment-failed?order_id=12']);
  });

  it('failed: Try again goes back to /price-difference', async () => {
    await show(page(PriceDifferenceFailedPage), '/price-difference-payment-failed?order_id=12');
    expect(screen.getByRole('alert').textContent).toContain('nothing was charged');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/price-difference?order_id=12');
    expect(storage.get('paymentInfo')).toBeUndefined();
  });
});
