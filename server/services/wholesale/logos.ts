import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type { CreateLogoInput } from '../../../contract/schemas/wholesale-services';
import {
  LOGO_MAX_COUNT,
  LOGO_MIN_QTY,
  type CustomerLogo,
  type LogoPlacement,
  type OrderLogo,
  type OrderLogoView,
} from '../../../contract/wholesale-services';
import type { Db } from '../../db/client';
import { orderLines, orderLogos, orders, uploads } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import type { CleanFile } from '../uploads/uploads';
import { storeUpload } from '../uploads/uploads';

type UploadRow = Pick<typeof uploads.$inferSelect, 'id' | 'originalName' | 'mime' | 'size' | 'createdAt' | 'chosenAt'>;

const logoColumns = {
  id: uploads.id,
  originalName: uploads.originalName,
  mime: uploads.mime,
  size: uploads.size,
  createdAt: uploads.createdAt,
  chosenAt: uploads.chosenAt,
};
const mine = (userId: number) => and(eq(uploads.userId, userId), eq(uploads.purpose, 'logo'), isNull(uploads.deletedAt));

function toLogo(r: UploadRow, chosenId: number | undefined): CustomerLogo {
  return {
    id: r.id,
    name: r.originalName,
    mime: r.mime,
    size: r.size,
    url: `/${paths.logoFile(r.id)}`,
    chosen: r.id === chosenId,
    created_at: r.createdAt.toISOString(),
  };
}

/** GET api/orders/customerLogo: the customer's logos, newest first; the one chosen last is `chosen`. */
export async function myLogos(db: Db, userId: number): Promise<CustomerLogo[]> {
  const rows = await db.select(logoColumns).from(uploads).where(mine(userId)).orderBy(desc(uploads.createdAt), desc(uploads.id));
  const chosen = rows.filter((r) => r.chosenAt).sort((a, b) => b.chosenAt!.getTime() - a.chosenAt!.getTime())[0];
  return rows.map((r) => toLogo(r, chosen?.id));
}

/** POST api/orders/customerLogo: keeps a checked logo (at most LOGO_MAX_COUNT per customer, 409 beyond). */
export async function addLogo(db: Db, userId: number, file: CleanFile): Promise<CustomerLogo> {
  const [n] = await db.select({ n: count() }).from(uploads).where(mine(userId));
  if ((n?.n ?? 0) >= LOGO_MAX_COUNT) throw conflict(null, said('logoTooMany'));
  const id = await storeUpload(db, userId, 'logo', file);
  return (await myLogos(db, userId)).find((l) => l.id === id)!;
}

/**
 * POST api/orders/customerLogo?chosed={id}: that logo is the one for the next order. With
 * `orderId` (&order_id=, the order /custom-logo?chosed= names) it is also printed on that order, in
 * the same transaction and by the same rules as createLogo (printOnOrder): on the frames and where
 * the order's logo was printed before, else on all its frames, on the temple. A refusal changes
 * nothing (the choice neither).
 */
export async function chooseLogo(db: Db, userId: number, id: number, orderId?: number): Promise<CustomerLogo> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(uploads)
      .set({ chosenAt: sql`now()` })
      .where(and(eq(uploads.id, id), mine(userId)))
      .returning({ id: uploads.id });
    if (!row) throw notFound(said('logoNotFound'));
    if (orderId !== undefined) await printOnOrder(tx, userId, { order_id: orderId, logo_id: id });
  });
  return (await myLogos(db, userId)).find((l) => l.id === id)!;
}

/** GET api/orders/delLogo/{id}: the logo leaves the customer's list (an order printed with it keeps it). */
export async function deleteLogo(db: Db, userId: number, id: number): Promise<void> {
  const [row] = await db
    .update(uploads)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(uploads.id, id), mine(userId)))
    .returning({ id: uploads.id });
  if (!row) throw notFound(said('logoNotFound'));
}

/** GET api/orders/logo/{id}: the file of one of the customer's logos. */
export async function logoFile(db: Db, userId: number, id: number): Promise<{ mime: string; data: Buffer }> {
  const [row] = await db
    .select({ mime: uploads.mime, content: uploads.content })
    .from(uploads)
    .where(and(eq(uploads.id, id), mine(userId)));
  if (!row) throw notFound(said('logoNotFound'));
  return { mime: row.mime, data: row.content };
}

/** The logo an order's frames are printed with (the order page, OrderDetail.logo), or null. */
export async function orderLogoOf(db: Db, orderId: number): Promise<OrderLogoView | null> {
  const [row] = await db
    .select({ id: uploads.id, name: uploads.originalName, qty: orderLogos.qty, placement: orderLogos.placement })
    .from(orderLogos)
    .innerJoin(uploads, eq(uploads.id, orderLogos.uploadId))
    .where(eq(orderLogos.orderId, orderId))
    .limit(1);
  return row ? { logo_id: row.id, name: row.name, url: `/${paths.logoFile(row.id)}`, qty: row.qty, placement: row.placement as LogoPlacement } : null;
}

/**
 * POST api/orders/createLogo: the logo printed on qty frames of one of the customer's orders that
 * has not shipped (409 orderShipped otherwise; another's order or logo: 404). qty is at least
 * LOGO_MIN_QTY (the schema) and at most the order's frames (422 logoOverOrder). Again for the same
 * order replaces the choice.
 */
export async function createOrderLogo(db: Db, userId: number, input: CreateLogoInput): Promise<OrderLogo> {
  return db.transaction((tx) => printOnOrder(tx, userId, input));
}

/**
 * The logo printed on one of the customer's unshipped orders, in the caller's transaction. Without
 * qty (a logo chosen for the order on /custom-logo): the qty and placement printed before, else
 * every frame of the order on the temple; fewer than LOGO_MIN_QTY frames is a 422 logoMinQty.
 */
async function printOnOrder(
  tx: Db,
  userId: number,
  input: { order_id: number; logo_id: number; qty?: number; placement?: string },
): Promise<OrderLogo> {
  const [o] = await tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId), isNull(orders.deletedAt)))
    .for('update');
  if (!o) throw notFound(said('orderNotFound'));
  if (!['pending_payment', 'paid', 'processing'].includes(o.status)) throw conflict(null, said('orderShipped'));
  const [logo] = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, input.logo_id), mine(userId)));
  if (!logo) throw notFound(said('logoNotFound'));
  const [frames] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderLines.qty}), 0)::int`.mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.orderId, o.id));
  const [before] = await tx.select({ qty: orderLogos.qty, placement: orderLogos.placement }).from(orderLogos).where(eq(orderLogos.orderId, o.id));
  const qty = input.qty ?? before?.qty ?? frames?.n ?? 0;
  if (qty < LOGO_MIN_QTY) throw invalid({ qty: said('logoMinQty') });
  if (qty > (frames?.n ?? 0)) throw invalid({ qty: said('logoOverOrder') });
  const placement = (input.placement ?? before?.placement ?? 'temple') as LogoPlacement;
  await tx
    .insert(orderLogos)
    .values({ orderId: o.id, uploadId: logo.id, qty, placement })
    .onConflictDoUpdate({ target: orderLogos.orderId, set: { uploadId: logo.id, qty, placement } });
  return { order_id: o.id, logo_id: logo.id, qty, placement };
}
