import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import { Reason } from '../../../contract/codes';
import { said } from '../../../contract/messages';
import { ORDER_EVENT_TEXT, type OrderCurrency, type PlacedOrder } from '../../../contract/orders';
import type { CreateOrderInput } from '../../../contract/schemas/checkout';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { cartItems, goodsVariants, orderEvents, orderLines, orders, payments, users } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { findAddress, toShipAddress } from './addresses';
import type { ReadApp } from '../platform/read-cache';
import { defaultCurrency, findCurrency } from '../shop/currencies';
import { isUniqueViolation } from '../platform/db-errors';
import { holdLock, LockSpace } from '../platform/db-locks';
import { markCouponUsed } from './coupons';
import { spendOrderPoints } from '../points/points';
import { afterMove, lockOrder, moveOrder, moveOrderMailed, type AfterCommitApp, type Moved } from './order-lifecycle';
import { placedMail } from '../mail/order-mails';
import { toCents } from '../../../contract/rounding';
import { quoteFor, selectedLines, type SelectedLine } from './quote';
import { transferAwaited } from '../payments/transfer-awaited';
import { sendRefunds } from '../payments/refunds';

export { releaseStock } from './order-stock';

/** What createOrder and the sweeper use of the app. */
export type OrderApp = AfterCommitApp;

