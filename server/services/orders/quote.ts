import { lineMinimum } from '../../../contract/wholesale';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { PriceQuote, QuotedLine, ShippingMethod, ShippingMethodId, UsableCoupon } from '../../../contract/checkout';
import { Reason } from '../../../contract/codes';
import { EXPRESS_CARRIAGE, FREE_SHIPPING_FROM, STANDARD_CARRIAGE } from '../../../contract/constants';
import { goodsImageUrl } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { cartItems, goods, goodsVariants } from '../../db/schema';
import { cartLineNotFound, conflict } from '../../errors';
import { laddersOf } from '../cart/cart';
import { findAddress } from './addresses';
import { applyCoupon, redeemCoupon, usableCoupons, type AppliedCoupon } from './coupons';
import { fromCents, toCents } from '../../../contract/rounding';
import { unitPrice } from '../catalog/pricing';
import { pointBalance, spendablePoints } from '../points/points';
import { lensCatalogue, pricedLens } from '../catalog/lenses';
import type { LensChoice } from '../../../contract/prescription';
import { isBusinessBuyer, type BusinessRules } from '../wholesale/business';
import { buyerTermsOf, type WholesaleTerms } from '../wholesale/terms';
import { belowMinimum } from '../cart/cart';

/** One of the customer's cart lines chosen for checkout, with what prices and limits it. */
export interface SelectedLine {
  cartId: number;
  goodsId: number;
  variantId: number;
  qty: number;
  name: string;
  sku: string;
  color: string;
  colorHex: string;
  priceType: number;
  price: number;
  specialPrice: number | null;
  /** Stock of the colour, 0 when the product is off sale. */
  available: number;
  purchaseLimit: number;
  /** The lenses chosen for the frame, null for a bare frame. */
  lens: LensChoice | null;
  lensKey: string;
}

/**
 * The customer's lines among `cartIds`, newest first (as the cart shows them). Any id that is not
 * one of the customer's lines (gone, or another owner's) is a 404 cartLineNotFound.
 */
export async function selectedLines(db: Db, userId: number, cartIds: number[]): Promise<SelectedLine[]> {
  const ids = [...new Set(cartIds)];
  const rows = await db
    .select({
      cartId: cartItems.id,
      goodsId: cartItems.goodsId,
      variantId: cartItems.variantId,
      qty: cartItems.qty,
      name: goods.name,
      sku: goods.sku,
      color: goodsVariants.color,
      colorHex: goodsVariants.colorHex,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      stock: goodsVariants.stockQty,
      isActive: goods.isActive,
      purchaseLimit: goods.purchaseLimit,
      lens: cartItems.lens,
      lensKey: cartItems.lensKey,
    })
    .from(cartItems)
    .innerJoin(goods, eq(goods.id, cartItems.goodsId))
    .innerJoin(goodsVariants, eq(goodsVariants.id, cartItems.variantId))
    .where(and(inArray(cartItems.id, ids), eq(cartItems.userId, userId)))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id));
  if (rows.length !== ids.length) throw cartLineNotFound();
  return rows.map(({ stock, isActive, ...r }) => ({ ...r, available: isActive ? Math.max(0, stock) : 0 }));
}

/** 409 for the first line that cannot be bought as it is: sold out, more than the stock, over the purchase limit. */
export function assertAvailable(lines: SelectedLine[]): void {
  for (const l of lines) {
    const at = { cart_id: l.cartId, goods_id: l.goodsId };
    if (l.available === 0) throw conflict(Reason.stock, said('outOfStock'), { ...at, available: 0 });
    if (l.qty > l.available) throw conflict(Reason.stock, said('notEnoughStock'), { ...at, available: l.available });
    if (l.purchaseLimit > 0 && l.qty > l.purchaseLimit) {
      throw conflict(Reason.stock, said('overPurchaseLimit'), { ...at, limit: l.purchaseLimit, available: Math.min(l.available, l.purchaseLimit) });
    }
  }
}

/**
 * Each line at the unit price for its quantity (ladder tier, special price or list price), plus
 * its lenses' rows priced from the lens catalogue now.
 */
export async function priceLines(db: Db, lines: SelectedLine[], terms: Map<number, WholesaleTerms> = new Map()): Promise<QuotedLine[]> {
  const ladders = await laddersOf(
    db,
    lines.filter((l) => l.priceType === 3).map((l) => l.goodsId),
  );
  const catalogue = lines.some((l) => l.lens) ? await lensCatalogue(db) : null;
  return lines.map((l) => {
    const frameUnit = unitPrice(
      {
        priceType: l.priceType,
        price: l.price,
        specialPrice: l.specialPrice,
        ladder: ladders.get(l.goodsId) ?? [],
        wholesale: terms.get(l.goodsId)?.tiers,
      },
      l.qty,
    );
    const lens = l.lens && catalogue ? pricedLens(catalogue, l.lens, { name: l.name, unit: frameUnit }) : null;
    const lensCents = lens ? toCents(lens.lens_price) : 0;
    const unit = fromCents(toCents(frameUnit) + lensCents);
    return {
      cart_id: l.cartId,
      goods_id: l.goodsId,
      variant_id: l.variantId,
      name: l.name,
      sku: l.sku,
      color: l.color,
      img: goodsImageUrl(l.goodsId, l.colorHex),
      qty: l.qty,
      price_type: l.priceType,
      unit_price: unit,
      original_price: fromCents(toCents(l.price) + lensCents),
      line_total: fromCents(toCents(unit) * l.qty),
      lens,
    };
  });
}

