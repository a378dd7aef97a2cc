import { expect } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { Address, PriceQuote } from '../../../contract/checkout';
import type { CartLine } from '../../../contract/entities';
import type { PlacedOrder } from '../../../contract/orders';
import { regionsOf } from '../../../contract/regions';
import { goods, goodsVariants, ladderPrices, outbox } from '../../../server/db/schema';
import { operatorMove } from '../../../server/services/orders/order-admin';
import type { ApiResponse, ShopClient, TestApp } from './test-app';
import type { FieldErrors, InvalidData } from '../../../contract/codes';
import { newEmail, register } from './sessions';

/** Suites that register many customers lift the per-IP register limit (all requests come from 127.0.0.1). */
export const manyCustomers = { authRateLimit: { max: 100_000, windowMs: 60_000 } };

/** A new customer of their own: token and user id. */
export async function customer(t: ShopClient, prefix = 'buyer') {
  const data = await register(t, newEmail(prefix));
  return { token: data.access_token, userId: data.user.id, email: data.user.email };
}

const california = regionsOf('US')!.find((r) => r.code === 'CA')!;

/** A valid US address form (California). */
export function usAddress(over: Record<string, unknown> = {}) {
  return {
    firstname: 'Ada',
    lastname: 'Lovelace',
    phone: '+1 555 010 0000',
    country_id: 'US',
    region_id: california.region_id,
    region: '',
    city: 'Los Angeles',
    street: '1 Main St',
    street2: '',
    postcode: '90001',
    ...over,
  };
}
export { california };

export async function addAddress(t: ShopClient, token: string, over: Record<string, unknown> = {}): Promise<Address> {
  const res = await t.api<Address>('POST', paths.addAddress, { token, form: usAddress(over) as Record<string, string | number> });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data;
}

let seq = 0;

/**
 * A product of this test alone, so amounts and stock are exactly known: one colour with `stock`,
 * list `price`, a special price (price type 2) or ladder tiers (price type 3), a purchase limit.
 */
export async function testGoods(
  t: ShopClient,
  opts: {
    price: number;
    stock: number;
    special?: number;
    ladder?: [number, number][];
    purchaseLimit?: number;
  },
) {
  const sku = `T-${process.pid}-${Date.now().toString(36)}-${++seq}`;
  const priceType = opts.ladder ? 3 : opts.special !== undefined ? 2 : 1;
  const [g] = await t.db
    .insert(goods)
    .values({
      categoryId: 2,
      sku,
      name: `Test Frame ${sku}`,
      priceType,
      price: opts.price,
      specialPrice: opts.special ?? null,
      purchaseLimit: opts.purchaseLimit ?? 0,
    })
    .returning({ id: goods.id });
  const [v] = await t.db
    .insert(goodsVariants)
    .values({ goodsId: g!.id, color: 'Black', colorHex: '#111111', sku: `${sku}-1`, stockQty: opts.stock })
    .returning({ id: goodsVariants.id });
  if (opts.ladder) await t.db.insert(ladderPrices).values(opts.ladder.map(([minQty, price]) => ({ goodsId: g!.id, minQty, price })));
  return { goodsId: g!.id, variantId: v!.id };
}

/** Puts qty of a colour in the customer's cart; returns the cart line's id. */
export async function addLine(t: ShopClient, token: string, item: { goodsId: number; variantId: number }, qty: number): Promise<number> {
  const res = await t.api<CartLine[]>('POST', paths.addCart, { token, body: { goods_id: item.goodsId, variant_id: item.variantId, qty } });
  expect(res.body.code, res.text).toBe(200);
  return res.body.data.find((l) => l.variant_id === item.variantId)!.id;
}

export async function stockOf(t: ShopClient, variantId: number): Promise<number> {
  const [v] = await t.db.select({ stock: goodsVariants.stockQty }).from(goodsVariants).where(eq(goodsVariants.id, variantId));
  return v!.stock;
}

export async function setStock(t: ShopClient, variantId: number, stock: number): Promise<void> {
  await t.db.update(goodsVariants).set({ stockQty: stock }).where(eq(goodsVariants.id, variantId));
}

export async function getPrice(t: ShopClient, token: string, body: Record<string, unknown>) {
  return t.api<PriceQuote>('POST', paths.getPrice, { token, body });
}

export const clientToken = () => `ct-${crypto.randomUUID()}`;

/** A customer with an address and `qty` of the item in the cart, ready to place an order. */
export async function readyToOrder(t: ShopClient, item: { goodsId: number; variantId: number }, qty = 1) {
  const who = await customer(t);
  const address = await addAddress(t, who.token);
  const cartId = await addLine(t, who.token, item, qty);
  return { ...who, address, cartId };
}

export async function placeOrder(t: ShopClient, token: string, body: Record<string, unknown>) {
  return t.api<PlacedOrder>('POST', paths.createOrder, { token, body: { client_token: clientToken(), ...body } });
}

/** The mails one address received, oldest first. */
export async function mailsTo(t: ShopClient, email: string) {
  return t.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
}

/** A customer who placed an order for `qty` of a new product (price 40, stock 10 unless given). */
export async function orderFor(t: ShopClient, opts: { qty?: number; price?: number; stock?: number } = {}) {
  const item = await testGoods(t, { price: opts.price ?? 40, stock: opts.stock ?? 10 });
  const who = await readyToOrder(t, item, opts.qty ?? 1);
  const res = await placeOrder(t, who.token, { cart_ids: [who.cartId], address_id: who.address.id });
  expect(res.body.code, res.text).toBe(200);
  return { ...who, item, order: res.body.data };
}

/** Moves an order along as the operator would (paid, processing, shipped with UPS, delivered). */
export async function advanceTo(t: TestApp, orderId: number, to: 'paid' | 'processing' | 'shipped' | 'delivered') {
  const steps = ['paid', 'processing', 'shipped', 'delivered'] as const;
  for (const step of steps.slice(0, steps.indexOf(to) + 1)) {
    await operatorMove(t.app, orderId, step, step === 'shipped' ? { carrier: 'UPS', tracking_no: '1Z999AA10123456784' } : {});
  }
}

/** The field messages of a 422, whatever the success type of the call. */
export function errorsOf(res: ApiResponse<unknown>): FieldErrors {
  return (res.body.data as unknown as InvalidData).errors;
}
