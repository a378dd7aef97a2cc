import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '../../../contract/constants';
import type { Transaction, TransactionPage } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';

/**
 * What a customer sees of their payments: those that went through and those that were refused
 * (not attempts still open or abandoned); of their refunds, those sent and those on their way.
 */
const shown = or(
  and(ne(payments.purpose, 'refund'), inArray(payments.status, ['succeeded', 'failed'])),
  and(eq(payments.purpose, 'refund'), inArray(payments.status, ['pending', 'succeeded'])),
);

/**
 * GET api/users/transactionHistory?page=: the customer's payments of orders and of price
 * differences, and their refunds, newest first, PAGE_SIZE a page, each in its order's currency.
 */
export async function transactionHistory(db: Db, userId: number, page: number): Promise<TransactionPage> {
  const where = and(eq(payments.userId, userId), shown);
  const [rows, [count]] = await Promise.all([
    db
      .select({ payment: payments, orderNo: orders.orderNo, symbol: orders.currencySymbol, money: orders.currencyMoney, rate: orders.currencyRate })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(where)
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(payments)
      .where(where),
  ]);
  return {
    items: rows.map(({ payment: p, orderNo, symbol, money, rate }) => ({
      id: p.id,
      order_id: p.orderId,
      order_no: orderNo,
      kind: p.purpose === 'order' ? 'payment' : p.purpose,
      method: p.method,
      status: p.status as Transaction['status'],
      amount: p.amount,
      currency: { symbol, money, exchange_rate: rate },
      description: p.description,
      created_at: p.updatedAt.toISOString(),
    })),
    page,
    page_size: PAGE_SIZE,
    total: count?.n ?? 0,
  };
}
