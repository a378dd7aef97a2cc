import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { CartLine } from '../../../contract/entities';
import { fromCents, toCents } from '../../../contract/rounding';
import { editOf, inStockCount, isSelected, type CartMachine, type LineEdit } from '../../../machines/cart.machine';
import { CartContext } from './cart-context';
import { cartView } from './cart.view';
import type { Message } from '../../../contract/messages';

type CartSnapshot = Pick<SnapshotFrom<CartMachine>, 'context'>;

/** The lines the shopper chose for the checkout (spec section 4), in cart order. */
export function selectedLines(snapshot: CartSnapshot): CartLine[] {
  const { lines, unselected } = snapshot.context;
  return lines.filter((l) => isSelected(l, unselected));
}

export interface CartTotals {
  /** Sum of unit price × quantity of the selected lines, in US dollars (Price shows it in the chosen currency). */
  amount: number;
  /** Pieces selected. */
  items: number;
  /** Lines selected. */
  lines: number;
}

/** What the selected lines come to; the server's getPrice has the final word at checkout. */
export function selectedTotals(snapshot: CartSnapshot): CartTotals {
  const chosen = selectedLines(snapshot);
  const cents = chosen.reduce((sum, l) => sum + toCents(l.goods_price) * l.qty, 0);
  return { amount: fromCents(cents), items: chosen.reduce((sum, l) => sum + l.qty, 0), lines: chosen.length };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const sameTotals = (a: CartTotals, b: CartTotals) => a.amount === b.amount && a.items === b.items && a.lines === b.lines;

/** The header's cart count: the quantities of the lines in stock (stock_qty >= 1). */
export function useCartCount(): number {
  return CartContext.useSelector((s) => inStockCount(s.context.lines));
}

export function useCartLines(): CartLine[] {
  return CartContext.useSelector((s) => s.context.lines);
}

/** Ids of the selected lines (what the checkout sends as cart_ids). */
export function useSelectedIds(): number[] {
  return CartContext.useSelector((s) => selectedLines(s).map((l) => l.id), sameIds);
}

export function useSelectedTotals(): CartTotals {
  return CartContext.useSelector(selectedTotals, sameTotals);
}

/** True when the line is ticked for the checkout. */
export function useIsSelected(line: CartLine): boolean {
  return CartContext.useSelector((s) => isSelected(line, s.context.unselected));
}

/** The change of a line waiting for the server, if any (its stepper is busy meanwhile). */
export function useLineEdit(id: number): LineEdit | undefined {
  return CartContext.useSelector((s) => editOf(s.context, id));
}

/** The server's refusal of the line's last change, or undefined. */
export function useLineError(id: number): Message | undefined {
  return CartContext.useSelector((s) => s.context.errors[id]);
}

export function useCartLoading(): boolean {
  return CartContext.useSelector((s) => cartView(s).loading);
}

export function useCartFailed(): boolean {
  return CartContext.useSelector((s) => cartView(s).failed);
}

/** True once this visit's cart came from the server (or a cart change answered). */
export function useCartReady(): boolean {
  return CartContext.useSelector((s) => cartView(s).loaded);
}

/** What views may ask of the cart. */
export function useCartActions() {
  const cart = CartContext.useActorRef();
  return useMemo(
    () => ({
      load: () => cart.send({ type: 'cart.load' }),
      updateQty: (id: number, qty: number) => cart.send({ type: 'cart.line.update', id, qty }),
      remove: (id: number) => cart.send({ type: 'cart.line.delete', id }),
      toggle: (id: number) => cart.send({ type: 'cart.select.toggle', id }),
      selectAll: () => cart.send({ type: 'cart.select.all' }),
      selectNone: () => cart.send({ type: 'cart.select.none' }),
    }),
    [cart],
  );
}
