import type { SnapshotFrom } from 'xstate';
import type { FieldMessages } from '../../../contract/codes';
import type { ShoppingList } from '../../../contract/wholesale';
import type { LineChange, shoppingListMachine } from '../../../machines/shopping-list.machine';

export interface ShoppingListView {
  /** The list is loading: a loading line. */
  loading: boolean;
  /** It could not be loaded: a Try again. */
  failed: boolean;
  /** The list is there and nothing is on its way: its buttons work. */
  editable: boolean;
  /** Something is on its way (or the list is loading): the box is read-only and the buttons wait. */
  busy: boolean;
  /** The quick-order box's lines are being added: Add shows its spinner. */
  adding: boolean;
  /** Place order shows its spinner. */
  submitting: boolean;
  /** Move to cart shows its spinner. */
  moving: boolean;
  list: ShoppingList | null;
  /** What is in the quick-order box. */
  text: string;
  /** The box's own message (`text`) and one per refused line (`lines.<n>`). */
  errors: FieldMessages;
  /** A refusal that is not about a line (offline, stock at submit, no address). */
  error: unknown;
  /** What became of the last line change, said beside its colour. */
  lineResult: (LineChange & { error: unknown }) | null;
}

/** What the shopping list page draws in each state of machines/shopping-list.machine.ts. */
export function shoppingListView(s: SnapshotFrom<typeof shoppingListMachine>): ShoppingListView {
  const { list, text, errors, error, lineResult } = s.context;
  return {
    loading: s.hasTag('loading'),
    failed: s.hasTag('failed'),
    editable: s.hasTag('editable'),
    busy: s.hasTag('busy'),
    adding: s.hasTag('adding'),
    submitting: s.hasTag('submitting'),
    moving: s.hasTag('moving'),
    list,
    text,
    errors,
    error,
    lineResult,
  };
}

export interface ShoppingListRowView {
  /** How many of the colour the open list holds (0: none, or not loaded). */
  onList: number;
  /** Its Add / Update works (the list is there and nothing is on its way). */
  editable: boolean;
  /** This colour's quantity is being saved: its button shows its spinner. */
  saving: boolean;
  /** What became of this colour's last change, else null. */
  result: (LineChange & { error: unknown }) | null;
}

/** One colour of a price list row, as its quantity form draws it, on the same machine. */
export function shoppingListRowView(s: SnapshotFrom<typeof shoppingListMachine>, variantId: number): ShoppingListRowView {
  const { list, pending, lineResult } = s.context;
  return {
    onList: list?.lines.find((l) => l.variant_id === variantId)?.qty ?? 0,
    editable: s.hasTag('editable'),
    saving: s.hasTag('savingLine') && pending?.variantId === variantId,
    result: lineResult?.variantId === variantId ? lineResult : null,
  };
}
