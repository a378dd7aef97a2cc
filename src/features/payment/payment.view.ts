import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import type { Instalment, PaymentMethod } from '../../../contract/orders';
import type { CardFields, paymentMachine } from '../../../machines/payment.machine';
import type { Message } from '../../../contract/messages';

export interface PaymentView {
  /** The method chosen: its radio is checked and its section shows. */
  method: PaymentMethod;
  /** A call is out or the flow is leaving the panel: the methods are disabled; wallet and bank buttons spin. */
  busy: boolean;
  /** Paid: "Payment received" shows in place of the method's section. */
  paid: boolean;
  /** A call failed: its message and Try again show in place of the method's section. */
  failed: boolean;
  /** The card form takes typing and a submit; otherwise its fields are read-only and its button spins. */
  editable: boolean;
  /** Pay in 4 checks the total. */
  checking: boolean;
  /** Pay in 4 makes the schedule. */
  preparing: boolean;
  /** Pay in 4 is not offered for this total: the range it is offered for shows. */
  outOfRange: boolean;
  /** The message of the last failure (a contract message). */
  error: Message | null;
  card: CardFields;
  fieldErrors: FieldMessages;
  schedule: Instalment[];
  range: { min: number; max: number } | null;
}

/** What the payment panel draws in each state of machines/payment.machine.ts. */
export function paymentView(s: SnapshotFrom<typeof paymentMachine>): PaymentView {
  const c = s.context;
  return {
    method: c.method,
    busy: s.hasTag('busy'),
    paid: s.hasTag('paid'),
    failed: s.hasTag('failed'),
    editable: s.hasTag('editable'),
    checking: s.hasTag('checking'),
    preparing: s.hasTag('preparing'),
    outOfRange: s.hasTag('outOfRange'),
    error: c.error,
    card: c.card,
    fieldErrors: c.fieldErrors,
    schedule: c.schedule,
    range: c.instalmentRange,
  };
}
