import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { Reason } from '../../../contract/codes';
import { goodsImageUrl } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type { PlacedOrder } from '../../../contract/orders';
import type { AddPreOrderInput, PayPreOrderInput } from '../../../contract/schemas/wholesale-services';
import type { ArrivalResult, IncomingFrame, PreOrder } from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { addresses, goods, goodsVariants, incomingStock, orders, preOrders } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { belowMinimum } from '../cart/cart';
import { createOrder, type OrderApp } from '../orders/orders';
import { unitPrice } from '../catalog/pricing';
import { recordAudit, type AuditActor } from '../staff/audit';
import { arriveColour, mailArrivals } from './colour-arrival';

type PreOrderRow = typeof preOrders.$inferSelect;

const preOrderColumns = {
  row: preOrders,
  name: goods.name,
  sku: goods.sku,
  color: goodsVariants.color,
  colorHex: goodsVariants.colorHex,
};

function toPreOrder(r: { row: PreOrderRow; name: string; sku: string; color: string; colorHex: string }): PreOrder {
  const p = r.row;
  return {
    id: p.id,
    goods_id: p.goodsId,
    variant_id: p.variantId,
    name: r.name,
    sku: r.sku,
    color: r.color,
    img: goodsImageUrl(p.goodsId, r.colorHex),
    qty: p.qty,
    expected_date: p.expectedDate,
    status: p.status,
    order_id: p.orderId,
    created_at: p.createdAt.toISOString(),
    arrived_at: p.arrivedAt?.toISOString() ?? null,
    can_cancel: p.status === 'reserved',
    can_pay: p.status === 'arrived',
  };
}

function withGoods(db: Db) {
  return db
    .select(preOrderColumns)
    .from(preOrders)
    .innerJoin(goods, eq(goods.id, preOrders.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, preOrders.variantId));
}

/** GET advance_sale_order/incoming: the colours on their way with frames still free to pre-order. */
export async function incomingFrames(db: Db): Promise<IncomingFrame[]> {
  const rows = await db
    .select({
      goodsId: incomingStock.goodsId,
      variantId: incomingStock.variantId,
      expectedDate: incomingStock.expectedDate,
      free: sql<number>`(${incomingStock.expectedQty} - ${incomingStock.reservedQty})::int`.mapWith(Number),
      name: goods.name,
      sku: goods.sku,
      color: goodsVariants.color,
      colorHex: goodsVariants.colorHex,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      moq: goods.wholesaleMoq,
    })
    .from(incomingStock)
    .innerJoin(goods, eq(goods.id, incomingStock.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, incomingStock.variantId))
    .where(and(eq(goods.isActive, true), sql`${incomingStock.expectedQty} > ${incomingStock.reservedQty}`))
    .orderBy(asc(incomingStock.expectedDate), asc(incomingStock.variantId));
  return rows.map((r) => ({
    goods_id: r.goodsId,
    variant_id: r.variantId,
    name: r.name,
    sku: r.sku,
    color: r.color,
    img: goodsImageUrl(r.goodsId, r.colorHex),
    price: unitPrice({ ...r, ladder: [] }, 1),
    expected_date: r.expectedDate,
    available: r.free,
    moq: r.moq,
  }));
}

/**
 * POST add_advance_sale_order: reserves qty frames of an incoming colour with one guarded update
 * (`reserved_qty + qty <= expected_qty`), so concurrent pre-orders never promise the same frame
 * twice, then records the pre-order, in one transaction. A colour not on its way is a 422, too
 * few frames left a 409 with what is left; fewer than the product's business minimum a 422 (with
 * the minimum), as the order it becomes would be refused.
 */
