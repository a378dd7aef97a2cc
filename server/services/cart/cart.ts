import { lineMinimum } from '../../../contract/wholesale';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Reason } from '../../../contract/codes';
import { goodsImageUrl } from '../../../contract/endpoints';
import { photoForColour, photosOfGoods } from '../media/product-photos';
import type { CartLine, CartProblem, CartVerification, LadderPrice } from '../../../contract/entities';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { cartItems, goods, goodsVariants, ladderPrices } from '../../db/schema';
import { cartLineNotFound, conflict, invalid, notFound } from '../../errors';
import { fromCents, toCents } from '../../../contract/rounding';
import { ownedBy } from './owner';
import { unitPrice } from '../catalog/pricing';
import type { Identity } from '../auth/tokens';
import { allowedLens, lensCatalogue, pricedLens } from '../catalog/lenses';
import { checkPhotoOwner } from './prescription-photos';
import { lensKeyOf, type LensConfigInput } from '../../../contract/prescription';
import { isBusinessBuyer, type BusinessRules } from '../wholesale/business';
import { buyerTermsOf } from '../wholesale/terms';

const userIdOf = (who: Identity) => (who.kind === 'customer' ? who.userId : null);

/** A business buyer's line below the product's minimum order quantity: 422 on qty, with the minimum. */
export function belowMinimum(moq: number) {
  return invalid({ qty: said('belowMinimum') }, { moq });
}

/** The minimum quantity of a product for this buyer (0: none): only business buyers have one. */
async function minimumFor(db: Db, who: Identity, goodsId: number, rules: BusinessRules): Promise<number> {
  if (!(await isBusinessBuyer(db, userIdOf(who), rules))) return 0;
  const [g] = await db.select({ moq: goods.wholesaleMoq }).from(goods).where(eq(goods.id, goodsId)).limit(1);
  return g?.moq ?? 0;
}

/** Ladder tiers of some goods, each list by min_qty. */
export async function laddersOf(db: Db, goodsIds: number[]): Promise<Map<number, LadderPrice[]>> {
  const out = new Map<number, LadderPrice[]>();
  if (!goodsIds.length) return out;
  const rows = await db
    .select()
    .from(ladderPrices)
    .where(inArray(ladderPrices.goodsId, [...new Set(goodsIds)]))
    .orderBy(asc(ladderPrices.goodsId), asc(ladderPrices.minQty));
  for (const r of rows) {
    const list = out.get(r.goodsId) ?? [];
    list.push({ min_qty: r.minQty, price: r.price });
    out.set(r.goodsId, list);
  }
  return out;
}

/** A colour's stock as the cart sees it: none when its product was taken off sale. */
const availableStock = sql<number>`case when ${goods.isActive} then ${goodsVariants.stockQty} else 0 end`.mapWith(Number);

/** The caller's cart (visitor or customer), newest line first, each priced for its quantity. */
export async function cartLinesOf(db: Db, who: Identity, rules: BusinessRules): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      goodsId: cartItems.goodsId,
      variantId: cartItems.variantId,
      qty: cartItems.qty,
      name: goods.name,
      sku: goods.sku,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      color: goodsVariants.color,
      colorHex: goodsVariants.colorHex,
      stockQty: availableStock,
      purchaseLimit: goods.purchaseLimit,
      lens: cartItems.lens,
    })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, cartItems.variantId))
    .where(ownedBy(who, cartItems))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  const ladders = await laddersOf(
    db,
    rows.filter((r) => r.priceType === 3).map((r) => r.goodsId),
  );
  const terms = await buyerTermsOf(
    db,
    await isBusinessBuyer(db, userIdOf(who), rules),
    rows.map((r) => r.goodsId),
  );
  const catalogue = rows.some((r) => r.lens) ? await lensCatalogue(db) : null;
  const photos = await photosOfGoods(
    db,
    rows.map((r) => r.goodsId),
    new Map(rows.map((r) => [r.goodsId, r.name])),
  );
  return rows.map((r) => {
    const photo = photoForColour(photos.get(r.goodsId), r.variantId);
    const ladder = ladders.get(r.goodsId) ?? [];
    const own = terms.get(r.goodsId);
    const retail = { priceType: r.priceType, price: r.price, specialPrice: r.specialPrice, ladder };
    const frameUnit = unitPrice({ ...retail, wholesale: own?.tiers }, r.qty);
    const lens = r.lens && catalogue ? pricedLens(catalogue, r.lens, { name: r.name, unit: frameUnit }) : null;
    return {
      id: r.id,
      goods_id: r.goodsId,
      variant_id: r.variantId,
      name: r.name,
      sku: r.sku,
      img: photo?.src ?? goodsImageUrl(r.goodsId, r.colorHex),
      ...(photo ? { photo } : {}),
      color: r.color,
      qty: r.qty,
      stock_qty: r.stockQty,
      price_type: r.priceType,
      goods_price: lens ? fromCents(toCents(frameUnit) + toCents(lens.lens_price)) : frameUnit,
      goods_original_price: lens ? fromCents(toCents(r.price) + toCents(lens.lens_price)) : r.price,
      ladder_price: ladder,
      purchase_limit: r.purchaseLimit,
      lens,
      wholesale: own ? { tiers: own.tiers, moq: lineMinimum(own.moq, !!r.lens), applied: frameUnit < unitPrice(retail, r.qty) } : null,
    };
  });
}

