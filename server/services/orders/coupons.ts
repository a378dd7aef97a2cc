import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Coupon, UsableCoupon } from '../../../contract/checkout';
import { said, type MessageRef } from '../../../contract/messages';
import { textOf } from '../../../contract/all-messages';
import type { Db } from '../../db/client';
import { coupons, customerCoupons } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { Reason } from '../../../contract/codes';
import { percentOfCents, toCents } from '../../../contract/rounding';

/** The coupon every new customer gets at register: 10% off orders from $50, valid 30 days from then. */
export const WELCOME_COUPON = {
  id: 1,
  code: 'WELCOME10',
  title: '10% off your first order from $50',
  percent: 10,
  minAmount: 50,
  days: 30,
} as const;

const DAY_MS = 86_400_000;

type CouponRow = typeof coupons.$inferSelect;
type HeldRow = { coupon: CouponRow; held: typeof customerCoupons.$inferSelect | null };

/** When a held coupon ends: its own end, or for the welcome coupon WELCOME_COUPON.days after it was given. */
function endOf(c: CouponRow, claimedAt: Date | null): Date {
  if (c.id !== WELCOME_COUPON.id || !claimedAt) return c.validTo;
  return new Date(Math.min(c.validTo.getTime(), claimedAt.getTime() + WELCOME_COUPON.days * DAY_MS));
}

function toCoupon({ coupon: c, held }: HeldRow): Coupon {
  return {
    id: c.id,
    title: c.title,
    code: c.code,
    special_from_date: c.validFrom.toISOString(),
    special_to_date: endOf(c, held?.claimedAt ?? null).toISOString(),
    is_get: held ? 1 : 0,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    min_amount: c.minAmount,
  };
}

/**
 * Why a coupon cannot be used on an order whose goods come to `subtotalCents` (after special and
 * ladder prices), or null when it can: held, not used, started, not expired, threshold reached.
 */
function refusalOf({ coupon: c, held }: HeldRow, subtotalCents: number | null, now: Date): MessageRef | null {
  if (!held) return said('couponNotOwned');
  if (held.usedOrderId != null) return said('couponUsed');
  if (now < c.validFrom) return said('couponNotStarted');
  if (!c.isActive || now > endOf(c, held.claimedAt)) return said('couponExpired');
  if (subtotalCents != null && subtotalCents < toCents(c.minAmount)) return said('couponBelowThreshold');
  return null;
}

/** A held coupon as the checkout lists it: usable for goods worth `subtotalCents` (null: for no order in particular), or why not. */
function usableOf(row: HeldRow, subtotalCents: number | null, now: Date): UsableCoupon {
  const reason = refusalOf(row, subtotalCents, now);
  return { ...toCoupon(row), usable: !reason, reason: reason ? textOf(reason) : '' };
}

/** What a coupon takes off goods worth `subtotalCents`: a percentage (half-up) or an amount, never more than the goods. */
export function couponDeductionCents(c: Pick<Coupon, 'discount_type' | 'discount_value'>, subtotalCents: number): number {
  const off = c.discount_type === 'percent' ? percentOfCents(subtotalCents, c.discount_value) : toCents(c.discount_value);
  return Math.min(off, subtotalCents);
}

async function heldRow(db: Db, userId: number, couponId: number, lock: boolean): Promise<HeldRow | null> {
  const [c] = await db.select().from(coupons).where(eq(coupons.id, couponId)).limit(1);
  if (!c) return null;
  const q = db
    .select()
    .from(customerCoupons)
    .where(and(eq(customerCoupons.userId, userId), eq(customerCoupons.couponId, couponId)))
    .limit(1);
  const [held] = lock ? await q.for('update') : await q;
  return { coupon: c, held: held ?? null };
}

export interface AppliedCoupon {
  coupon: Coupon;
  deductionCents: number;
}

/**
 * The coupon the customer chose for goods worth `subtotalCents`, with its deduction. A coupon the
 * customer cannot use is a 422 on coupon_id with the reason (not owned, used, not started,
 * expired, below its threshold). `lock` holds the customer's coupon row until the transaction ends
 * (createOrder), so two orders cannot both use it.
 */
