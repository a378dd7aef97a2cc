/** `npm run orders` (scripts/orders.ts): its commands, each answering what it prints. */
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/orders';
import { randomUUID } from 'node:crypto';
import { adminOrderAdjustSchema, adminOrderStatusSchema, adminRefundSchema } from '../../contract/schemas/admin';
import { refundOrder } from '../../server/services/orders/order-refund';
import { orderEvents, orderLines, orders, payments } from '../../server/db/schema';
import { lensSummary } from '../../contract/prescription';
import { adjustTotal, findOrderRef, listOrders, operatorMove, type OperatorApp } from '../../server/services/orders/order-admin';
import { sweepExpiredOrders } from '../../server/services/orders/orders';
import { readPrescription } from '../../server/services/cart/prescription-photos';
import { markRefundsSent, sendRefunds } from '../../server/services/payments/refunds';
import { formatMoney } from '../../contract/money-format';
import { formatTable, moneyCell } from './table';
import { RX_OPTIONS, prescriptionFromFlags, type RxFlags } from './rx-flags';
import { ORDERS_USAGE } from './operator-usage';

export { ORDERS_USAGE };

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  pending_payment: 'paid',
  paid: 'processing',
  shipped: 'delivered',
};

type Flags = {
  status?: string;
  limit?: string;
  carrier?: string;
  tracking?: string;
  location?: string;
  total?: string;
  amount?: string;
  reason?: string;
  key?: string;
} & RxFlags;

async function statusOf(app: OperatorApp, id: number): Promise<OrderStatus> {
  const [o] = await app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return o!.status;
}

/** A move checked by the admin endpoint's schema first (carrier and tracking number for shipped). */
async function moveTo(app: OperatorApp, id: number, status: OrderStatus, flags: Flags) {
  const body = adminOrderStatusSchema.validateSync(
    { status, carrier: flags.carrier, tracking_no: flags.tracking, location: flags.location },
    { abortEarly: false, stripUnknown: true },
  );
  return operatorMove(app, id, status, { carrier: body.carrier, tracking_no: body.tracking_no, location: body.location }, { actor: 'cli' });
}

/** One order: its head, its lines (the lenses under their frame: rows with prices, then the prescription), its events and payments. */
async function show(app: OperatorApp, id: number): Promise<string> {
  const out: string[] = [];
  const [o] = await app.db.select().from(orders).where(eq(orders.id, id));
  const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  out.push(`${o!.orderNo} (#${o!.id})  ${o!.status}  ${formatMoney(o!.total, null)}  ${o!.email}  placed ${o!.createdAt.toISOString()}`);
  if (o!.status === 'pending_payment' && o!.payBy) out.push(`pay by ${o!.payBy.toISOString()}`);
  const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  out.push(
    formatTable(
      ['line', 'goods', 'colour', 'qty', 'unit', 'total'],
      lines.flatMap((l) => [
        [String(l.id), `${l.name} (${l.sku})`, l.color, String(l.qty), moneyCell(l.unitPrice), moneyCell(l.lineTotal)],
        ...(l.lens ? lensSummary(l.lens).map((text) => ['', `  ${text}`, '', '', '', '']) : []),
      ]),
    ),
  );
  out.push(
    formatTable(
      ['at', 'status', 'event', 'location'],
      events.map((e) => [e.at.toISOString(), e.status, e.description, e.location]),
    ),
  );
  const paid = await app.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id));
  if (paid.length) {
    out.push(
      formatTable(
        ['payment', 'purpose', 'method', 'status', 'amount', 'description', 'error'],
        paid.map((p) => [
          String(p.id),
          p.refundOf ? `refund of ${p.refundOf}` : p.purpose,
          p.method,
          p.status,
          moneyCell(p.amount),
          p.description,
          p.error ?? '',
        ]),
      ),
    );
  }
  return out.join('\n');
}

