import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  AdminBusinessProfile,
  AdminCustomerCoupon,
  AdminCustomerDetail,
  AdminCustomerOrder,
  AdminCustomerPage,
  AdminCustomerRow,
} from '../../../contract/admin';
import { ADMIN_CUSTOMER_LIMITS } from '../../../contract/admin';
import { said } from '../../../contract/messages';
import type { AdminCustomerQueryInput } from '../../../contract/schemas/admin-customers';
import { BUSINESS_USER_TYPE, type BusinessType } from '../../../contract/wholesale';
import type { Db } from '../../db/client';
import { businessProfiles, coupons, customerCoupons, orders, payments, users } from '../../db/schema';
import { notFound } from '../../errors';
import type { BusinessRules } from '../wholesale/business';
import { listAddresses } from '../orders/addresses';
import { pointBalance } from '../points/points';

// The console's customers: the list (searched, filtered, sorted, one page) and one customer's detail.

/** How many orders each customer placed. */
const orderCounts = (db: Db) =>
  db
    .select({ userId: orders.userId, n: sql<number>`count(*)::int`.as('orders_n') })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_counts');

/**
 * What each customer paid, less what was given back, in cents (the payments of their orders:
 * succeeded payments and price differences, less refunds not failed, as `netPaidCents` counts).
 */
