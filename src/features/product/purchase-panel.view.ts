import type { SnapshotFrom } from 'xstate';
import { maxQty, stockOf, type purchasePanelMachine } from '../../../machines/purchase-panel.machine';

/** At most this many left: the hint says how many. */
const FEW_LEFT = 10;

export interface PurchasePanelView {
  variantId: number;
  qty: number;
  /** The least the stepper offers: a business buyer's minimum, else 1. */
  min: number;
  /** The most the stepper offers: the colour's stock, or the purchase limit when lower. */
  max: number;
  /** The chosen colour's stock. */
  stock: number;
  /** The per-line purchase limit (0: none). */
  limit: number;
  /** The hint beside the stepper: the purchase limit (when it binds before the stock), few left, or in stock. */
  hint: 'limit' | 'fewLeft' | 'inStock';
  /** The colour has no stock: the stock notification shows instead of the stepper. */
  soldOut: boolean;
  /** The colour has less stock than the business minimum: the panel says so instead of the stepper. */
  shortOfMinimum: boolean;
  /** A quantity below the business minimum was asked for: the panel says the minimum. */
  belowMinimum: boolean;
  /** Adding is on its way: the button shows its spinner, the quantity is read-only. */
  busy: boolean;
  /** The "added" confirmation shows. */
  added: boolean;
  /** The last add was refused: its message shows. */
  failed: boolean;
  error: unknown;
  /** The − button is usable (after a refusal every stepper button stays usable: any change clears the message). */
  canDecrement: boolean;
  canIncrement: boolean;
}

/** What the purchase panel draws in each state of machines/purchase-panel.machine.ts. */
export function purchasePanelView(s: SnapshotFrom<typeof purchasePanelMachine>): PurchasePanelView {
  const { context } = s;
  const stock = stockOf(context);
  const max = maxQty(context);
  const busy = s.hasTag('busy');
  // Where the quantity is edited, the buttons stop at the limits; elsewhere only a pending add disables them.
  const bounded = s.hasTag('editable');
  return {
    variantId: context.variantId,
    qty: context.qty,
    min: context.minQty,
    max,
    stock,
    limit: context.purchaseLimit,
    hint: context.purchaseLimit > 0 && context.purchaseLimit <= stock ? 'limit' : stock <= FEW_LEFT ? 'fewLeft' : 'inStock',
    soldOut: s.hasTag('soldOut'),
    shortOfMinimum: s.hasTag('shortOfMinimum'),
    belowMinimum: s.hasTag('belowMinimum'),
    busy,
    added: s.hasTag('done'),
    failed: s.hasTag('failed'),
    error: context.error,
    canDecrement: !busy && !(bounded && context.qty <= context.minQty),
    canIncrement: !busy && !(bounded && context.qty >= max),
  };
}
