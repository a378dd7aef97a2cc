import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Moves a visitor's cart and wishlist to a customer, inside the caller's transaction.
 * A colour already in the customer's cart gets the quantities added, capped by that colour's
 * stock (and never below 1, so a line is never lost); wishes are unioned.
 */
export async function mergeVisitorInto(tx: Db, visitorId: string, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into cart_items (user_id, goods_id, variant_id, qty)
    select ${userId}, c.goods_id, c.variant_id, c.qty
    from cart_items c where c.visitor_id = ${visitorId}
    on conflict (user_id, variant_id) where user_id is not null
    do update set
      qty = greatest(1, least(cart_items.qty + excluded.qty,
              (select v.stock_qty from goods_variants v where v.id = excluded.variant_id))),
      updated_at = now()`);
  await tx.execute(sql`delete from cart_items where visitor_id = ${visitorId}`);
  await tx.execute(sql`
    insert into wish_items (user_id, goods_id)
    select ${userId}, w.goods_id from wish_items w where w.visitor_id = ${visitorId}
    on conflict (user_id, goods_id) where user_id is not null do nothing`);
  await tx.execute(sql`delete from wish_items where visitor_id = ${visitorId}`);
}