export async function applyCoupon(db: Db, userId: number, couponId: number, subtotalCents: number, now: Date, lock = false): Promise<AppliedCoupon> {
  const row = await heldRow(db, userId, couponId, lock);
  const reason = row ? refusalOf(row, subtotalCents, now) : said('couponNotOwned');
  if (reason) throw invalid({ coupon_id: reason });
  const coupon = toCoupon(row!);
  return { coupon, deductionCents: couponDeductionCents(coupon, subtotalCents) };
}

/** Marks the customer's coupon used by an order (inside createOrder's transaction); 422 couponUsed if it already was. */
export async function markCouponUsed(tx: Db, userId: number, couponId: number, orderId: number): Promise<void> {
  const done = await tx
    .update(customerCoupons)
    .set({ usedOrderId: orderId, usedAt: sql`now()` })
    .where(and(eq(customerCoupons.userId, userId), eq(customerCoupons.couponId, couponId), isNull(customerCoupons.usedOrderId)))
    .returning({ id: customerCoupons.id });
  if (!done.length) throw invalid({ coupon_id: said('couponUsed') });
}

/** The customer's unused coupons for goods worth `subtotalCents`, each usable or not with why; usable first. */
export async function usableCoupons(db: Db, userId: number, subtotalCents: number, now: Date): Promise<UsableCoupon[]> {
  const rows = await db
    .select({ coupon: coupons, held: customerCoupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.userId, userId), isNull(customerCoupons.usedOrderId)))
    .orderBy(asc(coupons.id));
  return rows.map((r) => usableOf(r, subtotalCents, now)).sort((a, b) => Number(b.usable) - Number(a.usable));
}

/**
 * Puts a coupon into the customer's coupons and counts the claim, inside the caller's transaction;
 * false when the customer already held it (nothing changes). The count's update is conditional
 * (`claimed < quantity`) and takes the coupon's row lock, so concurrent claims on PostgreSQL never
 * count more than `quantity` (the table's check `coupons_not_over_claimed` says so too): when every
 * one is claimed, `soldOut()` is thrown and the caller's transaction takes the insert back.
 */
