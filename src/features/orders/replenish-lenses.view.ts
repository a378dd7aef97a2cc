import type { SnapshotFrom } from 'xstate';
import { failureMessage } from '../../../contract/codes';
import { said, type Message } from '../../../contract/messages';
import type { replenishLensesMachine } from '../../../machines/replenish-lenses.machine';

export interface ReplenishLensesView {
  /** The cart is asked: the button shows its spinner. */
  busy: boolean;
  /** The pair is in the cart: a link to it shows. */
  added: boolean;
  /** Why the cart refused (a message key), said beside the button; null otherwise. */
  refusal: Message | null;
}

const SERVER_ERROR = said('serverError');

/** What "Order these glasses again" draws in each state of machines/replenish-lenses.machine.ts. */
export function replenishLensesView(s: SnapshotFrom<typeof replenishLensesMachine>): ReplenishLensesView {
  return {
    busy: s.hasTag('busy'),
    added: s.hasTag('done'),
    refusal: s.hasTag('failed') ? failureMessage(s.context.error, SERVER_ERROR) : null,
  };
}