/** Unambiguous when read aloud or typed: no I, O, 0 or 1. */
const ORDER_NO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'OS' + yymm + '-' + 6 random characters, e.g. OS2611-4F7K2Q. */
export function newOrderNo(now: Date): string {
  const yymm = `${String(now.getUTCFullYear() % 100).padStart(2, '0')}${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const tail = [...randomBytes(6)].map((b) => ORDER_NO_ALPHABET[b % 32]).join('');
  return `OS${yymm}-${tail}`;
}

const placedOf = (o: { id: number; orderNo: string; total: number; status: PlacedOrder['status'] }): PlacedOrder => ({
  order_id: o.id,
  order_no: o.orderNo,
  total: o.total,
  status: o.status,
});

async function byClientToken(db: Db, userId: number, clientToken: string) {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.clientToken, clientToken)))
    .limit(1);
  return o;
}

/** The currency the order is kept in: the one asked for, else the customer's, else the shop's default. */
async function currencyOf(app: ReadApp, asked: number | undefined, usersCurrency: number | null): Promise<OrderCurrency> {
  const c = asked !== undefined ? await findCurrency(app, asked) : usersCurrency != null ? await findCurrency(app, usersCurrency) : undefined;
  if (asked !== undefined && !c) throw invalid({ currency_id: said('currencyUnknown') });
  const base = c ?? (await defaultCurrency(app));
  return base ? { symbol: base.symbol, money: base.money, exchange_rate: base.exchange_rate } : { symbol: 'USD', money: '$', exchange_rate: 1 };
}

/**
 * Takes each line's quantity from its colour's stock with one guarded statement per colour
 * (`... where stock_qty >= qty`), colours in id order so concurrent orders lock them in the same
 * order. A colour that no longer has enough is a 409 and, thrown inside the transaction, undoes
 * everything before it.
 */
async function takeStock(tx: Db, lines: SelectedLine[]): Promise<void> {
  for (const l of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const taken = await tx
      .update(goodsVariants)
      .set({ stockQty: sql`${goodsVariants.stockQty} - ${l.qty}::int` })
      .where(and(eq(goodsVariants.id, l.variantId), sql`${goodsVariants.stockQty} >= ${l.qty}::int`))
      .returning({ id: goodsVariants.id });
    if (taken.length) continue;
    const [now] = await tx.select({ stock: goodsVariants.stockQty }).from(goodsVariants).where(eq(goodsVariants.id, l.variantId));
    const available = Math.max(0, now?.stock ?? 0);
    throw conflict(Reason.stock, available === 0 ? said('outOfStock') : said('notEnoughStock'), {
      cart_id: l.cartId,
      goods_id: l.goodsId,
      available,
    });
  }
}

/**
 * POST api/users/createOrder, in one transaction: the address and the lines must be the
 * customer's (404), the lines are priced again from the database, the coupon checked and locked,
 * the customer's points locked, the total compared with what the shopper saw (`expected_total`, 409
 * priceChanged with the new quote), the stock taken (409 when short), then the order, its lines and
 * its first event written, the coupon marked used and the points spent. Any failure leaves nothing: no order, stock and coupon as they were,
 * the cart untouched (lines leave the cart once the order is paid, see clearOrderedCartLines).
 * An earlier unpaid order placed from the same cart lines is replaced (replaceUnpaidOrders) first.
 * The same client_token answers the same order, however often it is sent, even concurrently: a
 * customer's placements run one at a time (an advisory lock per customer, taken first), and the
 * token is looked up again once the lock is held. Without that order, two placements of the same
 * cart lines deadlocked on PostgreSQL (one cancelling the other's replaced order while holding the
 * stock the other had taken). The unique index stays the last word. After the commit: the read
 * cache and the "placed" mail.
 */
export async function createOrder(
  app: OrderApp,
  userId: number,
  input: CreateOrderInput,
  now = new Date(),
  /** Runs first inside the order's transaction (a pre-order hands its held stock to the order: services/wholesale/pre-orders.ts). */
  before?: (tx: Db) => Promise<void>,
): Promise<PlacedOrder> {
  const again = await byClientToken(app.db, userId, input.client_token);
  if (again) return placedOf(again);
  const [user] = await app.db.select({ email: users.email, currencyId: users.currencyId }).from(users).where(eq(users.id, userId));
  const currency = await currencyOf(app, input.currency_id, user!.currencyId);

  let placed:
    | {
        order: typeof orders.$inferSelect;
        goodsIds: number[];
        replaced: Moved[];
      }
    | { again: typeof orders.$inferSelect };
  try {
    placed = await app.db.transaction(async (tx) => {
      await holdLock(tx, LockSpace.orderPlacement, userId);
      // Placed by a request that held the lock before this one.
      const placedMeanwhile = await byClientToken(tx, userId, input.client_token);
      if (placedMeanwhile) return { again: placedMeanwhile };
      if (before) await before(tx);
      const address = await findAddress(tx, userId, input.address_id);
      const orderNo = newOrderNo(now);
      // The lines are read once to find what they replace, and read again by the quote: a replaced
      // order's stock is back only after the first read.
      const replaced = await replaceUnpaidOrders(tx, userId, await selectedLines(tx, userId, input.cart_ids), orderNo, now);
      const { quote, selected } = await quoteFor(tx, app.config, userId, input, now, true);
      if (input.expected_total !== undefined && toCents(input.expected_total) !== toCents(quote.total)) {
        throw conflict(Reason.priceChanged, said('priceChanged'), { quote });
      }
      await takeStock(tx, selected);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo,
          userId,
          email: user!.email,
          currencySymbol: currency.symbol,
          currencyMoney: currency.money,
          currencyRate: currency.exchange_rate,
          address: { ...toShipAddress(address) },
          shippingMethod: quote.shipping_method,
          goodsAmount: quote.goods_amount,
          discountAmount: quote.discount_amount,
          couponId: quote.coupon?.id ?? null,
          couponTitle: quote.coupon?.title ?? '',
          couponAmount: quote.coupon_amount,
          pointsUsed: quote.points_used,
          pointsAmount: quote.points_amount,
          carriage: quote.carriage,
          total: quote.total,
          clientToken: input.client_token,
          payBy: new Date(now.getTime() + app.config.orderPaymentWindowMs),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const keyOf = new Map(selected.map((l) => [l.cartId, l.lensKey]));
      await tx.insert(orderLines).values(
        quote.lines.map((l) => ({
          orderId: order!.id,
          goodsId: l.goods_id,
          variantId: l.variant_id,
          name: l.name,
          sku: l.sku,
          color: l.color,
          img: l.img,
          qty: l.qty,
          priceType: l.price_type,
          unitPrice: l.unit_price,
          originalPrice: l.original_price,
          lineTotal: l.line_total,
          lens: l.lens ?? null,
          lensKey: keyOf.get(l.cart_id) ?? '',
        })),
      );
      await tx.insert(orderEvents).values({ orderId: order!.id, status: 'pending_payment', description: ORDER_EVENT_TEXT.pending_payment, at: now });
      if (quote.coupon) await markCouponUsed(tx, userId, quote.coupon.id, order!.id);
      await spendOrderPoints(tx, userId, order!.id, quote.points_used);
      // In the order's transaction: the mail exists exactly when the order does (sent after the commit).
      await app.mailer.queue(
        tx,
        placedMail(
          app.config.publicUrl,
          {
            orderId: order!.id,
            orderNo: order!.orderNo,
            email: order!.email,
            total: order!.total,
            currency,
            lines: quote.lines.map((l) => ({ name: l.name, color: l.color, qty: l.qty, lens: l.lens ?? null })),
          },
          replaced.map((m) => m.orderNo),
        ),
      );
      return { order: order!, goodsIds: [...new Set(selected.map((l) => l.goodsId))], replaced };
    });
  } catch (err) {
    // The same token placed concurrently: the other request's order is the answer.
    const winner = isUniqueViolation(err) ? await byClientToken(app.db, userId, input.client_token) : undefined;
    if (winner) return placedOf(winner);
    throw err;
  }
  if ('again' in placed) return placedOf(placed.again);

  // A replaced order's stock went back (it may have held goods the new one does not).
  app.readCache.invalidateGoods([...new Set([...placed.goodsIds, ...placed.replaced.flatMap((m) => m.releasedGoodsIds)])]);
  app.mailer.flush();
  const { order } = placed;
  return placedOf(order);
}

/**
 * Unpaid orders keep their lines in the cart until paid, so a shopper who checks out those lines
 * again (another quantity, address or coupon, or Checkout simply pressed twice) would hold the
 * same goods twice until the first order ran out of time. Instead the new order replaces them:
 * each earlier unpaid order of this customer with any of the same colours is cancelled, in the new
 * order's transaction and before it is priced, so its stock and coupon are back for the new one
 * (and stay with it should the new order fail). An order waiting for a bank transfer is kept: its
 * lines already left the cart, and its money may be on the way. Returns the moves: the new order's
 * mail names them, and they get none of their own.
 */
async function replaceUnpaidOrders(tx: Db, userId: number, lines: SelectedLine[], newOrderNo: string, now: Date): Promise<Moved[]> {
  const variantIds = [...new Set(lines.map((l) => l.variantId))];
  if (!variantIds.length) return [];
  const earlier = await tx
    .selectDistinct({ id: orders.id })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending_payment'),
        inArray(orderLines.variantId, variantIds),
        notExists(tx.select({ id: payments.id }).from(payments).where(transferAwaited(orders.id))),
      ),
    );
  const moved: Moved[] = [];
  for (const { id } of earlier) {
    const o = await lockOrder(tx, id, userId);
    if (o.status !== 'pending_payment') continue;
    moved.push(await moveOrder(tx, id, 'cancelled', { description: `Replaced by order ${newOrderNo}`, at: now }));
  }
  return moved;
}

/**
 * Removes an order's lines from its customer's cart (inside the transaction that settles the
 * payment, or bank transfer chosen): paid lines (a colour with the same lenses) leave the cart,
 * the rest stays.
 */
export async function clearOrderedCartLines(tx: Db, orderId: number): Promise<void> {
  const [o] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!o) return;
  await tx
    .delete(cartItems)
    .where(
      and(
        eq(cartItems.userId, o.userId),
        sql`(${cartItems.variantId}, ${cartItems.lensKey}) in (select l.variant_id, l.lens_key from order_lines l where l.order_id = ${orderId})`,
      ),
    );
}

/**
 * Cancels unpaid orders whose pay_by has passed (all, one customer's, or one order), each in its
 * own transaction: the order is locked and checked again (a payment may have won meanwhile), then
 * moved to cancelled, which releases its stock once. Returns the moves, for afterMove.
 */
export async function cancelExpiredOrders(
  app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>,
  now = new Date(),
  scope: { userId?: number; orderId?: number } = {},
): Promise<Moved[]> {
  const due = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        lte(orders.payBy, now),
        scope.userId !== undefined ? eq(orders.userId, scope.userId) : undefined,
        scope.orderId !== undefined ? eq(orders.id, scope.orderId) : undefined,
      ),
    )
    .orderBy(asc(orders.payBy))
    .limit(200);
  const moved: Moved[] = [];
  for (const { id } of due) {
    const m = await app.db.transaction(async (tx) => {
      const o = await lockOrder(tx, id);
      if (o.status !== 'pending_payment' || !o.payBy || o.payBy > now) return null;
      return moveOrderMailed(app, tx, id, 'cancelled', { description: 'Cancelled: not paid in time', at: now });
    });
    if (m) moved.push(m);
  }
  return moved;
}

/** The sweep with its after-commit work (refunds, the mail sender woken, read cache). */
export async function sweepExpiredOrders(app: OrderApp, now = new Date(), scope: { userId?: number; orderId?: number } = {}): Promise<Moved[]> {
  const moved = await cancelExpiredOrders(app, now, scope);
  if (moved.length) await afterMove(app, ...moved);
  return moved;
}

/** The job that cancels unpaid orders past their pay_by (and retries refunds), every ORDER_SWEEP_MS, once per cluster. */
export const ORDER_SWEEP_JOB = 'orders-sweep';

/**
 * Defines the order sweep on the job queue (server/background.ts): every `config.orderSweepMs`
 * (0: off), one run across all processes. Refunds a provider could not send at once are tried
 * again on every run.
 */
export function defineOrderSweep(app: OrderApp & Pick<FastifyInstance, 'jobs'>): void {
  app.jobs.every(ORDER_SWEEP_JOB, app.config.orderSweepMs, async ({ log }) => {
    const moved = await sweepExpiredOrders(app);
    if (moved.length) log.info({ cancelled: moved.map((m) => m.orderNo) }, 'unpaid orders cancelled');
    await sendRefunds(app);
  });
}

/**
 * DELETE api/users/delOrder/{id}: an unpaid order is cancelled (stock released) and hidden, a
 * cancelled one hidden; any other is a 409 orderNotDeletable. Another customer's, or one already
 * hidden, is a 404.
 */
export async function deleteOrder(app: OrderApp, userId: number, orderId: number): Promise<void> {
  const moved = await app.db.transaction(async (tx) => {
    const o = await lockOrder(tx, orderId, userId);
    if (o.deletedAt) throw notFound(said('orderNotFound'));
    if (o.status !== 'pending_payment' && o.status !== 'cancelled') throw conflict(null, said('orderNotDeletable'), { status: o.status });
    const m =
      o.status === 'pending_payment' ? await moveOrderMailed(app, tx, orderId, 'cancelled', { description: 'Cancelled by the customer' }) : null;
    await tx
      .update(orders)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, orderId), isNull(orders.deletedAt)));
    return m;
  });
  if (moved) await afterMove(app, moved);
}
