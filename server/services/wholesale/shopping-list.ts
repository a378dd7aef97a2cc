import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Reason } from '../../../contract/codes';
import { goodsImageUrl } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type { CreateOrderInput } from '../../../contract/schemas/checkout';
import type { QuickOrderInput, ShoppingListLineInput } from '../../../contract/schemas/wholesale';
import {
  countLines,
  parseQuickOrder,
  quickOrderLineField,
  QUICK_ORDER_MAX_LINES,
  type ShoppingList,
  type ShoppingListSummary,
} from '../../../contract/wholesale';
import type { PlacedOrder } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { cartItems, goods, goodsVariants, orders, shoppingListLines, shoppingLists } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { belowMinimum, laddersOf } from '../cart/cart';
import { unitPrice } from '../catalog/pricing';
import { fromCents, toCents } from '../../../contract/rounding';
import { createOrder, type OrderApp } from '../orders/orders';
import { isBusinessBuyer, type BusinessRules } from './business';
import { buyerTermsOf } from './terms';

type ListRow = typeof shoppingLists.$inferSelect;

/** The customer's open list, made when they have none (one open list per customer, a unique index). */
async function openListOf(db: Db, userId: number): Promise<ListRow> {
  const [found] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.status, 'open')))
    .limit(1);
  if (found) return found;
  await db.insert(shoppingLists).values({ userId }).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.status, 'open')))
    .limit(1);
  return made!;
}

/** A list with its lines, each priced for this buyer and quantity by the one pricing rule. */
async function viewOf(db: Db, rules: BusinessRules, userId: number, list: ListRow): Promise<ShoppingList> {
  const rows = await db
    .select({
      id: shoppingListLines.id,
      goodsId: shoppingListLines.goodsId,
      variantId: shoppingListLines.variantId,
      qty: shoppingListLines.qty,
      sku: goods.sku,
      name: goods.name,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      color: goodsVariants.color,
      colorHex: goodsVariants.colorHex,
      stock: goodsVariants.stockQty,
    })
    .from(shoppingListLines)
    .innerJoin(goods, eq(goods.id, shoppingListLines.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, shoppingListLines.variantId))
    .where(eq(shoppingListLines.listId, list.id))
    .orderBy(asc(shoppingListLines.id));
  const ids = rows.map((r) => r.goodsId);
  const ladders = await laddersOf(db, ids);
  const terms = await buyerTermsOf(db, await isBusinessBuyer(db, userId, rules), ids);
  const [order] = list.orderId ? await db.select({ no: orders.orderNo }).from(orders).where(eq(orders.id, list.orderId)) : [];
  let totalCents = 0;
  const lines = rows.map((r) => {
    const t = terms.get(r.goodsId);
    const unit = unitPrice(
      { priceType: r.priceType, price: r.price, specialPrice: r.specialPrice, ladder: ladders.get(r.goodsId) ?? [], wholesale: t?.tiers },
      r.qty,
    );
    totalCents += toCents(unit) * r.qty;
    return {
      id: r.id,
      goods_id: r.goodsId,
      variant_id: r.variantId,
      sku: r.sku,
      name: r.name,
      color: r.color,
      img: goodsImageUrl(r.goodsId, r.colorHex),
      qty: r.qty,
      unit_price: unit,
      moq: t?.moq ?? 0,
      stock: Math.max(0, r.stock),
    };
  });
  return {
    id: list.id,
    status: list.status,
    created_at: list.createdAt.toISOString(),
    updated_at: list.updatedAt.toISOString(),
    lines,
    order_id: list.orderId ?? null,
    order_no: order?.no ?? null,
    total: fromCents(totalCents),
  };
}

/** GET api/users/shoppingList: the customer's open list. */
export async function openShoppingList(db: Db, rules: BusinessRules, userId: number): Promise<ShoppingList> {
  return viewOf(db, rules, userId, await openListOf(db, userId));
}