async function takeCoupon(tx: Db, userId: number, couponId: number, soldOut: () => Error): Promise<boolean> {
  const added = await tx.insert(customerCoupons).values({ userId, couponId }).onConflictDoNothing().returning({ id: customerCoupons.id });
  if (!added.length) return false;
  const counted = await tx
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1` })
    .where(and(eq(coupons.id, couponId), or(isNull(coupons.quantity), lt(coupons.claimed, coupons.quantity))))
    .returning({ id: coupons.id });
  if (!counted.length) throw soldOut();
  return true;
}

/**
 * POST api/users/setCoupon/{id}: the customer claims a claimable coupon (GET -> SAVED). Claiming
 * one already held changes nothing. Unknown or inactive: 404; not claimable (given, like the
 * welcome coupon): 409 couponNotClaimable; ended: 409 couponExpired; every one of a limited
 * coupon claimed: 409 couponSoldOut (reason soldOut, so the strip shows it as gone). The claim and
 * the coupon's count change in one transaction (takeCoupon: never more than `quantity`).
 */
export async function claimCoupon(db: Db, userId: number, couponId: number, now: Date): Promise<Coupon> {
  const [c] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.isActive, true)))
    .limit(1);
  if (!c) throw notFound(said('couponNotClaimable'));
  if (!c.claimable) throw conflict(null, said('couponNotClaimable'));
  if (now > c.validTo) throw conflict(null, said('couponExpired'));
  await db.transaction((tx) => takeCoupon(tx, userId, couponId, () => conflict(Reason.soldOut, said('couponSoldOut'))));
  return toCoupon((await heldRow(db, userId, couponId, false))!);
}

/**
 * POST api/users/redeemCoupon: the customer types a coupon's code at checkout, and holds that
 * coupon as if it had been claimed (the same count, never more than `quantity`). Any active coupon
 * within its dates can be redeemed by its code, claimable or not. The code is matched whatever its
 * case (codes are stored upper-cased). Refusals are 422s on `code`: no coupon has it
 * (couponCodeUnknown), not started (couponNotStarted), ended or withdrawn (couponExpired), every
 * one claimed (couponSoldOut), already used by this customer (couponUsed). A coupon the customer
 * already holds and has not used is no refusal: it is answered again, nothing changes. The answer
 * is the coupon as the checkout lists it, judged for goods worth `subtotalCents` (null: for no
 * order in particular, the threshold not judged).
 */
export async function redeemCoupon(db: Db, userId: number, code: string, subtotalCents: number | null, now: Date): Promise<UsableCoupon> {
  const [c] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  if (!c) throw invalid({ code: said('couponCodeUnknown') });
  const before = await heldRow(db, userId, c.id, false);
  if (before?.held?.usedOrderId != null) throw invalid({ code: said('couponUsed') });
  if (!before?.held) {
    if (!c.isActive || now > c.validTo) throw invalid({ code: said('couponExpired') });
    if (now < c.validFrom) throw invalid({ code: said('couponNotStarted') });
    await db.transaction((tx) => takeCoupon(tx, userId, c.id, () => invalid({ code: said('couponSoldOut') })));
  }
  return usableOf((await heldRow(db, userId, c.id, false))!, subtotalCents, now);
}

/**
 * GET api/getCouponList?coupon_ids=: the coupons asked for, in that order, as the caller sees them
 * (is_get 1 for one the customer holds; a visitor holds none). Only those the caller can still
 * use or claim: active, not ended, claimable or held, and not sold out unless held. Unknown ids are
 * left out.
 */
export async function couponList(db: Db, userId: number | null, ids: number[], now: Date): Promise<Coupon[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ coupon: coupons, held: customerCoupons })
    .from(coupons)
    .leftJoin(customerCoupons, and(eq(customerCoupons.couponId, coupons.id), userId == null ? sql`false` : eq(customerCoupons.userId, userId)))
    .where(and(inArray(coupons.id, ids), eq(coupons.isActive, true)));
  const shown = rows.filter(({ coupon: c, held }) => {
    if (held) return held.usedOrderId == null && now <= endOf(c, held.claimedAt);
    return c.claimable && now <= c.validTo && (c.quantity == null || c.claimed < c.quantity);
  });
  return ids.flatMap((id) => shown.filter((r) => r.coupon.id === id).map(toCoupon));
}

export type HeldCouponState = 'unused' | 'expired';

/**
 * The customer's coupons not used by an order (api/users/myUnsedCoupons, myExpiredCoupons):
 * unused ones can still be used (or will be, once started), soonest ending first; expired ones
 * ended (or were withdrawn), latest ending first.
 */
export async function heldCoupons(db: Db, userId: number, state: HeldCouponState, now: Date): Promise<Coupon[]> {
  const rows = await db
    .select({ coupon: coupons, held: customerCoupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(and(eq(customerCoupons.userId, userId), isNull(customerCoupons.usedOrderId)));
  const ended = (r: HeldRow) => !r.coupon.isActive || now > endOf(r.coupon, r.held!.claimedAt);
  const end = (r: HeldRow) => endOf(r.coupon, r.held!.claimedAt).getTime();
  return rows
    .filter((r) => ended(r) === (state === 'expired'))
    .sort((a, b) => (state === 'expired' ? end(b) - end(a) : end(a) - end(b)) || a.coupon.id - b.coupon.id)
    .map(toCoupon);
}

/**
 * Gives a coupon to a customer inside the caller's transaction (a reward: the welcome coupon at
 * register, a questionnaire's): held at once, whether or not shoppers may claim it; one already held stays as it is.
 */
export async function grantCoupon(tx: Db, userId: number, couponId: number): Promise<void> {
  await tx.insert(customerCoupons).values({ userId, couponId }).onConflictDoNothing();
}

/** Gives the welcome coupon to a new customer (inside register's transaction). */
export async function grantWelcomeCoupon(tx: Db, userId: number): Promise<void> {
  await grantCoupon(tx, userId, WELCOME_COUPON.id);
}