export async function addPreOrder(db: Db, userId: number, input: AddPreOrderInput): Promise<PreOrder> {
  const [product] = await db
    .select({ moq: goods.wholesaleMoq })
    .from(incomingStock)
    .innerJoin(goods, eq(goods.id, incomingStock.goodsId))
    .where(eq(incomingStock.variantId, input.variant_id));
  if (product && product.moq > 0 && input.qty < product.moq) throw belowMinimum(product.moq);
  const id = await db.transaction(async (tx) => {
    const [taken] = await tx
      .update(incomingStock)
      .set({ reservedQty: sql`${incomingStock.reservedQty} + ${input.qty}::int` })
      .where(
        and(
          eq(incomingStock.variantId, input.variant_id),
          sql`${incomingStock.reservedQty} + ${input.qty}::int <= ${incomingStock.expectedQty}`,
          sql`exists (select 1 from goods g where g.id = ${incomingStock.goodsId} and g.is_active)`,
        ),
      )
      .returning({ goodsId: incomingStock.goodsId, expectedDate: incomingStock.expectedDate });
    if (!taken) {
      const [row] = await tx
        .select({ expected: incomingStock.expectedQty, reserved: incomingStock.reservedQty })
        .from(incomingStock)
        .where(eq(incomingStock.variantId, input.variant_id));
      if (!row) throw invalid({ variant_id: said('preOrderNotIncoming') });
      throw conflict(Reason.stock, said('preOrderNotEnough'), { available: Math.max(0, row.expected - row.reserved) });
    }
    const [p] = await tx
      .insert(preOrders)
      .values({
        userId,
        goodsId: taken.goodsId,
        variantId: input.variant_id,
        qty: input.qty,
        expectedDate: taken.expectedDate,
      })
      .returning({ id: preOrders.id });
    return p!.id;
  });
  return preOrderOf(db, userId, id);
}

/** get_list: the customer's pre-orders, newest first. */
export async function myPreOrders(db: Db, userId: number): Promise<PreOrder[]> {
  const rows = await withGoods(db).where(eq(preOrders.userId, userId)).orderBy(desc(preOrders.createdAt), desc(preOrders.id));
  return rows.map(toPreOrder);
}

/** get_one: one of the customer's pre-orders; anyone else's is a 404. */
export async function preOrderOf(db: Db, userId: number, id: number): Promise<PreOrder> {
  const [row] = await withGoods(db).where(and(eq(preOrders.id, id), eq(preOrders.userId, userId)));
  if (!row) throw notFound(said('preOrderNotFound'));
  return toPreOrder(row);
}

/**
 * cancel: until the frames arrived; the reservation goes back to the incoming frames, once. The
 * colour's incoming row is locked first, as an arrival locks it before its pre-orders, so a cancel
 * and an arrival (the operator's, or a console `received` rise) wait for each other, never deadlock.
 */
export async function cancelPreOrder(db: Db, userId: number, id: number): Promise<PreOrder> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: incomingStock.id })
      .from(incomingStock)
      .where(sql`${incomingStock.variantId} = (select variant_id from pre_orders where id = ${id}::int and user_id = ${userId}::int)`)
      .for('update');
    const [p] = await tx
      .update(preOrders)
      .set({ status: 'cancelled', cancelledAt: sql`now()` })
      .where(and(eq(preOrders.id, id), eq(preOrders.userId, userId), eq(preOrders.status, 'reserved')))
      .returning({ variantId: preOrders.variantId, qty: preOrders.qty });
    if (!p) {
      const [mine] = await tx
        .select({ status: preOrders.status })
        .from(preOrders)
        .where(and(eq(preOrders.id, id), eq(preOrders.userId, userId)));
      if (!mine) throw notFound(said('preOrderNotFound'));
      if (mine.status === 'cancelled') return;
      throw conflict(null, said('preOrderCannotCancel'));
    }
    await tx
      .update(incomingStock)
      .set({ reservedQty: sql`${incomingStock.reservedQty} - ${p.qty}::int` })
      .where(eq(incomingStock.variantId, p.variantId));
  });
  return preOrderOf(db, userId, id);
}

type ArrivalApp = Pick<OrderApp, 'db' | 'mailer' | 'readCache' | 'config' | 'log'>;

/**
 * Frames of a product arrived (the operator): `qty` frames are shared among the product's incoming
 * colours in id order (each up to what it expects); each colour's share goes through `arriveColour`
 * (colour-arrival.ts: its reserved pre-orders oldest first, each that fits whole arrived, mailed and
 * payable; what is not promised goes on sale; what is promised but too few to fill the next
 * pre-order is held for it), the same rule as a console stock rise with reason `received`. One
 * transaction, the incoming rows locked first.
 */
