/**
 * `npm run orders -- <command> [order] [options]`: the operator's tool on the configured database
 * (DATABASE_URL, else the PGlite directory DATA_DIR, default ./data). It goes through the same
 * code as the admin endpoints (server/services/orders/order-admin.ts): the same transitions, events,
 * mails and read-cache drops (with REDIS_URL, running servers drop their entries too).
 *
 *   list [--status paid] [--limit 20]     newest orders
 *   show <order>                          one order with its events
 *   pay <order>                           the money arrived (bank transfer): pending_payment -> paid
 *   advance <order>                       the next step: pending_payment -> paid -> processing -> (ship) -> delivered
 *   ship <order> --carrier UPS --tracking 1Z999 [--location "Los Angeles, CA"]   (a paid order is processed first)
 *   deliver <order> [--location ...]
 *   cancel <order>                        unpaid or paid: cancelled, stock released, a paid order's money refunded
 *                                         (sent at once by the card, wallet and pay in 4 providers; by hand for bank transfers)
 *   adjust <order> --total 99.5           a new amount (a raise after payment is a price difference to pay, a cut below it is refunded)
 *   refunded <order>                      the shop sent the order's pending refunds by hand (a bank transfer back)
 *   sweep                                 cancel unpaid orders past their pay_by now, and send refunds still waiting
 *   read-prescription <order> <line> --sph-r=-2.25 [--cyl-r=-0.5 --axis-r 180] [--add-r 2] --sph-l=... --pd 64 (or --pd-r 32 --pd-l 32)
 *                                         (a negative value after `=`, so it is not read as an option)
 *                                         the prescription read from a line's photo (the configurator's rules); until then the order cannot ship
 *
 * <order> is an order number (OS2611-ABC123) or an id. PGlite is one process's database: with the
 * embedded database, stop the server first (or use the admin endpoint while it runs).
 */
import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../contract/orders';
import { adminOrderAdjustSchema, adminOrderStatusSchema } from '../contract/schemas/admin';
import { orderEvents, orderLines, orders, payments } from '../server/db/schema';
import { lensSummary } from '../contract/prescription';
import { adjustTotal, findOrderRef, listOrders, operatorMove, type OperatorApp } from '../server/services/orders/order-admin';
import { sweepExpiredOrders } from '../server/services/orders/orders';
import { readPrescription } from '../server/services/cart/prescription-photos';
import { markRefundsSent, sendRefunds } from '../server/services/payments/refunds';
import { formatTable } from './lib/table';
import { RX_OPTIONS, prescriptionFromFlags, type RxFlags } from './lib/rx-flags';
import { withOperatorApp } from './lib/operator-app';

const USAGE = `usage: npm run orders -- <list|show|pay|advance|ship|deliver|cancel|adjust|refunded|sweep> [order] [options]
  list [--status <${ORDER_STATUSES.join('|')}>] [--limit N]
  show <order> | pay <order> | advance <order> | cancel <order> | refunded <order>
  ship <order> --carrier UPS --tracking 1Z999 [--location "City"]
  deliver <order> [--location "City"]
  adjust <order> --total 99.5
  read-prescription <order> <line> --sph-r V [--cyl-r V --axis-r V] [--add-r V] [--prism-r V --base-r up|down|in|out]
                    --sph-l V [--cyl-l V --axis-l V] [--add-l V] [--prism-l V --base-l ..] (--pd V | --pd-r V --pd-l V)
  sweep`;

const NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  pending_payment: 'paid',
  paid: 'processing',
  shipped: 'delivered',
};

type Flags = { status?: string; limit?: string; carrier?: string; tracking?: string; location?: string; total?: string } & RxFlags;

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
  return operatorMove(app, id, status, { carrier: body.carrier, tracking_no: body.tracking_no, location: body.location });
}

