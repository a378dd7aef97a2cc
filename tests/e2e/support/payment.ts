import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import type { Address } from '../../../contract/checkout';
import type { GoodsCard } from '../../../contract/catalog';
import type { CartLine } from '../../../contract/entities';
import type { OrderDetail, PaymentMethod, PlacedOrder } from '../../../contract/orders';
import { SANDBOX_CARDS } from '../../../contract/orders';
import { operatorBearer } from './operator';
import { expect } from './fixtures';
import { findGoods } from './catalog';
import { submitAuthForm, uniqueEmail } from './shop';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** A customer of the journey's own, with the token its API calls use. */
export interface Payer {
  email: string;
  password: string;
  token: string;
}

/** One API call of a journey's setup: the envelope's data, or an error naming the refusal. */
export async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  options: {
    token?: string;
    form?: Record<string, string | number>;
    json?: unknown;
    query?: Record<string, string | number>;
  } = {},
): Promise<T> {
  const res = await request[method](`/${path}`, {
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    form: options.form,
    data: options.json,
    params: options.query,
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 200) throw new Error(`${method.toUpperCase()} ${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** Registers a new customer over the API (as the register form would) and keeps its token. */
export async function newPayer(request: APIRequestContext, testInfo: TestInfo): Promise<Payer> {
  const email = uniqueEmail(testInfo, 'pay');
  const password = 'secret123';
  const visitor = await call<{ access_token: string }>(request, 'post', 'api/visitor');
  const registered = await call<{ access_token: string }>(request, 'post', 'api/register', {
    token: visitor.access_token,
    form: { email, password, c_password: password, firstname: email, lastname: email, type: '1' },
  });
  return { email, password, token: registered.access_token };
}

/**
 * Gets the payer ready to check out: an address in the book and one line in the cart of a frame
 * priced within `range` (USD), so a method's limits (pay in 4) are met.
 */
export async function readyToCheckOut(request: APIRequestContext, payer: Payer, range: [number, number] = [60, 400]) {
  const pick = (g: GoodsCard) => g.price_type === 1 && g.price >= range[0] && g.price <= range[1] && g.colors.some((c) => c.stock_qty >= 5);
  const goods = await findGoods(request, pick, { sort: 'price_desc', spread: payer.email });
  const variant = [...goods.variants].sort((a, b) => b.stock_qty - a.stock_qty)[0]!;
  const address = await addAddressOverApi(request, payer);
  const lines = await call<CartLine[]>(request, 'post', 'api/users/addCart', {
    token: payer.token,
    json: { goods_id: goods.id, variant_id: variant.id, qty: 1 },
  });
  return { goods, address, cartId: lines.find((l) => l.variant_id === variant.id)!.id };
}

/** A default address in the payer's book (London), as the address form would add it. */
export async function addAddressOverApi(request: APIRequestContext, payer: Payer): Promise<Address> {
  return call<Address>(request, 'post', 'api/users/addAddress', {
    token: payer.token,
    form: {
      firstname: 'Ada',
      lastname: 'Lovelace',
      phone: '+1 408 555 0100',
      country_id: 'GB',
      region_id: '',
      region: 'Greater London',
      city: 'London',
      street: '1 Baker Street',
      street2: '',
      postcode: 'NW1 6XE',
      is_default: 1,
    },
  });
}

/**
 * How long placing an order may take before the payment panel's address shows: the order is written
 * in one transaction (stock held, totals checked) on a server shared with two other browsers, and
 * under that load it took more than the default 5 s once in a clean CI run.
 */
const PLACE_ORDER_MS = 15_000;

/**
 * From the cart page: Checkout, the card method, Place order, then pays with the sandbox card;
 * the journey stands on /payment-success. Returns the order id.
 */
export async function checkOutAndPayByCard(page: Page): Promise<number> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  await page
    .getByRole('region', { name: 'Payment method' })
    .getByRole('radio', { name: new RegExp(`^${paymentLabel.card}`) })
    .check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=\d+&method=card$/, { timeout: PLACE_ORDER_MS });
  const orderId = Number(/order_id=(\d+)/.exec(page.url())![1]);
  await payWithCard(page);
  await expect(page).toHaveURL(`/payment-success?order_id=${orderId}`);
  return orderId;
}

/** Signs in on the sign-in page and comes back to `path`. */
export async function signInTo(page: Page, payer: Pick<Payer, 'email' | 'password'>, path: string) {
  await page.goto(`/sign-in?redirect=${encodeURIComponent(path)}`);
  await submitAuthForm(page.getByRole('tabpanel'), payer.email, payer.password);
  // Signed in once the sign-in page has gone on to `path`: a journey that moves on sooner aborts the login.
  await page.waitForURL((url) => url.pathname + url.search === path, { timeout: 10_000 });
}

/**
 * Places the order on the checkout page with the method chosen there: the journey then stands on
 * /payment?order_id=N&method=M with the payment panel. Returns the order id.
 */
export async function placeOnCheckout(page: Page, payer: Payer, method: PaymentMethod): Promise<number> {
  await signInTo(page, payer, '/cart');
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await expect(page).toHaveURL(/\/payment$/);
  const methods = page.getByRole('region', { name: 'Payment method' });
  await methods.getByRole('radio', { name: new RegExp(`^${paymentLabel[method]}`) }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?order_id=\\d+&method=${method}$`), { timeout: PLACE_ORDER_MS });
  return Number(/order_id=(\d+)/.exec(page.url())![1]);
}

