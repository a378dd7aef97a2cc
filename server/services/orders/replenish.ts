import type { BusinessRules } from '../wholesale/business';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { REPLENISHABLE_STATUSES, type LensChoice, type ReplenishInput } from '../../../contract/prescription';
import type { Db } from '../../db/client';
import { orderLines, orders } from '../../db/schema';
import { ApiError, conflict, notFound } from '../../errors';
import { Code } from '../../../contract/codes';
import type { Identity } from '../auth/tokens';
import { addToCart } from '../cart/cart';

/**
 * POST api/customer/replenish: the same glasses again. A line with lenses of one of the customer's
 * paid (or later) orders goes into the cart as one pair: the same frame colour, lens type, index,
 * coatings and prescription, priced as the lens catalogue prices them now (the cart's own add checks
 * stock, the purchase limit and that the lenses are still made for this frame). Another customer's
 * order, an unpaid or cancelled one, or a bare frame: 404. Lenses no longer made as ordered: 409.
 */
export async function replenishLenses(db: Db, who: Identity & { kind: 'customer' }, input: ReplenishInput, rules: BusinessRules): Promise<void> {
  const [line] = await db
    .select({ goodsId: orderLines.goodsId, variantId: orderLines.variantId, lens: orderLines.lens })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.id, input.line_id),
        eq(orders.id, input.order_id),
        eq(orders.userId, who.userId),
        inArray(orders.status, [...REPLENISHABLE_STATUSES]),
        isNotNull(orderLines.lens),
      ),
    )
    .limit(1);
  if (!line?.lens) throw notFound(said('replenishLineUnknown'));
  const { usage, index, coatings, prescription }: LensChoice = line.lens;
  try {
    await addToCart(db, who, { goods_id: line.goodsId, variant_id: line.variantId, qty: 1, lens: { usage, index, coatings, prescription } }, rules);
  } catch (err) {
    // The lenses as ordered no longer pass the catalogue (a coating withdrawn, the frame's range changed).
    if (err instanceof ApiError && err.code === Code.invalid) throw conflict(null, said('replenishLensGone'));
    throw err;
  }
}