async function show(app: OperatorApp, id: number) {
  const [o] = await app.db.select().from(orders).where(eq(orders.id, id));
  const events = await app.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(asc(orderEvents.at), asc(orderEvents.id));
  console.log(`${o!.orderNo} (#${o!.id})  ${o!.status}  $${o!.total.toFixed(2)}  ${o!.email}  placed ${o!.createdAt.toISOString()}`);
  if (o!.status === 'pending_payment' && o!.payBy) console.log(`pay by ${o!.payBy.toISOString()}`);
  const lines = await app.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  console.log(formatTable(['line', 'goods', 'colour', 'qty', 'unit', 'total'],
    lines.flatMap((l) => [
      [String(l.id), `${l.name} (${l.sku})`, l.color, String(l.qty), l.unitPrice.toFixed(2), l.lineTotal.toFixed(2)],
      // The lenses under their frame: rows with prices, then the prescription.
      ...(l.lens ? lensSummary(l.lens).map((text) => ['', `  ${text}`, '', '', '', '']) : []),
    ])));
  console.log(formatTable(['at', 'status', 'event', 'location'], events.map((e) => [e.at.toISOString(), e.status, e.description, e.location])));
  const paid = await app.db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id));
  if (paid.length) {
    console.log(formatTable(['payment', 'purpose', 'method', 'status', 'amount', 'description', 'error'],
      paid.map((p) => [String(p.id), p.refundOf ? `refund of ${p.refundOf}` : p.purpose, p.method, p.status, p.amount.toFixed(2), p.description, p.error ?? ''])));
  }
}

async function run(app: OperatorApp, command: string, ref: string | undefined, flags: Flags, extra?: string) {
  if (command === 'list') {
    const status = flags.status as OrderStatus | undefined;
    if (status && !ORDER_STATUSES.includes(status)) throw new Error(`unknown status ${status}`);
    const rows = await listOrders(app.db, { status, limit: Number(flags.limit ?? 20) });
    console.log(formatTable(['id', 'order', 'status', 'total', 'e-mail', 'placed'],
      rows.map((r) => [String(r.id), r.order_no, r.status, r.total.toFixed(2), r.email, r.created_at.toISOString()])));
    return;
  }
  if (command === 'sweep') {
    const moved = await sweepExpiredOrders(app);
    console.log(moved.length ? `cancelled ${moved.map((m) => m.orderNo).join(', ')}` : 'no unpaid order is past its pay-by time');
    const refunds = await sendRefunds(app);
    if (refunds.sent || refunds.waiting) console.log(`refunds: ${refunds.sent} sent, ${refunds.waiting} waiting (\`refunded <order>\` once sent by hand)`);
    return;
  }
  if (!ref) throw new Error(USAGE);
  const id = await findOrderRef(app.db, ref);
  const done = (r: { order_no: string; status: string; total: number }) => console.log(`${r.order_no}: ${r.status} ($${r.total.toFixed(2)})`);
  switch (command) {
    case 'show': return show(app, id);
    case 'pay': return done(await moveTo(app, id, 'paid', flags));
    case 'cancel': return done(await moveTo(app, id, 'cancelled', flags));
    case 'deliver': return done(await moveTo(app, id, 'delivered', flags));
    case 'ship': {
      if ((await statusOf(app, id)) === 'paid') done(await moveTo(app, id, 'processing', {}));
      return done(await moveTo(app, id, 'shipped', flags));
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
      console.log(n ? `${n} refund${n > 1 ? 's' : ''} marked sent` : 'no refund of this order is waiting');
      return;
    }
    case 'read-prescription': {
      const line = Number(extra);
      if (!Number.isInteger(line) || line <= 0) throw new Error(USAGE);
      return done(await readPrescription(app, id, line, prescriptionFromFlags(flags)));
    }
    case 'adjust': {
      const { total } = adminOrderAdjustSchema.validateSync({ total: flags.total });
      return done(await adjustTotal(app, id, total));
    }
    default:
      throw new Error(USAGE);
  }
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      status: { type: 'string' }, limit: { type: 'string' }, carrier: { type: 'string' }, tracking: { type: 'string' },
      location: { type: 'string' }, total: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      ...RX_OPTIONS,
    },
  });
  const [command, ref, extra] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return;
  }
  await withOperatorApp((app) => run(app, command, ref, values as Flags, extra));
}

void main();