/** What the priced lines cost, in cents (special and ladder prices applied). */
const subtotalCentsOf = (lines: QuotedLine[]) => lines.reduce((a, l) => a + toCents(l.line_total), 0);

/** Standard (free from FREE_SHIPPING_FROM of goods after special and ladder prices) and express. */
export function shippingMethods(subtotalCents: number): ShippingMethod[] {
  const free = subtotalCents >= toCents(FREE_SHIPPING_FROM);
  return [
    { id: 'standard', name: 'Standard shipping', days: '7-12', carriage: free ? 0 : STANDARD_CARRIAGE, free_from: FREE_SHIPPING_FROM },
    { id: 'express', name: 'Express shipping', days: '3-5', carriage: EXPRESS_CARRIAGE, free_from: null },
  ];
}

export interface QuoteInput {
  cart_ids: number[];
  shipping_method: ShippingMethodId | string;
  coupon_id?: number | null;
  use_points?: boolean;
}

/**
 * What the customer's selection costs, computed from the database alone (client prices are never
 * used), in cents: goods at list price, the savings of special and ladder prices, the coupon
 * (capped at the goods), the points spent (use_points: as many as the order may take), the
 * carriage of the chosen method, and the total. Lines that cannot be bought as they are make it a
 * 409; a coupon the customer cannot use a 422 on coupon_id. `lock` (createOrder) holds the
 * customer's coupon row and points for the transaction.
 */
export async function quoteFor(db: Db, rules: BusinessRules, userId: number, input: QuoteInput, now: Date, lock = false) {
  const selected = await selectedLines(db, userId, input.cart_ids);
  assertAvailable(selected);
  const terms = await buyerTermsOf(
    db,
    await isBusinessBuyer(db, userId, rules),
    selected.map((l) => l.goodsId),
  );
  // A business buyer's frames below their product's minimum cannot be ordered (the cart refuses them
  // too); glasses made with lenses have none.
  for (const l of selected) {
    const moq = lineMinimum(terms.get(l.goodsId)?.moq ?? 0, l.lensKey !== '');
    if (moq > 0 && l.qty < moq) throw belowMinimum(moq);
  }
  const lines = await priceLines(db, selected, terms);
  const goodsCents = lines.reduce((a, l) => a + toCents(l.original_price) * l.qty, 0);
  const subtotalCents = subtotalCentsOf(lines);
  const applied: AppliedCoupon | null = input.coupon_id ? await applyCoupon(db, userId, input.coupon_id, subtotalCents, now, lock) : null;
  const methods = shippingMethods(subtotalCents);
  const method = methods.find((m) => m.id === input.shipping_method) ?? methods[0]!;
  const couponCents = applied?.deductionCents ?? 0;
  const pointsBalance = await pointBalance(db, userId, lock);
  const pointsSpendable = spendablePoints(pointsBalance, subtotalCents - couponCents);
  // A point is a cent off.
  const pointsUsed = input.use_points ? pointsSpendable : 0;
  const carriageCents = toCents(method.carriage);
  const quote: PriceQuote = {
    lines,
    goods_amount: fromCents(goodsCents),
    discount_amount: fromCents(goodsCents - subtotalCents),
    coupon_amount: fromCents(couponCents),
    coupon: applied?.coupon ?? null,
    points_balance: pointsBalance,
    points_spendable: pointsSpendable,
    points_used: pointsUsed,
    points_amount: fromCents(pointsUsed),
    shipping_method: method.id,
    carriage: method.carriage,
    total: fromCents(subtotalCents - couponCents - pointsUsed + carriageCents),
    shipping_methods: methods,
  };
  return { quote, selected, subtotalCents };
}

/**
 * POST api/users/getPrice: the quote of the customer's selection. An address named must be the
 * customer's (404), though the carriage does not depend on it.
 */
export async function priceQuote(
  db: Db,
  rules: BusinessRules,
  userId: number,
  input: QuoteInput & { address_id?: number },
  now: Date,
): Promise<PriceQuote> {
  if (input.address_id !== undefined) await findAddress(db, userId, input.address_id);
  return (await quoteFor(db, rules, userId, input, now)).quote;
}

/** What the customer's selection's goods come to (after special, ladder and business prices), in cents. */
async function selectionSubtotalCents(db: Db, rules: BusinessRules, userId: number, cartIds: number[]): Promise<number> {
  const selected = await selectedLines(db, userId, cartIds);
  const lines = await priceLines(
    db,
    selected,
    await buyerTermsOf(
      db,
      await isBusinessBuyer(db, userId, rules),
      selected.map((l) => l.goodsId),
    ),
  );
  return subtotalCentsOf(lines);
}

/** POST api/users/getUsableCoupon: the customer's unused coupons, each usable or not for what the selection costs. */
export async function couponsForSelection(db: Db, rules: BusinessRules, userId: number, cartIds: number[], now: Date): Promise<UsableCoupon[]> {
  return usableCoupons(db, userId, await selectionSubtotalCents(db, rules, userId, cartIds), now);
}

/**
 * POST api/users/redeemCoupon: the coupon of a typed code, now held (coupons.ts redeemCoupon),
 * usable or not for what the selection costs when cart_ids are given. The selection is read
 * first, so a line that is not the customer's (404) redeems nothing.
 */
export async function redeemForSelection(
  db: Db,
  rules: BusinessRules,
  userId: number,
  input: { code: string; cart_ids?: number[] },
  now: Date,
): Promise<UsableCoupon> {
  const subtotal = input.cart_ids ? await selectionSubtotalCents(db, rules, userId, input.cart_ids) : null;
  return redeemCoupon(db, userId, input.code, subtotal, now);
}