const spentCents = (db: Db) =>
  db
    .select({
      userId: orders.userId,
      cents: sql<number>`coalesce(sum(case
        when ${payments.purpose} = 'refund' and ${payments.status} <> 'failed' then -round(${payments.amount} * 100)
        when ${payments.purpose} <> 'refund' and ${payments.status} = 'succeeded' then round(${payments.amount} * 100)
        else 0 end), 0)::bigint`.as('spent_cents'),
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .groupBy(orders.userId)
    .as('spent');

/** A LIKE pattern's wildcards taken literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Base = {
  user: typeof users.$inferSelect;
  status: AdminCustomerRow['business_status'];
  ordersCount: number | null;
  cents: number | string | null;
};

function toRow({ user: u, status, ordersCount, cents }: Base): AdminCustomerRow {
  const business = u.type === BUSINESS_USER_TYPE;
  return {
    id: u.id,
    email: u.email,
    name: `${u.firstname} ${u.lastname}`.trim(),
    type: business ? 'business' : 'retail',
    business_status: status ?? null,
    orders_count: Number(ordersCount ?? 0),
    total_spent: Number(cents ?? 0) / 100,
    disabled: u.disabledAt != null,
    created_at: u.createdAt.toISOString(),
  };
}

function baseQuery(db: Db) {
  const oc = orderCounts(db);
  const sp = spentCents(db);
  const query = db
    .select({ user: users, status: businessProfiles.status, ordersCount: oc.n, cents: sp.cents })
    .from(users)
    .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
    .leftJoin(oc, eq(oc.userId, users.id))
    .leftJoin(sp, eq(sp.userId, users.id));
  return { query, oc, sp };
}

/**
 * GET api/admin/customers: one page of customers. `q` finds the start of an e-mail (the prefix
 * index of lower(email)) or part of a name; `type` retail or business, `business_status` the
 * business account's review; sorted by sign-up, orders, money spent or e-mail, the id breaking ties.
 */
export async function listCustomers(db: Db, q: AdminCustomerQueryInput): Promise<AdminCustomerPage> {
  const where: SQL[] = [];
  const text = q.q.trim();
  if (text) {
    where.push(
      or(
        sql`lower(${users.email}) like ${`${literal(text.toLowerCase())}%`}`,
        ilike(sql`${users.firstname} || ' ' || ${users.lastname}`, `%${literal(text)}%`),
      )!,
    );
  }
  if (q.type === 'business') where.push(eq(users.type, BUSINESS_USER_TYPE));
  if (q.type === 'retail') where.push(ne(users.type, BUSINESS_USER_TYPE));
  if (q.business_status) where.push(eq(businessProfiles.status, q.business_status));
  const filter = where.length ? and(...where) : undefined;

  const { query, oc, sp } = baseQuery(db);
  const order = q.dir === 'asc' ? asc : desc;
  const key = {
    created: users.createdAt,
    orders: sql`coalesce(${oc.n}, 0)`,
    spent: sql`coalesce(${sp.cents}, 0)`,
    email: sql`lower(${users.email})`,
  }[q.sort];
  const [rows, [counted]] = await Promise.all([
    query
      .where(filter)
      .orderBy(order(key), order(users.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
      .where(filter),
  ]);
  return { items: rows.map(toRow), page: q.page, page_size: q.page_size, total: Number(counted?.n ?? 0) };
}

/** The customer's row of the list, or 404. */
export async function customerRow(db: Db, userId: number): Promise<AdminCustomerRow> {
  const [row] = await baseQuery(db).query.where(eq(users.id, userId)).limit(1);
  if (!row) throw notFound(said('customerNotFound'));
  return toRow(row);
}

/** Written out: drizzle leaves a one-table select's columns unqualified, and "id" alone would be the line's (as in orders-read.ts). */
const itemCount = sql<number>`(select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = ${sql.raw('"orders"."id"')})`.mapWith(
  Number,
);

async function ordersOf(db: Db, userId: number): Promise<AdminCustomerOrder[]> {
  const rows = await db
    .select({ o: orders, itemCount })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_CUSTOMER_LIMITS.ordersMax);
  return rows.map(({ o, itemCount: n }) => ({
    id: o.id,
    order_no: o.orderNo,
    created_at: o.createdAt.toISOString(),
    status: o.status,
    total: o.total,
    currency: { symbol: o.currencySymbol, money: o.currencyMoney, exchange_rate: o.currencyRate },
    item_count: n,
  }));
}

async function couponsOf(db: Db, userId: number): Promise<AdminCustomerCoupon[]> {
  const rows = await db
    .select({ held: customerCoupons, c: coupons })
    .from(customerCoupons)
    .innerJoin(coupons, eq(coupons.id, customerCoupons.couponId))
    .where(eq(customerCoupons.userId, userId))
    .orderBy(desc(customerCoupons.claimedAt), desc(customerCoupons.id));
  return rows.map(({ held, c }) => ({
    id: c.id,
    title: c.title,
    code: c.code,
    valid_to: c.validTo.toISOString(),
    claimed_at: held.claimedAt.toISOString(),
    used_at: held.usedAt?.toISOString() ?? null,
  }));
}

/** The business profile as the console shows it, or null. */
export async function businessProfileRow(db: Db, userId: number): Promise<AdminBusinessProfile | null> {
  const [p] = await db.select().from(businessProfiles).where(eq(businessProfiles.userId, userId)).limit(1);
  return p
    ? {
        company_name: p.companyName,
        tax_id: p.taxId,
        business_type: p.businessType as BusinessType,
        country: p.country,
        status: p.status,
        decided_at: p.decidedAt?.toISOString() ?? null,
        created_at: p.createdAt.toISOString(),
      }
    : null;
}

/** GET api/admin/customers/{id}: profile, newest orders, addresses, points, coupons, business profile. */
export async function customerDetail(db: Db, rules: BusinessRules, userId: number): Promise<AdminCustomerDetail> {
  const row = await customerRow(db, userId);
  const [[user], orderRows, addresses, points, held, business] = await Promise.all([
    db.select().from(users).where(eq(users.id, userId)).limit(1),
    ordersOf(db, userId),
    listAddresses(db, userId),
    pointBalance(db, userId),
    couponsOf(db, userId),
    businessProfileRow(db, userId),
  ]);
  return {
    ...row,
    firstname: user!.firstname,
    lastname: user!.lastname,
    newsletter: user!.newsletter,
    disabled_at: user!.disabledAt?.toISOString() ?? null,
    points,
    orders: orderRows,
    addresses,
    coupons: held,
    business_profile: business,
    business_approval: rules.businessApproval,
  };
}
