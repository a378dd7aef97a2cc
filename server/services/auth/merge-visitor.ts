import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Most pieces a line of this colour may hold: its stock, and its product's purchase limit when set. */
const capOf = (variantId: ReturnType<typeof sql>) => sql`(
  select least(v.stock_qty, case when g.purchase_limit > 0 then g.purchase_limit else v.stock_qty end)
  from goods_variants v join goods g on g.id = v.goods_id where v.id = ${variantId})`;

/**
 * Moves a visitor's cart and wishlist to a customer, inside the caller's transaction.
 * Every visitor line arrives: a colour (with the same lenses) already in the customer's cart gets the quantities added;
 * each merged quantity is capped by the colour's stock and the product's purchase limit, and
 * never drops below 1, so no line is lost (a sold-out line stays, shown as out of stock).
 * Wishes are unioned.
 */
export async function mergeVisitorInto(tx: Db, visitorId: string, userId: number): Promise<void> {
  await tx.execute(sql`
    insert into cart_items (user_id, goods_id, variant_id, qty, lens, lens_key)
    select ${userId}, c.goods_id, c.variant_id, greatest(1, least(c.qty, ${capOf(sql`c.variant_id`)})), c.lens, c.lens_key
    from cart_items c where c.visitor_id = ${visitorId}
    on conflict (user_id, variant_id, lens_key) where user_id is not null
    do update set
      qty = greatest(1, least(cart_items.qty + excluded.qty, ${capOf(sql`excluded.variant_id`)})),
      updated_at = now()`);
  await tx.execute(sql`delete from cart_items where visitor_id = ${visitorId}`);
  await tx.execute(sql`
    insert into wish_items (user_id, goods_id)
    select ${userId}, w.goods_id from wish_items w where w.visitor_id = ${visitorId}
    on conflict (user_id, goods_id) where user_id is not null do nothing`);
  await tx.execute(sql`delete from wish_items where visitor_id = ${visitorId}`);
}
