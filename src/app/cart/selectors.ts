import type { CartLine } from '../../../contract/entities';
import { inStockCount } from '../../../machines/cart.machine';
import { CartContext } from './cart-context';

/** The header's cart count: the quantities of the lines in stock (stock_qty >= 1). */
export function useCartCount(): number {
  return CartContext.useSelector((s) => inStockCount(s.context.lines));
}

export function useCartLines(): CartLine[] {
  return CartContext.useSelector((s) => s.context.lines);
}

export function useCartLoading(): boolean {
  return CartContext.useSelector((s) => s.matches('loading'));
}

export function useCartFailed(): boolean {
  return CartContext.useSelector((s) => s.matches('failed'));
}