async function run(app: OperatorApp, command: string, ref: string | undefined, flags: Flags, extra?: string): Promise<string> {
  if (command === 'list') {
    const status = flags.status as OrderStatus | undefined;
    if (status && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
    const rows = await listOrders(app.db, { status, limit: Number(flags.limit ?? 20) });
    return formatTable(
      ['id', 'order', 'status', 'total', 'e-mail', 'placed'],
      rows.map((r) => [String(r.id), r.order_no, r.status, moneyCell(r.total), r.email, r.created_at.toISOString()]),
    );
  }
  if (command === 'sweep') {
    const moved = await sweepExpiredOrders(app);
    const out = [moved.length ? `cancelled ${moved.map((m) => m.orderNo).join(', ')}` : 'no unpaid order is past its pay-by time'];
    const refunds = await sendRefunds(app);
    if (refunds.sent || refunds.waiting)
      out.push(`refunds: ${refunds.sent} sent, ${refunds.waiting} waiting (\`refunded <order>\` once sent by hand)`);
    return out.join('\n');
  }
  if (!ref) throw new Error(ORDERS_USAGE);
  const id = await findOrderRef(app.db, ref);
  const done = (r: { order_no: string; status: string; total: number }) => `${r.order_no}: ${r.status} (${formatMoney(r.total, null)})`;
  switch (command) {
    case 'show':
      return show(app, id);
    case 'pay':
      return done(await moveTo(app, id, 'paid', flags));
    case 'cancel':
      return done(await moveTo(app, id, 'cancelled', flags));
    case 'deliver':
      return done(await moveTo(app, id, 'delivered', flags));
    case 'ship': {
      const processed = (await statusOf(app, id)) === 'paid' ? [done(await moveTo(app, id, 'processing', {}))] : [];
      return [...processed, done(await moveTo(app, id, 'shipped', flags))].join('\n');
    }
    case 'advance': {
      const now = await statusOf(app, id);
      const next = NEXT[now];
      if (now === 'processing') throw new Error('the next step is shipping: use `ship <order> --carrier .. --tracking ..`');
      if (!next) throw new Error(`an order that is ${now} does not move on`);
      return done(await moveTo(app, id, next, flags));
    }
    case 'refunded': {
      const n = await markRefundsSent(app.db, id);
      return n ? `${n} refund${n > 1 ? 's' : ''} marked sent` : 'no refund of this order is waiting';
    }
    case 'read-prescription': {
      const line = Number(extra);
      if (!Number.isInteger(line) || line <= 0) throw new Error(ORDERS_USAGE);
      return done(await readPrescription(app, id, line, prescriptionFromFlags(flags)));
    }
    case 'adjust': {
      const { total } = adminOrderAdjustSchema.validateSync({ total: flags.total });
      return done(await adjustTotal(app, id, total, { actor: 'cli' }));
    }
    case 'refund': {
      // The console's refund (services/orders/order-refund.ts): the same checks, audited as the CLI's.
      const input = adminRefundSchema
        .omit(['version'])
        .validateSync({ idempotency_key: flags.key ?? `cli-${randomUUID()}`, reason: flags.reason, amount: flags.amount }, { stripUnknown: true });
      const r = await refundOrder(app, 'cli', id, input);
      return `${formatMoney(r.amount, null)} refunded${r.repeated ? ' before (this key was used): nothing more' : ''}`;
    }
    default:
      throw new Error(ORDERS_USAGE);
  }
}

/**
 * One command of `npm run orders` (scripts/orders.ts) on a built app: what it prints. The same
 * code as the admin endpoints; a refusal is thrown (the API's error, or an Error naming the mistake).
 */
export async function ordersCommand(app: OperatorApp, argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      carrier: { type: 'string' },
      tracking: { type: 'string' },
      location: { type: 'string' },
      total: { type: 'string' },
      amount: { type: 'string' },
      reason: { type: 'string' },
      key: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
      ...RX_OPTIONS,
    },
  });
  const [command, ref, extra] = positionals;
  if (!command || values.help) return ORDERS_USAGE;
  return run(app, command, ref, values as Flags, extra);
}
