import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminCoupon, AdminCouponPage, CouponState } from '../../../contract/admin-promotions';
import type { IndexBlock } from '../../../contract/catalog';
import { said } from '../../../contract/messages';
import type { CouponActiveInput, CouponInput, CouponQuery, CouponUpdate } from '../../../contract/schemas/admin-promotions';
import type { Db } from '../../db/client';
import { coupons } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { isUniqueViolation } from '../platform/db-errors';
import { recordAudit, type StaffActor } from '../staff/audit';

/**
 * The console's coupons (api/admin/coupons, catalogue.manage): claimable ones shoppers GET in the
 * coupon strip, and code coupons typed at checkout. Which of them the strip offers, and in what
 * order, is the operator's (`offered`, `offer_sort`): the shop learns the ids from the home page's
 * blocks (`offeredCouponsBlock`), which it loads anyway, and asks api/getCouponList for them.
 *
 * A coupon is never over-claimed: a claim (services/orders/coupons.ts claimCoupon) counts itself
 * only while `claimed < quantity`, and an edit takes the coupon's row lock before it compares the
 * new quantity with `claimed`, so whichever comes second sees the other's count (the table's check
 * `coupons_not_over_claimed` says so too).
 */

type PromoApp = Pick<FastifyInstance, 'db' | 'readCache'>;
type CouponRow = typeof coupons.$inferSelect;

/** The read cache's entries that show the offered coupons: the home page's blocks (and its first screen, drawn from them). */
function invalidateOffers(app: PromoApp) {
  app.readCache.invalidate('blocks:*');
}

export function couponStateOf(c: Pick<CouponRow, 'isActive' | 'validFrom' | 'validTo'>, now: Date): CouponState {
  if (!c.isActive) return 'disabled';
  if (c.validTo < now) return 'ended';
  if (c.validFrom > now) return 'scheduled';
  return 'live';
}

const stateWhere = (state: CouponState, now: Date): SQL => {
  switch (state) {
    case 'disabled':
      return eq(coupons.isActive, false);
    case 'ended':
      return and(eq(coupons.isActive, true), lt(coupons.validTo, now))!;
    case 'scheduled':
      return and(eq(coupons.isActive, true), gt(coupons.validFrom, now))!;
    case 'live':
      return sql`${coupons.isActive} and ${coupons.validFrom} <= ${now} and ${coupons.validTo} >= ${now}`;
  }
};

// Written out with the outer table's name: drizzle leaves a column of the queried table unqualified,
// which inside the subquery would name customer_coupons' own column.
const claims = sql<number>`(select count(*)::int from customer_coupons cc where cc.coupon_id = "coupons"."id")`;
const used = sql<number>`(select count(cc.used_order_id)::int from customer_coupons cc where cc.coupon_id = "coupons"."id")`;

function toAdmin(c: CouponRow, counts: { claims: number; used: number }, now: Date): AdminCoupon {
  return {
    id: c.id,
    version: c.version,
    title: c.title,
    code: c.code,
    discount_type: c.discountType,
    discount_value: c.discountValue,
    min_amount: c.minAmount,
    valid_from: c.validFrom.toISOString(),
    valid_to: c.validTo.toISOString(),
    claimable: c.claimable,
    quantity: c.quantity,
    claimed: Number(counts.claims),
    used: Number(counts.used),
    offered: c.offered,
    offer_sort: c.offerSort,
    active: c.isActive,
    state: couponStateOf(c, now),
  };
}

/** GET api/admin/coupons: found by part of the title or the start of the code, by state; newest first. */
export async function listAdminCoupons(db: Db, q: CouponQuery, now = new Date()): Promise<AdminCouponPage> {
  const conds: SQL[] = [];
  if (q.q) {
    const like = q.q.replace(/[\\%_]/g, (ch) => `\\${ch}`);
    conds.push(or(ilike(coupons.title, `%${like}%`), ilike(coupons.code, `${like}%`))!);
  }
  if (q.state) conds.push(stateWhere(q.state, now));
  const where = conds.length ? and(...conds) : undefined;
  const [{ total }] = (await db.select({ total: count() }).from(coupons).where(where)) as [{ total: number }];
  const rows = await db
    .select({ c: coupons, claims, used })
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { items: rows.map((r) => toAdmin(r.c, r, now)), page: q.page, page_size: q.page_size, total: Number(total) };
}

/** GET api/admin/coupons/{id} */
export async function adminCoupon(db: Db, id: number, now = new Date()): Promise<AdminCoupon> {
  const [r] = await db.select({ c: coupons, claims, used }).from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!r) throw notFound(said('couponNotFound'));
  return toAdmin(r.c, r, now);
}

const valuesOf = (input: CouponInput) => ({
  title: input.title,
  discountType: input.discount_type,
  discountValue: input.discount_value,
  minAmount: input.min_amount,
  validFrom: new Date(input.valid_from),
  validTo: new Date(input.valid_to),
  claimable: input.claimable,
  quantity: input.quantity,
  offered: input.offered,
  offerSort: input.offer_sort,
  isActive: input.active,
});

