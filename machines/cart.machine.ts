import { assign, emit, raise, setup } from 'xstate';
import { providedCall } from './provided';
import { failureMessage } from '../contract/codes';
import type { CartLine } from '../contract/entities';
import type { Message } from '../contract/messages';

export interface CartInput {
  /** The lines persisted from the last visit, shown until the server answers. */
  lines?: CartLine[] | null;
  /** The persisted "unselected cart ids" (spec section 3). */
  unselected?: number[] | null;
}

/** A change of one line, sent to the server in turn (each answer is the whole cart). */
export type LineEdit = { kind: 'update'; id: number; qty: number } | { kind: 'delete'; id: number };

export interface CartContext {
  lines: CartLine[];
  /** Ids the shopper unticked; every other line in stock is selected. */
  unselected: number[];
  /** Line changes waiting for the server, the first one in flight. */
  edits: LineEdit[];
  /** The server's refusal of a line's last change (its message), by line id. */
  errors: Record<number, Message>;
}

export type CartEvent =
  /** (Re)load from the server: on every session token change. */
  | { type: 'cart.load' }
  /** Drop the lines: on logout. */
  | { type: 'cart.clear' }
  /** The lines a cart call answered with (e.g. api/users/addCart): shown at once, no reload. */
  | { type: 'cart.set'; lines: CartLine[] }
  /** The stepper or the typed quantity; kept within 1 and the line's stock and purchase limit. */
  | { type: 'cart.line.update'; id: number; qty: number }
  | { type: 'cart.line.delete'; id: number }
  | { type: 'cart.select.toggle'; id: number }
  | { type: 'cart.select.all' }
  | { type: 'cart.select.none' };

export type CartEmitted =
  /** A load answered: the lines are the server's now (the checkout waits for this after a sign-in). */
  { type: 'cart.loaded' } | { type: 'cart.loadFailed' };

/** Items counted in the header: quantities of lines in stock (stock_qty >= 1). */
export function inStockCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, l) => (l.stock_qty >= 1 ? sum + l.qty : sum), 0);
}

/** Spec section 4: a line is selected unless its id is in the unselected list or its stock is below 1. */
export function isSelected(line: CartLine, unselected: readonly number[]): boolean {
  return line.stock_qty >= 1 && !unselected.includes(line.id);
}

/** The most a line may hold: its stock, and its product's purchase limit when it has one. */
export function maxQtyOf(line: Pick<CartLine, 'stock_qty' | 'purchase_limit'>): number {
  const stock = Math.max(0, line.stock_qty);
  return line.purchase_limit > 0 ? Math.min(stock, line.purchase_limit) : stock;
}

/** A wished quantity brought within 1 and the line's maximum. */
export function allowedQty(line: CartLine, qty: number): number {
  if (!Number.isFinite(qty)) return line.qty;
  return Math.max(1, Math.min(Math.floor(qty), maxQtyOf(line)));
}

/** The change of this line waiting for the server, if any. */
export function editOf(context: Pick<CartContext, 'edits'>, id: number): LineEdit | undefined {
  return context.edits.find((e) => e.id === id);
}

/**
 * The unselected ids that still mean something once `next` replaces `prev`: ids still in the cart
 * stay; a line that came back under a new id (a visitor's line merged into the customer's cart on
 * sign-in) stays unselected through its colour; ids of lines that are gone are forgotten.
 */
export function carryUnselected(prev: readonly CartLine[], next: readonly CartLine[], unselected: readonly number[]): number[] {
  const out = new Set<number>();
  for (const id of unselected) {
    if (next.some((l) => l.id === id)) {
      out.add(id);
      continue;
    }
    const was = prev.find((l) => l.id === id);
    const now = was && next.find((l) => l.variant_id === was.variant_id);
    if (now) out.add(now.id);
  }
  return [...out];
}

/** Context after the server's lines replace the shown ones: selection carried, refusals of gone lines dropped. */
function takeLines(context: CartContext, next: CartLine[]): Partial<CartContext> {
  const errors: Record<number, Message> = {};
  for (const [id, message] of Object.entries(context.errors)) if (next.some((l) => l.id === Number(id))) errors[Number(id)] = message;
  return { lines: next, unselected: carryUnselected(context.lines, next, context.unselected), errors };
}

/** A failed edit's message: the server's reference, else its text ('' for none). */
const messageOf = (error: unknown): Message => failureMessage(error);

/**
 * The shopper's cart (GET api/users/getCart), one actor for the app. Three concerns side by side:
 *
 * - `sync`: loading the server's lines (on every session token change), clearing them on logout.
 * - `edits`: quantity changes and deletions. They queue and go to the server one at a time, since
 *   every answer is the whole cart: the last answer is always the newest cart. A line with a change
 *   waiting ignores further changes (its stepper is busy), a refused change keeps the old quantity
 *   and shows the server's message on the line, then the cart reloads to show the current stock.
 * - selection (spec section 4), plain context rather than states: a line is selected unless its id
 *   is in `unselected` or it is out of stock. Selection lives here, not in a machine of its own,
 *   because it is a view of these very lines: the checkout reads one snapshot for the lines it
 *   sends, and ids are carried through reloads and the sign-in merge by the same action that
 *   takes the server's lines.
 */
