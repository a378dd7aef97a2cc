/**
 * The console's reading of orders (api/admin/orders, orders.csv, orders/{id}): the list with its
 * filters, sort and pages, the same filter as CSV, and one order as staff see it.
 *
 * The list's query leans on the indexes of server/db/schema/orders.ts: newest first
 * (orders_created_idx), by status or method (orders_status_created_idx, orders_method_created_idx),
 * and the e-mail prefix (`lower(email) like 'ada%'`, orders_email_lower_idx with text_pattern_ops).
 */
import { and, asc, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_LIMITS, type AdminOrderDetail, type AdminOrderPage, type AdminOrderQuery, type AdminOrderRow } from '../../../contract/admin';
import type { OrderStatus } from '../../../contract/orders';
import { fromCents, toCents } from '../../../contract/rounding';
import type { Db } from '../../db/client';
import { orderNotes, orderRefunds, orders, staffMembers, users } from '../../db/schema';
import { canMove } from './order-lifecycle';
import { anyOrderDetail } from './orders-read';
import { recordAudit } from '../staff/audit';
import { csvCell } from '../catalog-admin/csv';

/** The console's one CSV writer (services/catalog-admin/csv.ts), here too for the orders' export. */
export { csvCell };
import type { OperatorActor } from './order-admin';

const DAY_MS = 86_400_000;

/** A LIKE pattern matching what starts with `text`, its own wildcards taken literally. */
export function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of the list (and of its CSV): every filter given, ANDed; dates are whole UTC days, both ends included. */
function whereOf(q: AdminOrderQuery): SQL | undefined {
  const search = q.q?.trim();
  return and(
    q.status ? eq(orders.status, q.status) : undefined,
    q.payment_method ? eq(orders.paymentMethod, q.payment_method) : undefined,
    q.from ? gte(orders.createdAt, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to ? lt(orders.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)) : undefined,
    search ? or(eq(orders.orderNo, search.toUpperCase()), like(sql`lower(${orders.email})`, prefixPattern(search.toLowerCase()))) : undefined,
  );
}

function orderByOf(q: AdminOrderQuery): SQL[] {
  const dir = q.dir === 'asc' ? asc : desc;
  switch (q.sort ?? 'created_at') {
    case 'total':
      return [dir(orders.total), dir(orders.id)];
    case 'order_no':
      return [dir(orders.orderNo)];
    case 'status':
      return [dir(orders.status), desc(orders.createdAt), desc(orders.id)];
    default:
      return [dir(orders.createdAt), dir(orders.id)];
  }
}

/** Written out: inside a subquery, drizzle would leave "id" unqualified. */
const outerOrderId = sql.raw('"orders"."id"');
const rowCols = {
  id: orders.id,
  order_no: orders.orderNo,
  createdAt: orders.createdAt,
  status: orders.status,
  customer_email: orders.email,
  firstname: users.firstname,
  lastname: users.lastname,
  total: orders.total,
  symbol: orders.currencySymbol,
  money: orders.currencyMoney,
  rate: orders.currencyRate,
  payment_method: orders.paymentMethod,
  item_count: sql<number>`(select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = ${outerOrderId})`.mapWith(Number),
};
type RowOut = Awaited<ReturnType<typeof selectRows>>[number];

function toRow(r: RowOut): AdminOrderRow {
  return {
    id: r.id,
    order_no: r.order_no,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    customer_email: r.customer_email,
    customer_name: `${r.firstname} ${r.lastname}`.trim(),
    total: r.total,
    currency: { symbol: r.symbol, money: r.money, exchange_rate: r.rate },
    payment_method: r.payment_method,
    item_count: r.item_count,
  };
}

function selectRows(db: Db, q: AdminOrderQuery, limit: number, offset: number) {
  return db
    .select(rowCols)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(whereOf(q))
    .orderBy(...orderByOf(q))
    .limit(limit)
    .offset(offset);
}

/** GET api/admin/orders: one page of the filtered orders and how many there are in all. */
export async function listAdminOrders(db: Db, q: AdminOrderQuery): Promise<AdminOrderPage> {
  const page = q.page ?? 1;
  const pageSize = Math.min(q.page_size ?? ADMIN_LIMITS.pageSizeDefault, ADMIN_LIMITS.pageSizeMax);
  const [rows, [count]] = await Promise.all([
    selectRows(db, q, pageSize, (page - 1) * pageSize),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(orders)
      .where(whereOf(q)),
  ]);
  return { items: rows.map(toRow), page, page_size: pageSize, total: count?.n ?? 0 };
}

