import { and, eq, type SQL } from 'drizzle-orm';
import { orders, payments } from '../../db/schema';

/**
 * Where a payment row is an order's bank transfer still awaited: chosen, money not yet in. Given
 * an order id, or `orders.id` to use it inside a query over orders.
 */
export function transferAwaited(orderId: number | typeof orders.id): SQL {
  return and(eq(payments.orderId, orderId), eq(payments.method, 'bank_transfer'), eq(payments.purpose, 'order'), eq(payments.status, 'pending'))!;
}