export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    tags: {} as 'loading' | 'loaded' | 'failed',
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: {
    /** GET api/users/getCart */
    fetchCart: providedCall<CartLine[]>('fetchCart'),
    /** Sends one line change (api/users/updateCart or deleteCart); answers the whole cart. */
    saveEdit: providedCall<CartLine[], LineEdit>('saveEdit'),
  },
  guards: {
    /** The line exists, is in stock, has no change waiting, and the allowed quantity differs from its own. */
    canChangeQty: ({ context, event }) => {
      if (event.type !== 'cart.line.update') return false;
      const line = context.lines.find((l) => l.id === event.id);
      return !!line && line.stock_qty >= 1 && !editOf(context, line.id) && allowedQty(line, event.qty) !== line.qty;
    },
    canDeleteLine: ({ context, event }) =>
      event.type === 'cart.line.delete' && context.lines.some((l) => l.id === event.id) && !editOf(context, event.id),
    isSelectableLine: ({ context, event }) => event.type === 'cart.select.toggle' && context.lines.some((l) => l.id === event.id && l.stock_qty >= 1),
    hasEdits: ({ context }) => context.edits.length > 0,
  },
  actions: {
    /** Writes the lines to storage key `cart` (provided by the app). */
    persistCart: () => {},
    /** Writes `unselected` to storage key `unselectedCartIds` (provided by the app). */
    persistUnselected: () => {},
    setLines: assign(({ context }, { lines }: { lines: CartLine[] }) => takeLines(context, lines)),
    replaceLines: assign(({ context, event }) => (event.type === 'cart.set' ? takeLines(context, event.lines) : {})),
    clearLines: assign({ lines: [], unselected: [], errors: {} }),
    announceLoaded: emit({ type: 'cart.loaded' as const }),
    announceLoadFailed: emit({ type: 'cart.loadFailed' as const }),

    queueEdit: assign(({ context, event }) => {
      let edit: LineEdit | null = null;
      if (event.type === 'cart.line.update') {
        const line = context.lines.find((l) => l.id === event.id)!;
        edit = { kind: 'update', id: event.id, qty: allowedQty(line, event.qty) };
      } else if (event.type === 'cart.line.delete') {
        edit = { kind: 'delete', id: event.id };
      }
      if (!edit) return {};
      const { [edit.id]: _cleared, ...errors } = context.errors;
      return { edits: [...context.edits, edit], errors };
    }),
    rememberRefusal: assign({
      errors: ({ context }, { error }: { error: unknown }) => {
        const edit = context.edits[0];
        return edit ? { ...context.errors, [edit.id]: messageOf(error) } : context.errors;
      },
    }),
    finishEdit: assign({ edits: ({ context }) => context.edits.slice(1) }),
    dropEdits: assign({ edits: [] }),
    reloadCart: raise({ type: 'cart.load' }),

    toggleSelection: assign({
      unselected: ({ context, event }) => {
        if (event.type !== 'cart.select.toggle') return context.unselected;
        return context.unselected.includes(event.id) ? context.unselected.filter((id) => id !== event.id) : [...context.unselected, event.id];
      },
    }),
    selectAll: assign({ unselected: [] }),
    selectNone: assign({ unselected: ({ context }) => context.lines.map((l) => l.id) }),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({ lines: input?.lines ?? [], unselected: input?.unselected ?? [], edits: [], errors: {} }),
  type: 'parallel',
  on: {
    'cart.select.toggle': { guard: 'isSelectableLine', actions: ['toggleSelection', 'persistUnselected'] },
    'cart.select.all': { actions: ['selectAll', 'persistUnselected'] },
    'cart.select.none': { actions: ['selectNone', 'persistUnselected'] },
  },
  states: {
    sync: {
      initial: 'idle',
      on: {
        // Not `reenter`: re-entering `sync` would re-enter the whole parallel root and drop the edits.
        // Targeting the child from here still restarts a load under way.
        'cart.load': { target: '.loading' },
        'cart.clear': { target: '.idle', actions: ['clearLines', 'persistCart', 'persistUnselected'] },
        'cart.set': { target: '.ready', actions: ['replaceLines', 'persistCart', 'persistUnselected'] },
      },
      states: {
        idle: { description: 'Nothing loaded yet in this visit (the persisted lines are shown).' },
        loading: {
          tags: ['loading'],
          invoke: {
            id: 'fetchCart',
            src: 'fetchCart',
            onDone: {
              target: 'ready',
              actions: [{ type: 'setLines', params: ({ event }) => ({ lines: event.output }) }, 'persistCart', 'persistUnselected', 'announceLoaded'],
            },
            onError: { target: 'failed', actions: 'announceLoadFailed' },
          },
        },
        ready: { tags: ['loaded'] },
        failed: { tags: ['failed'], description: 'The last load failed; the lines shown are the previous ones.' },
      },
    },
    edits: {
      initial: 'idle',
      on: {
        'cart.clear': { target: '.idle', actions: 'dropEdits' },
      },
      states: {
        idle: {
          on: {
            'cart.line.update': { guard: 'canChangeQty', target: 'saving', actions: 'queueEdit' },
            'cart.line.delete': { guard: 'canDeleteLine', target: 'saving', actions: 'queueEdit' },
          },
        },
        saving: {
          description: 'The first change in the queue is with the server; changes of other lines join the queue.',
          on: {
            'cart.line.update': { guard: 'canChangeQty', actions: 'queueEdit' },
            'cart.line.delete': { guard: 'canDeleteLine', actions: 'queueEdit' },
          },
          invoke: {
            id: 'saveEdit',
            src: 'saveEdit',
            input: ({ context }) => context.edits[0]!,
            onDone: {
              target: 'next',
              actions: [{ type: 'setLines', params: ({ event }) => ({ lines: event.output }) }, 'finishEdit', 'persistCart', 'persistUnselected'],
            },
            onError: {
              target: 'next',
              actions: [{ type: 'rememberRefusal', params: ({ event }) => ({ error: event.error }) }, 'finishEdit', 'reloadCart'],
            },
          },
        },
        next: {
          description: 'One change answered: send the next one, if any.',
          always: [{ guard: 'hasEdits', target: 'saving' }, { target: 'idle' }],
        },
      },
    },
  },
});

export type CartMachine = typeof cartMachine;
