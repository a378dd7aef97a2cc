import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_AGREEMENT } from '../../../contract/content';
import { said } from '../../../contract/messages';
import { fromCents } from '../../../contract/rounding';
import { rebateFor, type RebateStatus } from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { contentPages, orders, rebateAcceptances } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/** Orders whose goods count towards the year's purchases (the agreement's section 2: paid, not cancelled). */
const COUNTED = ['paid', 'processing', 'shipped', 'delivered'] as const;

async function agreementVersion(db: Db): Promise<number> {
  const [page] = await db
    .select({ version: contentPages.version })
    .from(contentPages)
    .where(and(eq(contentPages.kind, 'agreement'), eq(contentPages.slug, DEFAULT_AGREEMENT)));
  if (!page) throw notFound(said('agreementNotFound'));
  return page.version;
}

/**
 * GET api/users/rebateAgreement: the customer's qualifying purchases this calendar year (UTC): the
 * goods of their paid orders after discounts, coupons and points, without shipping), the tier
 * they reach and the rebate earned (contract REBATE_TIERS), the agreement's version now and the
 * one they accepted.
 */
export async function rebateStatus(db: Db, userId: number, now = new Date()): Promise<RebateStatus> {
  const year = now.getUTCFullYear();
  const [sum] = await db
    .select({
      cents: sql<number>`coalesce(sum(round((${orders.total} - ${orders.carriage}) * 100)), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...COUNTED]),
        gte(orders.createdAt, new Date(Date.UTC(year, 0, 1))),
        lt(orders.createdAt, new Date(Date.UTC(year + 1, 0, 1))),
      ),
    );
  const purchases = fromCents(Math.max(0, sum?.cents ?? 0));
  const { tier, rebate, next } = rebateFor(purchases);
  const version = await agreementVersion(db);
  const [accepted] = await db
    .select()
    .from(rebateAcceptances)
    .where(eq(rebateAcceptances.userId, userId))
    .orderBy(desc(rebateAcceptances.version))
    .limit(1);
  return {
    year,
    purchases,
    tier_percent: tier?.percent ?? 0,
    rebate,
    next_from: next?.from ?? null,
    version,
    accepted_version: accepted?.version ?? null,
    accepted_at: accepted?.acceptedAt.toISOString() ?? null,
  };
}

/**
 * POST api/users/rebateAgreement {version}: the customer accepts the agreement's text of that
 * version, stored with the time; only the current version can be accepted (409 otherwise: the
 * text changed since the page was read). Accepting again keeps the first time.
 */
export async function acceptRebate(db: Db, userId: number, version: number): Promise<RebateStatus> {
  if (version !== (await agreementVersion(db))) throw conflict(null, said('agreementChanged'));
  await db.insert(rebateAcceptances).values({ userId, version }).onConflictDoNothing();
  return rebateStatus(db, userId);
}