/** The colour a line is for, with its product's minimum for this buyer. */
async function variantFor(db: Db, variantId: number) {
  const [v] = await db
    .select({ goodsId: goodsVariants.goodsId, stock: goodsVariants.stockQty, moq: goods.wholesaleMoq, active: goods.isActive })
    .from(goodsVariants)
    .innerJoin(goods, eq(goods.id, goodsVariants.goodsId))
    .where(eq(goodsVariants.id, variantId))
    .limit(1);
  return v && v.active ? v : undefined;
}

/**
 * POST api/users/shoppingList/line: one colour's quantity on the open list (0 takes it off).
 * Refused: an unknown colour (422 variant_id), below a business buyer's minimum (422 qty), more
 * than the stock (409).
 */
export async function setShoppingListLine(db: Db, rules: BusinessRules, userId: number, input: ShoppingListLineInput): Promise<ShoppingList> {
  const v = await variantFor(db, input.variant_id);
  if (!v) throw invalid({ variant_id: said('colorUnknown') });
  const list = await openListOf(db, userId);
  if (input.qty === 0) {
    await db.delete(shoppingListLines).where(and(eq(shoppingListLines.listId, list.id), eq(shoppingListLines.variantId, input.variant_id)));
  } else {
    if (v.moq > 0 && input.qty < v.moq && (await isBusinessBuyer(db, userId, rules))) throw belowMinimum(v.moq);
    if (input.qty > v.stock) throw conflict(Reason.stock, said('notEnoughStock'), { available: Math.max(0, v.stock) });
    await db
      .insert(shoppingListLines)
      .values({ listId: list.id, goodsId: v.goodsId, variantId: input.variant_id, qty: input.qty })
      .onConflictDoUpdate({ target: [shoppingListLines.listId, shoppingListLines.variantId], set: { qty: input.qty } });
  }
  await db.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, list.id));
  return viewOf(db, rules, userId, list);
}

/**
 * POST api/users/shoppingList/quickOrder: `SKU, quantity[, colour]` lines (pasted, or a CSV
 * file's text) into the open list, all or nothing. More than QUICK_ORDER_MAX_LINES lines is a 422
 * on `text`; otherwise every line is checked (format, unknown SKU or colour, below a business
 * buyer's minimum, more than the stock, counting what the list holds) and any refusal is a 422
 * with one message per line (`lines.<n>`), with nothing stored.
 */