export async function arriveFrames(app: ArrivalApp, goodsId: number, qty: number, actor?: AuditActor): Promise<ArrivalResult> {
  const result = await app.db.transaction(async (tx) => {
    const rows = await tx.select().from(incomingStock).where(eq(incomingStock.goodsId, goodsId)).orderBy(asc(incomingStock.variantId)).for('update');
    if (!rows.length) throw notFound(said('preOrderNotIncoming'));
    let remaining = qty;
    const arrived: number[] = [];
    let toStock = 0;
    for (const row of rows) {
      const colour = await arriveColour(tx, row, remaining);
      remaining -= colour.taken;
      arrived.push(...colour.preOrders);
      if (colour.onSale > 0) {
        await tx
          .update(goodsVariants)
          .set({ stockQty: sql`${goodsVariants.stockQty} + ${colour.onSale}::int` })
          .where(eq(goodsVariants.id, row.variantId));
        toStock += colour.onSale;
      }
    }
    // From the console: in the audit log with what it did.
    if (actor) {
      await recordAudit(tx, actor, {
        action: 'wholesale.arrive',
        record_kind: 'wholesale',
        record_id: goodsId,
        after: { qty, pre_orders: arrived, to_stock: toStock },
      });
    }
    return { goods_id: goodsId, pre_orders: arrived, to_stock: toStock };
  });
  if (result.to_stock > 0) app.readCache.invalidateGoods([goodsId]);
  await mailArrivals(app, result.pre_orders);
  return result;
}

/**
 * checkout {id, address_id?}: an arrived pre-order becomes an order of the order service (priced
 * now, mailed, paid as any order; shipped to the given address, else the default one). Its held
 * frames are handed to the order inside the order's own transaction (the pre-order claimed, the
 * frames put in stock and taken by the order at once), so nobody else can buy them meanwhile. The
 * order is made from a cart line of the colour set to the pre-order's quantity. Asking again while
 * that order waits for payment answers the same order (its client token is the pre-order's); once
 * it is paid (or was cancelled) a 409 says so.
 */
export async function payPreOrder(app: OrderApp, userId: number, input: PayPreOrderInput): Promise<PlacedOrder> {
  const [p] = await app.db
    .select()
    .from(preOrders)
    .where(and(eq(preOrders.id, input.id), eq(preOrders.userId, userId)));
  if (!p) throw notFound(said('preOrderNotFound'));
  if (p.status !== 'arrived' && p.status !== 'ordered') throw conflict(null, said('preOrderNotArrived'));
  const clientToken = `pre-order-${p.id}`;
  if (p.status === 'ordered') {
    const [made] = await app.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.clientToken, clientToken)));
    if (made?.status === 'cancelled') throw conflict(null, said('preOrderOrderCancelled'));
    if (made && made.status !== 'pending_payment') throw conflict(null, said('preOrderAlreadyPaid'));
  }
  const addressId = input.address_id ?? (await shippingAddressOf(app.db, userId));
  const order = { address_id: addressId, client_token: clientToken, shipping_method: 'standard', use_points: false } as const;
  // Already an order waiting for payment: the same order again (createOrder answers it by its client token).
  if (p.status === 'ordered') return createOrder(app, userId, { ...order, cart_ids: [] });
  const cart = (await app.db.execute(sql`
    insert into cart_items (user_id, goods_id, variant_id, qty, lens_key) values (${userId}::int, ${p.goodsId}::int, ${p.variantId}::int, ${p.qty}::int, '')
    on conflict (user_id, variant_id, lens_key) where user_id is not null do update set qty = excluded.qty, updated_at = now()
    returning id`)) as unknown as { rows: { id: number }[] };
  const cartId = Number(cart.rows[0]!.id);
  const placed = await createOrder(app, userId, { ...order, cart_ids: [cartId] }, new Date(), async (tx) => {
    const [claimed] = await tx
      .update(preOrders)
      .set({ status: 'ordered' })
      .where(and(eq(preOrders.id, p.id), eq(preOrders.status, 'arrived')))
      .returning({ id: preOrders.id });
    if (!claimed) throw conflict(null, said('preOrderNotArrived'));
    await tx
      .update(goodsVariants)
      .set({ stockQty: sql`${goodsVariants.stockQty} + ${p.qty}::int` })
      .where(eq(goodsVariants.id, p.variantId));
  });
  await app.db.update(preOrders).set({ orderId: placed.order_id }).where(eq(preOrders.id, p.id));
  return placed;
}

/** The customer's default address, else their first; none is a 422 asking for one. */
async function shippingAddressOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  if (!row) throw invalid({ address_id: said('addressRequired') });
  return row.id;
}
