import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import type { Message } from '../../../contract/messages';
import type { Instalment, PaymentMethod } from '../../../contract/orders';
import { METHOD_MACHINES, type paymentMachine } from '../../../machines/payment.machine';
import type { CardFields, PaymentTag } from '../../../machines/payment/shared';

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

export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/** The machine of the method chosen, running inside the payment machine (none once paid). */
export function methodActorOf(s: PaymentSnapshot) {
  return s.children[METHOD_MACHINES[s.context.method]];
}

export type MethodSnapshot = SnapshotFrom<NonNullable<ReturnType<typeof methodActorOf>>>;

const NO_FIELD_ERRORS: FieldMessages = {};
const NO_SCHEDULE: Instalment[] = [];

/**
 * What the payment panel draws from the payment machine (machines/payment.machine.ts) and the
 * machine of the method it runs (machines/payment/*.machine.ts): their tags, the method chosen,
 * and what the method's machine holds (the card form, the schedule, the failure).
 */
export function paymentView(s: PaymentSnapshot, method: MethodSnapshot | undefined = methodActorOf(s)?.getSnapshot()): PaymentView {
  const has = (tag: PaymentTag) => s.hasTag(tag) || !!method?.hasTag(tag);
  const m = method?.context;
  return {
    method: s.context.method,
    busy: has('busy'),
    paid: has('paid'),
    failed: has('failed'),
    editable: has('editable'),
    checking: has('checking'),
    preparing: has('preparing'),
    outOfRange: has('outOfRange'),
    error: m?.error ?? null,
    card: m && 'card' in m ? m.card : s.context.card,
    fieldErrors: m && 'fieldErrors' in m ? m.fieldErrors : NO_FIELD_ERRORS,
    schedule: m && 'schedule' in m ? m.schedule : NO_SCHEDULE,
    range: m && 'instalmentRange' in m ? m.instalmentRange : null,
  };
}