export async function quickOrder(db: Db, rules: BusinessRules, userId: number, input: QuickOrderInput): Promise<ShoppingList> {
  if (countLines(input.text) > QUICK_ORDER_MAX_LINES + 1) throw invalid({ text: said('quickOrderTooManyLines') });
  const { lines, errors } = parseQuickOrder(input.text, { format: said('quickOrderLineFormat'), qty: said('quickOrderQty') });
  if (lines.length > QUICK_ORDER_MAX_LINES) throw invalid({ text: said('quickOrderTooManyLines') });
  if (!lines.length && !Object.keys(errors).length) throw invalid({ text: said('quickOrderEmpty') });

  const skus = [...new Set(lines.map((l) => l.sku))];
  const products = skus.length
    ? await db
        .select({ id: goods.id, sku: sql<string>`upper(${goods.sku})`, moq: goods.wholesaleMoq })
        .from(goods)
        .where(and(inArray(sql`upper(${goods.sku})`, skus), eq(goods.isActive, true)))
    : [];
  const bySku = new Map(products.map((p) => [p.sku, p]));
  const variants = products.length
    ? await db
        .select()
        .from(goodsVariants)
        .where(
          inArray(
            goodsVariants.goodsId,
            products.map((p) => p.id),
          ),
        )
        .orderBy(asc(goodsVariants.sort), asc(goodsVariants.id))
    : [];
  const business = await isBusinessBuyer(db, userId, rules);
  const list = await openListOf(db, userId);
  const held = new Map((await db.select().from(shoppingListLines).where(eq(shoppingListLines.listId, list.id))).map((l) => [l.variantId, l.qty]));
  const wanted = new Map<number, { goodsId: number; qty: number; lines: number[]; moq: number; stock: number }>();

  for (const l of lines) {
    const p = bySku.get(l.sku);
    if (!p) {
      errors[quickOrderLineField(l.line)] = said('quickOrderUnknownSku');
      continue;
    }
    const own = variants.filter((v) => v.goodsId === p.id);
    const v = l.color ? own.find((c) => c.color.toLowerCase() === l.color.toLowerCase()) : (own.find((c) => c.stockQty >= l.qty) ?? own[0]);
    if (!v) {
      errors[quickOrderLineField(l.line)] = said('quickOrderUnknownColor');
      continue;
    }
    const w = wanted.get(v.id) ?? {
      goodsId: p.id,
      qty: input.mode === 'add' ? (held.get(v.id) ?? 0) : 0,
      lines: [],
      moq: business ? p.moq : 0,
      stock: v.stockQty,
    };
    w.qty += l.qty;
    w.lines.push(l.line);
    wanted.set(v.id, w);
  }
  for (const w of wanted.values()) {
    const last = w.lines[w.lines.length - 1]!;
    if (w.moq > 0 && w.qty < w.moq) errors[quickOrderLineField(last)] ??= said('belowMinimum');
    else if (w.qty > w.stock) errors[quickOrderLineField(last)] ??= said('notEnoughStock');
  }
  if (Object.keys(errors).length) {
    const sorted = Object.fromEntries(Object.entries(errors).sort(([a], [b]) => Number(a.slice(6)) - Number(b.slice(6))));
    throw invalid(sorted, { lines: Object.keys(sorted).length });
  }

  await db.transaction(async (tx) => {
    if (input.mode === 'replace') await tx.delete(shoppingListLines).where(eq(shoppingListLines.listId, list.id));
    const values = [...wanted].map(([variantId, w]) => ({ listId: list.id, goodsId: w.goodsId, variantId, qty: w.qty }));
    if (values.length) {
      await tx
        .insert(shoppingListLines)
        .values(values)
        .onConflictDoUpdate({ target: [shoppingListLines.listId, shoppingListLines.variantId], set: { qty: sql`excluded.qty` } });
    }
    await tx.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, list.id));
  });
  return viewOf(db, rules, userId, list);
}

/** The open list's lines, or a 409 when it has none. */
async function linesToBuy(db: Db, userId: number) {
  const list = await openListOf(db, userId);
  const lines = await db.select().from(shoppingListLines).where(eq(shoppingListLines.listId, list.id)).orderBy(asc(shoppingListLines.id));
  if (!lines.length) throw conflict(null, said('shoppingListEmpty'));
  return { list, lines };
}

/**
 * Puts the list's lines in the customer's cart as bare frames at the list's quantities (a line
 * of the same colour already there takes the list's quantity). Answers the cart ids and what the
 * cart held before, so a failed order can put it back.
 */
async function intoCart(tx: Db, userId: number, lines: (typeof shoppingListLines.$inferSelect)[]) {
  const before = await tx
    .select({ id: cartItems.id, variantId: cartItems.variantId, qty: cartItems.qty })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.userId, userId),
        inArray(
          cartItems.variantId,
          lines.map((l) => l.variantId),
        ),
        eq(cartItems.lensKey, ''),
      ),
    );
  const rows = await tx
    .insert(cartItems)
    .values(lines.map((l) => ({ userId, goodsId: l.goodsId, variantId: l.variantId, qty: l.qty, lensKey: '' })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.variantId, cartItems.lensKey],
      targetWhere: sql`${cartItems.userId} is not null`,
      set: { qty: sql`excluded.qty`, updatedAt: sql`now()` },
    })
    .returning({ id: cartItems.id });
  return { cartIds: rows.map((r) => r.id), before };
}

