import { parseArgs } from 'node:util';
import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { said } from '../../contract/messages';
import { arrivalSchema } from '../../contract/schemas/wholesale-services';
import { PRE_ORDER_STATUSES, type PreOrderStatus } from '../../contract/wholesale-services';
import { businessProfiles, goods, goodsVariants, preOrders, users } from '../../server/db/schema';
import { notFound } from '../../server/errors';
import { arriveFrames } from '../../server/services/wholesale/pre-orders';
import { rebateStatus } from '../../server/services/wholesale/rebate';
import { formatMoney } from '../../contract/money-format';
import { formatTable } from './table';
import { WHOLESALE_USAGE } from './operator-usage';

export { WHOLESALE_USAGE };

/** A product by its id (digits) or its SKU (any case); neither is the API's 404. */
async function goodsRef(app: FastifyInstance, ref: string): Promise<{ id: number; sku: string; name: string }> {
  const byId = /^\d+$/.test(ref) ? eq(goods.id, Number(ref)) : undefined;
  const bySku = sql`lower(${goods.sku}) = lower(${ref})`;
  const [row] = await app.db
    .select({ id: goods.id, sku: goods.sku, name: goods.name })
    .from(goods)
    .where(byId ? or(byId, bySku) : bySku)
    .orderBy(asc(goods.id))
    .limit(1);
  if (!row) throw notFound(said('goodsNotFound'));
  return row;
}

const limitOf = (flag: string | undefined) => {
  const n = Number(flag ?? 50);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--limit must be a whole number from 1, not ${flag}`);
  return Math.min(n, 1000);
};

/**
 * One command of `npm run wholesale` (scripts/wholesale.ts) on a built app: what it prints. The
 * same services as the API: `arrive` is POST api/admin/wholesale/arrive, `rebate` the customer's
 * GET api/users/rebateAgreement. A refusal is thrown (the API's error, or an Error naming the mistake).
 */
export async function wholesaleCommand(app: FastifyInstance, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { status: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) return WHOLESALE_USAGE;

  switch (command) {
    case 'arrive': {
      const [ref, qty] = rest;
      if (!ref || !qty) throw new Error(WHOLESALE_USAGE);
      const item = await goodsRef(app, ref);
      const input = arrivalSchema.validateSync({ goods_id: item.id, qty }, { abortEarly: false });
      const r = await arriveFrames(app, input.goods_id, input.qty);
      return [
        `${item.name} (${item.sku}, #${item.id}): ${input.qty} arrived`,
        r.pre_orders.length ? `pre-orders filled and mailed: ${r.pre_orders.map((id) => `#${id}`).join(', ')}` : 'no pre-order filled',
        `${r.to_stock} on sale`,
      ].join('\n');
    }
    case 'pre-orders': {
      const status = values.status as PreOrderStatus | undefined;
      if (status && !PRE_ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status} (${PRE_ORDER_STATUSES.join(', ')})`);
      const rows = await app.db
        .select({
          id: preOrders.id,
          status: preOrders.status,
          qty: preOrders.qty,
          expected: preOrders.expectedDate,
          orderId: preOrders.orderId,
          createdAt: preOrders.createdAt,
          email: users.email,
          sku: goods.sku,
          color: goodsVariants.color,
        })
        .from(preOrders)
        .innerJoin(users, eq(users.id, preOrders.userId))
        .innerJoin(goods, eq(goods.id, preOrders.goodsId))
        .innerJoin(goodsVariants, eq(goodsVariants.id, preOrders.variantId))
        .where(status ? eq(preOrders.status, status) : undefined)
        .orderBy(desc(preOrders.createdAt), desc(preOrders.id))
        .limit(limitOf(values.limit));
      if (!rows.length) return status ? `no pre-order is ${status}` : 'no pre-orders';
      return formatTable(
        ['id', 'status', 'sku', 'colour', 'qty', 'expected', 'order', 'e-mail', 'placed'],
        rows.map((r) => [
          String(r.id),
          r.status,
          r.sku,
          r.color,
          String(r.qty),
          r.expected,
          r.orderId ? `#${r.orderId}` : '',
          r.email,
          r.createdAt.toISOString(),
        ]),
      );
    }
    case 'businesses': {
      const rows = await app.db
        .select({
          id: users.id,
          email: users.email,
          company: businessProfiles.companyName,
          taxId: businessProfiles.taxId,
          type: businessProfiles.businessType,
          country: businessProfiles.country,
          at: businessProfiles.createdAt,
        })
        .from(businessProfiles)
        .innerJoin(users, eq(users.id, businessProfiles.userId))
        .orderBy(desc(businessProfiles.createdAt), desc(businessProfiles.userId))
        .limit(limitOf(values.limit));
      if (!rows.length) return 'no business accounts';
      return formatTable(
        ['customer', 'e-mail', 'company', 'tax id', 'type', 'country', 'declared'],
        rows.map((r) => [String(r.id), r.email, r.company, r.taxId, r.type, r.country, r.at.toISOString()]),
      );
    }
    case 'rebate': {
      const [email] = rest;
      if (!email) throw new Error(WHOLESALE_USAGE);
      const [who] = await app.db
        .select({ id: users.id, email: users.email, company: businessProfiles.companyName })
        .from(users)
        .leftJoin(businessProfiles, eq(businessProfiles.userId, users.id))
        .where(sql`lower(${users.email}) = lower(${email.trim()})`)
        .limit(1);
      if (!who) throw new Error(`no customer has the e-mail ${email}`);
      const s = await rebateStatus(app.db, who.id);
      return [
        `${who.email}${who.company ? ` (${who.company})` : ' (no business declared)'}`,
        `${s.year} purchases: ${formatMoney(s.purchases, null)}`,
        `tier: ${s.tier_percent ? `${s.tier_percent}%` : 'none yet'}  rebate: ${formatMoney(s.rebate, null)}`,
        s.next_from != null ? `next tier from ${formatMoney(s.next_from, null)}` : 'highest tier reached',
        `agreement: version ${s.version}, ${s.accepted_version != null ? `accepted version ${s.accepted_version} at ${s.accepted_at}` : 'not accepted'}`,
      ].join('\n');
    }
    default:
      throw new Error(WHOLESALE_USAGE);
  }
}
