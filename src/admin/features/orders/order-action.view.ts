import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '../../../../contract/codes';
import type { Message } from '../../../../contract/messages';
import { actionRules, type OrderAction, type orderActionMachine } from '../../../../machines/admin/order-action.machine';
import type { FieldErrors, Values } from '../../../../machines/admin/fields';

export interface OrderActionView {
  action: OrderAction;
  /** The form is shown (its opening button is not). */
  open: boolean;
  busy: boolean;
  /** Applied: says so until the form is opened again. */
  done: boolean;
  /** The order changed meanwhile: nothing applied, the member may reload it. */
  conflict: boolean;
  /** The form's fields, in order. */
  fields: string[];
  values: Values;
  errors: FieldErrors;
  refusal: Message | null;
  /** Refund: what is refunded when the amount is left empty (the whole refundable amount). */
  refundable: number;
}

export function orderActionView(snapshot: SnapshotFrom<typeof orderActionMachine>): OrderActionView {
  const c = snapshot.context;
  const conflict = snapshot.hasTag('conflict');
  return {
    action: c.action,
    open: snapshot.hasTag('open'),
    busy: snapshot.hasTag('busy'),
    done: snapshot.hasTag('done'),
    conflict,
    fields: Object.keys(actionRules(c.action, c.refundable)),
    values: c.values,
    errors: c.errors,
    refusal: (conflict || snapshot.hasTag('failed')) && c.error ? failureMessage(c.error) || null : null,
    refundable: c.refundable,
  };
}