/** POST api/users/shoppingList/toCart: the list's lines into the cart; the list is kept as "carted" and a new one opens. */
export async function shoppingListToCart(db: Db, rules: BusinessRules, userId: number): Promise<ShoppingList> {
  const { list, lines } = await linesToBuy(db, userId);
  await db.transaction(async (tx) => {
    await intoCart(tx, userId, lines);
    await tx.update(shoppingLists).set({ status: 'carted', updatedAt: new Date() }).where(eq(shoppingLists.id, list.id));
  });
  return viewOf(db, rules, userId, { ...list, status: 'carted' });
}

/**
 * POST api/users/shoppingList/submit: the list as an order, placed by the order service
 * (`createOrder`: one transaction, stock taken with guarded updates, the buyer's prices and
 * minimums): its lines go into the cart, the order is placed from those lines, and the list is
 * marked ordered with its order. When the order is refused (stock, minimum, address), the cart
 * is put back as it was and the list stays open: no order and no list are written half-way.
 */
export async function submitShoppingList(
  app: OrderApp,
  userId: number,
  input: Pick<CreateOrderInput, 'address_id' | 'shipping_method' | 'client_token' | 'currency_id'>,
): Promise<PlacedOrder> {
  const { list, lines } = await linesToBuy(app.db, userId);
  const { cartIds, before } = await app.db.transaction((tx) => intoCart(tx, userId, lines));
  let placed: PlacedOrder;
  try {
    placed = await createOrder(app, userId, { ...input, cart_ids: cartIds, use_points: false, coupon_id: null });
  } catch (err) {
    await app.db.transaction(async (tx) => {
      const kept = new Map(before.map((b) => [b.variantId, b]));
      for (const l of lines) {
        const was = kept.get(l.variantId);
        if (was) await tx.update(cartItems).set({ qty: was.qty }).where(eq(cartItems.id, was.id));
        else await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, l.variantId), eq(cartItems.lensKey, '')));
      }
    });
    throw err;
  }
  await app.db
    .update(shoppingLists)
    .set({ status: 'ordered', orderId: placed.order_id, updatedAt: new Date() })
    .where(and(eq(shoppingLists.id, list.id), eq(shoppingLists.status, 'open')));
  return placed;
}

/** GET api/users/shoppingLists: the customer's lists, newest first, with their orders. */
export async function shoppingListsOf(db: Db, userId: number): Promise<ShoppingListSummary[]> {
  const rows = await db
    .select({
      id: shoppingLists.id,
      status: shoppingLists.status,
      createdAt: shoppingLists.createdAt,
      updatedAt: shoppingLists.updatedAt,
      orderId: shoppingLists.orderId,
      orderNo: orders.orderNo,
      lineCount: sql<number>`(select count(*)::int from shopping_list_lines l where l.list_id = ${shoppingLists.id})`.mapWith(Number),
      pieceCount: sql<number>`(select coalesce(sum(l.qty), 0)::int from shopping_list_lines l where l.list_id = ${shoppingLists.id})`.mapWith(Number),
    })
    .from(shoppingLists)
    .leftJoin(orders, eq(orders.id, shoppingLists.orderId))
    .where(eq(shoppingLists.userId, userId))
    .orderBy(desc(shoppingLists.id));
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    line_count: r.lineCount,
    piece_count: r.pieceCount,
    order_id: r.orderId ?? null,
    order_no: r.orderNo ?? null,
  }));
}

/** GET api/users/shoppingLists/{id}: one of the customer's lists; another customer's is a 404. */
export async function shoppingListOf(db: Db, rules: BusinessRules, userId: number, id: number): Promise<ShoppingList> {
  const [list] = await db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, id), eq(shoppingLists.userId, userId)))
    .limit(1);
  if (!list) throw notFound(said('shoppingListNotFound'));
  return viewOf(db, rules, userId, list);
}