/** No limit beyond stock, as a number the guard can compare with. */
const NO_LIMIT = 2_147_483_647;

interface Room {
  stock: number;
  limit: number;
  inCart: number;
}

/** Why `qty` more of a colour cannot go in the cart, or null when it can. */
function refusal(room: Room, qty: number) {
  if (room.stock <= 0) return conflict(Reason.stock, said('outOfStock'), { available: 0 });
  if (room.inCart + qty > room.stock) return conflict(Reason.stock, said('notEnoughStock'), { available: Math.max(0, room.stock - room.inCart) });
  if (room.limit > 0 && room.inCart + qty > room.limit) {
    return conflict(Reason.stock, said('overPurchaseLimit'), { limit: room.limit, available: Math.max(0, room.limit - room.inCart) });
  }
  return null;
}

/**
 * Adds qty of one colour to the caller's cart: a new line, or more on the existing one. Refuses a
 * colour of another product (422), a sold-out colour, more than the stock (both 409) and more
 * than the product's purchase limit per line (409). The write is one guarded statement: the
 * conflicting line is locked and the limits checked again on its current quantity, so concurrent
 * adds can never put more in a cart than the stock.
 */
export async function addToCart(
  db: Db,
  who: Identity,
  input: { goods_id: number; variant_id: number; qty: number; lens?: LensConfigInput | null },
  rules: BusinessRules,
): Promise<void> {
  const { goods_id: goodsId, variant_id: variantId, qty } = input;
  const [g] = await db
    .select({ id: goods.id, purchaseLimit: goods.purchaseLimit, rim: goods.rim })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.isActive, true)))
    .limit(1);
  if (!g) throw notFound(said('goodsNotFound'));
  const [v] = await db
    .select({ goodsId: goodsVariants.goodsId, stock: goodsVariants.stockQty })
    .from(goodsVariants)
    .where(eq(goodsVariants.id, variantId))
    .limit(1);
  if (!v || v.goodsId !== goodsId) throw invalid({ variant_id: said('colorUnknown') });
  const lens = input.lens ? allowedLens(await lensCatalogue(db), g.rim, input.lens) : null;
  // A prescription photo instead of the values: the caller's own (a visitor has none).
  if (lens?.photo_id) await checkPhotoOwner(db, userIdOf(who), lens.photo_id);
  const lensKey = lensKeyOf(lens);

  const room = async (): Promise<Room> => {
    // Every line of the colour counts (the same frame with other lenses is another line).
    const [line] = await db
      .select({ qty: sql<number>`coalesce(sum(${cartItems.qty}), 0)::int`.mapWith(Number) })
      .from(cartItems)
      .where(and(ownedBy(who, cartItems), eq(cartItems.variantId, variantId)));
    const [now] = await db.select({ stock: goodsVariants.stockQty }).from(goodsVariants).where(eq(goodsVariants.id, variantId));
    return { stock: now?.stock ?? 0, limit: g.purchaseLimit, inCart: line?.qty ?? 0 };
  };
  const before = refusal(await room(), qty);
  if (before) throw before;
  const moq = lineMinimum(await minimumFor(db, who, goodsId, rules), !!lens);
  if (moq > 0 && (await lineQty(db, who, variantId, lensKey)) + qty < moq) throw belowMinimum(moq);

  const owner =
    who.kind === 'customer'
      ? { cols: sql`user_id`, value: sql`${who.userId}::int`, target: sql`(user_id, variant_id, lens_key) where user_id is not null` }
      : { cols: sql`visitor_id`, value: sql`${who.visitorId}::uuid`, target: sql`(visitor_id, variant_id, lens_key) where visitor_id is not null` };
  const cap = sql`least(v.stock_qty, ${g.purchaseLimit > 0 ? g.purchaseLimit : NO_LIMIT}::int)`;
  const res = (await db.execute(sql`
    insert into cart_items (${owner.cols}, goods_id, variant_id, qty, lens, lens_key)
    select ${owner.value}, ${goodsId}::int, ${variantId}::int, ${qty}::int, ${lens ? JSON.stringify(lens) : null}::jsonb, ${lensKey}
    from goods_variants v where v.id = ${variantId} and ${qty}::int <= ${cap}
    on conflict ${owner.target}
    do update set qty = cart_items.qty + excluded.qty, updated_at = now()
    where cart_items.qty + excluded.qty <= (select ${cap} from goods_variants v where v.id = excluded.variant_id)
    returning id`)) as unknown as { rows: unknown[] };
  if (res.rows.length) return;
  // Another add (or an order) took the room between the check and the write: say what is left now.
  throw refusal(await room(), qty) ?? conflict(Reason.stock, said('notEnoughStock'), { available: 0 });
}