/** At most this many rows go into one CSV (a narrower filter gets the rest). */
export const ORDERS_CSV_MAX = 50_000;
const CSV_BATCH = 1000;
const CSV_HEAD = ['order_no', 'created_at', 'status', 'customer_email', 'customer_name', 'total_usd', 'currency', 'payment_method', 'items'];

/** GET api/admin/orders.csv: the filtered orders (every page, up to ORDERS_CSV_MAX), a batch at a time. */
export async function* ordersCsv(db: Db, q: AdminOrderQuery): AsyncGenerator<string> {
  yield `${CSV_HEAD.join(',')}\r\n`;
  for (let offset = 0; offset < ORDERS_CSV_MAX; offset += CSV_BATCH) {
    const rows = (await selectRows(db, q, Math.min(CSV_BATCH, ORDERS_CSV_MAX - offset), offset)).map(toRow);
    if (rows.length) {
      yield (
        rows
          .map((r) =>
            [r.order_no, r.created_at, r.status, r.customer_email, r.customer_name, r.total, r.currency.symbol, r.payment_method, r.item_count]
              .map(csvCell)
              .join(','),
          )
          .join('\r\n') + '\r\n'
      );
    }
    if (rows.length < CSV_BATCH) return;
  }
}

/** The moves the state allows, as the console's buttons. */
function actionsOf(status: OrderStatus, refundable: number): AdminOrderDetail['actions'] {
  const out: AdminOrderDetail['actions'] = [];
  if (canMove(status, 'processing')) out.push('processing');
  if (canMove(status, 'shipped')) out.push('ship');
  if (canMove(status, 'delivered')) out.push('deliver');
  if (canMove(status, 'cancelled')) out.push('cancel');
  if (refundable > 0) out.push('refund');
  if ((['paid', 'processing', 'shipped'] as const satisfies readonly OrderStatus[]).some((s) => s === status)) out.push('price_difference');
  return out;
}

const authorOf = (who: { email: string | null; name: string | null }) => (who.name || who.email) ?? 'system';

/**
 * GET api/admin/orders/{id}: the customer's detail of the order (one copy: orders-read.ts) and
 * what only staff see. An order whose lines carry a prescription (or its photo) is a reading of
 * health data: `prescription.read` goes into the audit log.
 */
export async function adminOrderDetail(db: Db, actor: OperatorActor, orderId: number): Promise<AdminOrderDetail> {
  const detail = await anyOrderDetail(db, orderId);
  const [[head], notes, refunds] = await Promise.all([
    db
      .select({
        version: orders.version,
        userId: users.id,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        type: users.type,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId)),
    db
      .select({ id: orderNotes.id, at: orderNotes.createdAt, text: orderNotes.text, email: staffMembers.email, name: staffMembers.name })
      .from(orderNotes)
      .leftJoin(staffMembers, eq(staffMembers.id, orderNotes.staffId))
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id)),
    db
      .select({
        id: orderRefunds.id,
        at: orderRefunds.createdAt,
        amount: orderRefunds.amount,
        reason: orderRefunds.reason,
        email: staffMembers.email,
        name: staffMembers.name,
      })
      .from(orderRefunds)
      .leftJoin(staffMembers, eq(staffMembers.id, orderRefunds.staffId))
      .where(eq(orderRefunds.orderId, orderId))
      .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id)),
  ]);
  const withRx = detail.lines.filter((l) => l.lens && (l.lens.prescription || l.lens.photo_id));
  if (withRx.length) {
    await db.transaction((tx) =>
      recordAudit(tx, actor, { action: 'prescription.read', record_kind: 'order', record_id: orderId, after: { line_ids: withRx.map((l) => l.id) } }),
    );
  }
  const refundable = fromCents(Math.max(0, toCents(detail.paid_amount)));
  return {
    ...detail,
    version: head!.version,
    customer: { id: head!.userId, email: head!.email, name: `${head!.firstname} ${head!.lastname}`.trim(), business: head!.type === 2 },
    notes: notes.map((n) => ({ id: n.id, at: n.at.toISOString(), author: authorOf(n), text: n.text })),
    refunds: refunds.map((r) => ({ id: r.id, at: r.at.toISOString(), amount: r.amount, reason: r.reason, author: authorOf(r) })),
    refundable,
    actions: actionsOf(detail.status, refundable),
  };
}