/** A code for a claimable coupon saved without one (shoppers never type it; it must only be unique). */
const freshCode = () => `C${randomBytes(5).toString('hex').toUpperCase()}`;

const codeTaken = (err: unknown) => (isUniqueViolation(err) ? invalid({ code: said('couponCodeTaken') }) : err);

/** POST api/admin/coupons: a new coupon (its code upper-cased; a claimable one without a code gets one). */
export async function createCoupon(app: PromoApp, actor: StaffActor, input: CouponInput): Promise<AdminCoupon> {
  const id = await app.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(coupons)
        .values({ ...valuesOf(input), code: input.code || freshCode() })
        .returning();
      await recordAudit(tx, actor, { action: 'coupon.create', record_kind: 'coupon', record_id: row!.id, after: { ...input, code: row!.code } });
      return row!.id;
    })
    .catch((err: unknown) => {
      throw codeTaken(err);
    });
  invalidateOffers(app);
  return adminCoupon(app.db, id);
}

/** The coupon's row, locked until the transaction ends, at the version the member read; 404 or 409 otherwise. */
async function lockedAt(tx: Db, id: number, version: number): Promise<CouponRow> {
  const [row] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!row) throw notFound(said('couponNotFound'));
  if (row.version !== version) throw conflict(null, said('couponChanged'));
  return row;
}

const snapshotOf = (c: CouponRow) => ({
  title: c.title,
  code: c.code,
  discount_type: c.discountType,
  discount_value: c.discountValue,
  min_amount: c.minAmount,
  valid_from: c.validFrom,
  valid_to: c.validTo,
  claimable: c.claimable,
  quantity: c.quantity,
  offered: c.offered,
  offer_sort: c.offerSort,
  active: c.isActive,
});

/**
 * PUT api/admin/coupons/{id}: saves a coupon read at `version` (else 409 couponChanged). Its
 * quantity may not go below the claims already counted (422 on quantity, saying how many): the
 * row lock is taken before comparing, so claims made meanwhile are counted.
 */
export async function updateCoupon(app: PromoApp, actor: StaffActor, id: number, input: CouponUpdate): Promise<AdminCoupon> {
  await app.db
    .transaction(async (tx) => {
      const before = await lockedAt(tx, id, input.version);
      if (input.quantity != null && input.quantity < before.claimed) {
        throw invalid({ quantity: said('couponQuantityBelowClaimed', { claimed: String(before.claimed) }) });
      }
      const [after] = await tx
        .update(coupons)
        .set({ ...valuesOf(input), code: input.code || before.code, version: before.version + 1 })
        .where(eq(coupons.id, id))
        .returning();
      await recordAudit(tx, actor, {
        action: 'coupon.update',
        record_kind: 'coupon',
        record_id: id,
        before: snapshotOf(before),
        after: snapshotOf(after!),
      });
    })
    .catch((err: unknown) => {
      throw codeTaken(err);
    });
  invalidateOffers(app);
  return adminCoupon(app.db, id);
}

/**
 * POST api/admin/coupons/{id}/active: ends a coupon at once (disabled: no longer offered, claimed
 * or usable; those who hold it see it expired), or enables it again.
 */
export async function setCouponActive(app: PromoApp, actor: StaffActor, id: number, input: CouponActiveInput): Promise<AdminCoupon> {
  await app.db.transaction(async (tx) => {
    const before = await lockedAt(tx, id, input.version);
    if (before.isActive === input.active) return;
    await tx
      .update(coupons)
      .set({ isActive: input.active, version: before.version + 1 })
      .where(eq(coupons.id, id));
    await recordAudit(tx, actor, {
      action: input.active ? 'coupon.enable' : 'coupon.end',
      record_kind: 'coupon',
      record_id: id,
      before: { active: before.isActive },
      after: { active: input.active },
    });
  });
  invalidateOffers(app);
  return adminCoupon(app.db, id);
}

/**
 * The coupons the shop's strip offers, as a block of the home page's answer (api/index/indexBlocks?index):
 * each item is an offered coupon (its id and title), in the operator's order. Which of them a
 * shopper sees (not ended, not sold out, or held) api/getCouponList decides per caller.
 */
export async function offeredCouponsBlock(db: Db): Promise<IndexBlock> {
  const rows = await db
    .select({ id: coupons.id, title: coupons.title })
    .from(coupons)
    .where(and(eq(coupons.offered, true), eq(coupons.isActive, true), eq(coupons.claimable, true)))
    .orderBy(asc(coupons.offerSort), asc(coupons.id));
  return {
    id: 0,
    kind: 'coupons',
    title: '',
    subtitle: '',
    link: '',
    items: rows.map((r) => ({ id: r.id, title: r.title, subtitle: '', img: '', alt: '', link: '' })),
    goods: [],
  };
}