/** How many the caller's line of this colour and these lenses ('' for none) holds now (0 without one). */
async function lineQty(db: Db, who: Identity, variantId: number, lensKey: string): Promise<number> {
  const [line] = await db
    .select({ qty: cartItems.qty })
    .from(cartItems)
    .where(and(ownedBy(who, cartItems), eq(cartItems.variantId, variantId), eq(cartItems.lensKey, lensKey)))
    .limit(1);
  return line?.qty ?? 0;
}

/** One of the caller's lines with what limits it now, or undefined when the caller has no such line. */
async function lineRoom(db: Db, who: Identity, cartId: number) {
  const [row] = await db
    .select({ goodsId: cartItems.goodsId, qty: cartItems.qty, lensKey: cartItems.lensKey, stock: availableStock, limit: goods.purchaseLimit })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, cartItems.variantId))
    .where(and(eq(cartItems.id, cartId), ownedBy(who, cartItems)))
    .limit(1);
  return row;
}

/**
 * Sets one of the caller's lines to qty pieces. Another owner's line, or one that is gone, is a
 * 404 and nothing changes; a sold-out colour, more than the stock or more than the purchase limit
 * a 409. The write is guarded by the same limits, so a stock that fell meanwhile is never exceeded.
 */
export async function updateCartLine(db: Db, who: Identity, input: { cart_id: number; qty: number }, rules: BusinessRules): Promise<void> {
  const { cart_id: cartId, qty } = input;
  const line = await lineRoom(db, who, cartId);
  if (!line) throw cartLineNotFound();
  const before = refusal({ stock: line.stock, limit: line.limit, inCart: 0 }, qty);
  if (before) throw before;
  const moq = lineMinimum(await minimumFor(db, who, line.goodsId, rules), line.lensKey !== '');
  if (moq > 0 && qty < moq) throw belowMinimum(moq);

  const updated = await db
    .update(cartItems)
    .set({ qty, updatedAt: sql`now()` })
    .where(
      and(
        eq(cartItems.id, cartId),
        ownedBy(who, cartItems),
        sql`${qty}::int <= (
        select least(case when g.is_active then v.stock_qty else 0 end, case when g.purchase_limit > 0 then g.purchase_limit else ${NO_LIMIT}::int end)
        from goods_variants v join goods g on g.id = v.goods_id where v.id = ${cartItems.variantId})`,
      ),
    )
    .returning({ id: cartItems.id });
  if (updated.length) return;
  // The stock changed between the check and the write (or the line went): say what holds now.
  const now = await lineRoom(db, who, cartId);
  if (!now) throw cartLineNotFound();
  throw refusal({ stock: now.stock, limit: now.limit, inCart: 0 }, qty) ?? conflict(Reason.stock, said('notEnoughStock'), { available: 0 });
}

/** Removes the caller's lines among `cartIds` in one statement; other owners' ids match nothing. */
export async function deleteCartLines(db: Db, who: Identity, cartIds: number[]): Promise<void> {
  await db.delete(cartItems).where(and(inArray(cartItems.id, [...new Set(cartIds)]), ownedBy(who, cartItems)));
}

/**
 * Checks the lines about to be checked out against stock and purchase limits, without changing
 * anything. A line the caller does not have (gone, or another owner's) is a 404, as for updates.
 */
export async function verifyCartLines(db: Db, who: Identity, cartIds: number[]): Promise<CartVerification> {
  const ids = [...new Set(cartIds)];
  const rows = await db
    .select({ id: cartItems.id, goodsId: cartItems.goodsId, qty: cartItems.qty, stock: availableStock, limit: goods.purchaseLimit })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, cartItems.variantId))
    .where(and(inArray(cartItems.id, ids), ownedBy(who, cartItems)))
    .orderBy(asc(cartItems.id));
  if (rows.length !== ids.length) throw cartLineNotFound();
  const problems: CartProblem[] = [];
  for (const r of rows) {
    const stock = Math.max(0, r.stock);
    const maxQty = r.limit > 0 ? Math.min(stock, r.limit) : stock;
    if (r.qty <= maxQty) continue;
    const reason = stock === 0 ? 'out_of_stock' : maxQty === stock ? 'not_enough_stock' : 'over_limit';
    problems.push({ cart_id: r.id, goods_id: r.goodsId, reason, max_qty: maxQty });
  }
  return { ok: problems.length === 0, problems };
}
