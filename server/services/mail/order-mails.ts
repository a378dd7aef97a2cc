import { formatMoney } from '../../../contract/money-format';
import type { OrderCurrency, OrderStatus } from '../../../contract/orders';
import { lensSummary, type LineLens } from '../../../contract/prescription';
import type { Mail } from './mailer';

/** What the order mails need to know about an order. */
export interface OrderMailFacts {
  orderId: number;
  orderNo: string;
  email: string;
  total: number;
  currency: OrderCurrency;
  shipment?: { carrier: string; tracking_no: string } | null;
  /** Money the move owes back (a paid order cancelled), USD. */
  refunded?: number;
  /** The lines, for the mails that list them: each with its lenses and prescription, as the order page shows them. */
  lines?: { name: string; color: string; qty: number; lens: LineLens | null }[];
}

/** The lines in plain text: name, colour and quantity, then the lens rows and the prescription indented. */
export function linesText(lines: NonNullable<OrderMailFacts['lines']>): string {
  return (
    lines
      .map((l) => [`${l.qty} × ${l.name}${l.color ? ` (${l.color})` : ''}`, ...(l.lens ? lensSummary(l.lens).map((t) => `  ${t}`) : [])].join('\n'))
      .join('\n') + '\n\n'
  );
}

const detailLink = (publicUrl: string, o: OrderMailFacts) => `${publicUrl}/account/order-detail/${o.orderId}`;
const trackLink = (publicUrl: string, o: OrderMailFacts) => `${publicUrl}/track-order?order_no=${encodeURIComponent(o.orderNo)}`;

/** The mail for an order that was just placed; `replaces`: the unpaid orders it replaced (they get no mail of their own). */
export function placedMail(publicUrl: string, o: OrderMailFacts, replaces: string[] = []): Mail {
  const replaced = replaces.length ? `It replaces your unpaid order ${replaces.join(', ')}, which is now cancelled.\n\n` : '';
  return {
    to: o.email,
    kind: 'order-placed',
    subject: `Order placed: ${o.orderNo}`,
    text:
      `Thank you for your order ${o.orderNo}.\n\n${o.lines?.length ? linesText(o.lines) : ''}Total: ${formatMoney(o.total, o.currency)}\n\n${replaced}` +
      `We reserve your items until the payment arrives. See your order: ${detailLink(publicUrl, o)}\n`,
  };
}

/** The mail for a move along the lifecycle, or null when that move mails nobody. */
export function movedMail(publicUrl: string, o: OrderMailFacts, to: OrderStatus): Mail | null {
  switch (to) {
    case 'paid':
      return {
        to: o.email,
        kind: 'order-paid',
        subject: `Payment received: ${o.orderNo}`,
        text:
          `We have received your payment of ${formatMoney(o.total, o.currency)} for order ${o.orderNo}.\n\n` +
          `We are preparing it now. See your order: ${detailLink(publicUrl, o)}\n`,
      };
    case 'shipped':
      return {
        to: o.email,
        kind: 'order-shipped',
        subject: `Your order has shipped: ${o.orderNo}`,
        text:
          `Your order ${o.orderNo} is on its way` +
          (o.shipment ? ` with ${o.shipment.carrier}, tracking number ${o.shipment.tracking_no}` : '') +
          `.\n\nTrack it: ${trackLink(publicUrl, o)}\n`,
      };
    case 'delivered':
      return {
        to: o.email,
        kind: 'order-delivered',
        subject: `Delivered: ${o.orderNo}`,
        text: `Your order ${o.orderNo} has been delivered. We hope you enjoy it.\n\n` + `Tell others what you think: ${detailLink(publicUrl, o)}\n`,
      };
    case 'cancelled':
      return {
        to: o.email,
        kind: 'order-cancelled',
        subject: `Order cancelled: ${o.orderNo}`,
        text:
          `Your order ${o.orderNo} has been cancelled.\n\n` +
          (o.refunded
            ? `We are refunding ${formatMoney(o.refunded, o.currency)} to the way you paid; you see it under Payments on your order.\n\n`
            : '') +
          `${detailLink(publicUrl, o)}\n`,
      };
    default:
      return null;
  }
}
