import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { SANDBOX_CARDS, type OrderDetail, type PaymentIntent, type PaymentResult, type WalletRedirect } from '../../../contract/orders';
import { orderEvents, payments } from '../../../server/db/schema';
import { startTestApp, type Backend, type ShopClient, type TestApp } from './test-app';
import { addAddress, addLine, clientToken, customer, manyCustomers, orderFor } from './checkout';
import { staffToken } from './staff';

/** A card expiry three years from now (MM/YY), always in the future. */
export function futureExpiry(years = 3): string {
  const d = new Date();
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String((d.getUTCFullYear() + years) % 100).padStart(2, '0')}`;
}

/** The card form as the app sends it. */
export function cardFields(number: string = SANDBOX_CARDS.succeeds, over: Record<string, string> = {}) {
  return { name: 'Ada Lovelace', card_number: number, expiry: futureExpiry(), cvc: '123', ...over };
}

/**
 * A customer of their own with an unpaid order placed through the real api/users/createOrder:
 * `qty` of a test product priced `price` (standard shipping is free from 69, so pick prices
 * above it for exact totals).
 */
export function unpaidOrder(t: ShopClient, opts: { price?: number; stock?: number; qty?: number } = {}) {
  return orderFor(t, { ...opts, price: opts.price ?? 80 });
}

export async function createIntent(t: ShopClient, token: string, orderId: number) {
  return t.api<PaymentIntent>('POST', paths.createPaymentIntent, { token, form: { order_id: orderId } });
}

/** An intent, then the card: the answer of api/pay/creditcard/{id}. */
export async function payByCard(t: ShopClient, token: string, orderId: number, number: string = SANDBOX_CARDS.succeeds) {
  const intent = await createIntent(t, token, orderId);
  expect(intent.body.code, intent.text).toBe(200);
  return t.api<PaymentResult>('POST', paths.payCard(orderId), { token, form: { intent_id: intent.body.data.intent_id, ...cardFields(number) } });
}

export async function startWallet(t: ShopClient, token: string, orderId: number) {
  const res = await t.api<WalletRedirect>('POST', paths.payWallet(orderId), { token });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

/** Presses Approve or Cancel on the sandbox wallet's page: the 303's Location. */
export async function decide(t: ShopClient, approveUrl: string, decision: 'approve' | 'cancel'): Promise<{ status: number; location: string }> {
  const token = new URL(approveUrl, t.url).searchParams.get('token')!;
  const res = await fetch(`${t.url}/${paths.walletApprove}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, decision }).toString(),
  });
  return { status: res.status, location: res.headers.get('location') ?? '' };
}

/** The token and payer id the wallet sent back on approval. */
export function returned(location: string): { token: string; payer_id: string } {
  const q = new URL(location, 'http://x').searchParams;
  return { token: q.get('token') ?? '', payer_id: q.get('payer_id') ?? '' };
}

export async function execute(t: ShopClient, token: string, input: { token: string; payer_id: string }, path: string = paths.executeWallet) {
  return t.api<PaymentResult>('GET', `${path}?${new URLSearchParams(input).toString()}`, { token });
}

export async function detail(t: ShopClient, token: string, orderId: number): Promise<OrderDetail> {
  const res = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${orderId}`, { token });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

export async function paymentsOf(t: ShopClient, orderId: number) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
}

export async function eventsOf(t: ShopClient, orderId: number, status?: string) {
  return t.db
    .select()
    .from(orderEvents)
    .where(status ? and(eq(orderEvents.orderId, orderId), eq(orderEvents.status, status as never)) : eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
}

/** The app for payment suites: many customers register from one IP. */
export function paymentsTestApp(backend: Backend): Promise<TestApp> {
  return startTestApp(backend, manyCustomers);
}

/** One signed-in fulfilment member per app, made on first use: the operator of the payment suites. */
const operators = new WeakMap<TestApp, Promise<string>>();
export function operatorToken(t: TestApp): Promise<string> {
  let token = operators.get(t);
  if (!token) operators.set(t, (token = staffToken(t, 'fulfilment')));
  return token;
}

/** An operator's call (api/admin/orders/{id}/status, /adjust) as a fulfilment member; expects a 200. */
export async function operator(t: TestApp, path: string, body: Record<string, unknown>) {
  const res = await t.api('POST', path, { token: await operatorToken(t), body });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

/**
 * One shopper's whole checkout on `shop`: a new customer (e-mail starting with `prefix`), an
 * address, one of `item` in the cart, the order placed and paid by card; `placed` hears the order
 * once placing it was answered. Any step not answered 200 throws. Answers the order's id.
 */
export async function checkoutByCard(
  shop: ShopClient,
  item: { goodsId: number; variantId: number },
  prefix: string,
  placed?: (orderId: number) => void,
): Promise<number> {
  const who = await customer(shop, prefix);
  const address = await addAddress(shop, who.token);
  const cartId = await addLine(shop, who.token, item, 1);
  const res = await shop.api<{ order_id: number }>('POST', paths.createOrder, {
    token: who.token,
    body: { client_token: clientToken(), cart_ids: [cartId], address_id: address.id },
  });
  expect(res.status, res.text).toBe(200);
  const orderId = res.body.data.order_id;
  placed?.(orderId);
  const paid = await payByCard(shop, who.token, orderId);
  expect(paid.status, paid.text).toBe(200);
  return orderId;
}