/** A new customer places an order on the checkout with `method`; the journey stands on its /payment?order_id=N. */
export async function placeNewOrder(page: Page, request: APIRequestContext, testInfo: TestInfo, method: PaymentMethod, range?: [number, number]) {
  const payer = await newPayer(request, testInfo);
  await readyToCheckOut(request, payer, range);
  return { payer, orderId: await placeOnCheckout(page, payer, method) };
}

export const paymentLabel: Record<PaymentMethod, string> = { card: 'Card', wallet: 'Wallet', bank_transfer: 'Bank transfer', pay_in_4: 'Pay in 4' };

/** The payment panel on /payment. */
export function paymentPanel(page: Page): Locator {
  return page.getByRole('region', { name: 'Payment', exact: true });
}

/** Fills the panel's card form and pays. */
export async function payWithCard(page: Page, number: string = SANDBOX_CARDS.succeeds, expiry = '12/34') {
  const form = paymentPanel(page).getByRole('form', { name: 'Card details' });
  await form.getByLabel('Name on card').fill('Ada Lovelace');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM/YY)').fill(expiry);
  await form.getByLabel('Security code (CVC)').fill('123');
  await form.getByRole('button', { name: /^(Pay |Confirm pay in 4)/ }).click();
}

/** Places an order over the API (no checkout page): for journeys that start after placing. */
export async function placeOverApi(request: APIRequestContext, payer: Payer, range?: [number, number]): Promise<PlacedOrder> {
  const { address, cartId } = await readyToCheckOut(request, payer, range);
  return call<PlacedOrder>(request, 'post', 'api/users/createOrder', {
    token: payer.token,
    json: {
      cart_ids: [cartId],
      address_id: address.id,
      shipping_method: 'standard',
      client_token: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
  });
}

/** Pays an order by card over the API, as the panel would. */
export async function payOverApi(request: APIRequestContext, payer: Payer, orderId: number) {
  await call(request, 'get', 'api/users/create_customer_sandbox', { token: payer.token });
  const intent = await call<{ intent_id: string }>(request, 'post', 'api/users/create_payment_intent', {
    token: payer.token,
    form: { order_id: orderId },
  });
  await call(request, 'post', `api/pay/creditcard/${orderId}`, {
    token: payer.token,
    form: { intent_id: intent.intent_id, name: 'Ada Lovelace', card_number: SANDBOX_CARDS.succeeds, expiry: '12/34', cvc: '123' },
  });
}

export async function orderDetail(request: APIRequestContext, payer: Payer, orderId: number): Promise<OrderDetail> {
  return call<OrderDetail>(request, 'get', 'api/users/orderDetail', { token: payer.token, query: { id: orderId } });
}

/** The operator (a fulfilment member) raises (or lowers) an order's total: POST api/admin/orders/{id}/adjust. */
export async function adjustTotal(request: APIRequestContext, orderId: number, total: number) {
  const res = await request.post(`/api/admin/orders/${orderId}/adjust`, {
    headers: { authorization: `Bearer ${await operatorBearer(request)}` },
    form: { total },
  });
  const body = (await res.json()) as Envelope<unknown>;
  if (body.code !== 200) throw new Error(`adjust ${orderId} answered ${body.code}: ${body.msg}`);
}

/** The sandbox wallet's own approval page: Approve or Cancel. */
export async function decideAtWallet(page: Page, decision: 'Approve' | 'Cancel') {
  await expect(page).toHaveURL(/\/sandbox\/wallet\/approve\?/);
  await page.getByRole('button', { name: new RegExp(`^${decision}`) }).click();
}
