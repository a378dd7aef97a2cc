import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { said } from '../../../contract/messages';
import type { StockNotifyInput } from '../../../contract/schemas/catalog';
import { goods, goodsVariants, stockNotifications } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';

// A colour's stock outside orders: set by hand, and "e-mail me when it is back" requests (asked, and served when it rises).

/**
 * POST api/dev/stock: sets a colour's stock, as a warehouse count or a sale in another channel
 * would, and drops its product from the read cache. Unknown colour: 404.
 */
export async function setVariantStock(app: Pick<FastifyInstance, 'db' | 'readCache'>, variantId: number, stockQty: number) {
  const [row] = await app.db
    .update(goodsVariants)
    .set({ stockQty })
    .where(eq(goodsVariants.id, variantId))
    .returning({ variant_id: goodsVariants.id, goods_id: goodsVariants.goodsId, stock_qty: goodsVariants.stockQty });
  if (!row) throw notFound(said('colorUnknown'));
  app.readCache.invalidateGoods([row.goods_id]);
  return row;
}

/**
 * POST api/users/stockNotify: "e-mail me when this colour is back". Only for a sold-out colour (one
 * in stock is a 409: order it instead). One request per colour and address: asking again changes
 * nothing and sends nothing, unless the earlier request was already answered by a back-in-stock
 * mail, which re-arms it. A confirmation goes out through the mailer.
 */
export async function requestStockNotice(app: Pick<FastifyInstance, 'db' | 'config' | 'mailer'>, input: StockNotifyInput): Promise<void> {
  const { goods_id: goodsId, variant_id: variantId } = input;
  const email = input.email.toLowerCase();
  const [g] = await app.db
    .select({ name: goods.name, sku: goods.sku })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.isActive, true)))
    .limit(1);
  if (!g) throw notFound(said('goodsNotFound'));
  const [v] = await app.db.select().from(goodsVariants).where(eq(goodsVariants.id, variantId)).limit(1);
  if (!v || v.goodsId !== goodsId) throw invalid({ variant_id: said('colorUnknown') });
  if (v.stockQty > 0) throw conflict(null, said('stockNotifyInStock'), { available: v.stockQty });

  const res = (await app.db.execute(sql`
    insert into stock_notifications (goods_id, variant_id, email) values (${goodsId}, ${variantId}, ${email})
    on conflict (variant_id, email) do update set notified_at = null, created_at = now()
      where stock_notifications.notified_at is not null
    returning id`)) as unknown as { rows: unknown[] };
  if (!res.rows.length) return;
  const link = `${app.config.publicUrl}/goods-detail/${goodsId}`;
  await app.mailer.send({
    to: email,
    kind: 'stock-notify',
    subject: `We will tell you when ${g.name} is back`,
    text:
      `Thank you for your interest in ${g.name} (${g.sku}) in ${v.color}.\n\n` +
      `This colour is sold out right now. We will send you one e-mail at this address as soon as it is back in stock.\n\n${link}\n`,
  });
}

/**
 * A colour's stock rose (the console's stock change): every "e-mail me when it is back" request for
 * it not yet answered gets its one back-in-stock mail, while the product is on sale and the colour
 * in stock. Each request is claimed (notified_at set) before its mail goes out, so two processes
 * never mail the same request; a failed mail is logged, the others still go. Answers how many were mailed.
 */
export async function serveStockNotices(app: Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log'>, variantId: number): Promise<number> {
  const [v] = await app.db
    .select({ goodsId: goods.id, name: goods.name, sku: goods.sku, color: goodsVariants.color })
    .from(goodsVariants)
    .innerJoin(goods, eq(goods.id, goodsVariants.goodsId))
    .where(and(eq(goodsVariants.id, variantId), eq(goods.isActive, true), gt(goodsVariants.stockQty, 0)));
  if (!v) return 0;
  const waiting = await app.db
    .select({ id: stockNotifications.id })
    .from(stockNotifications)
    .where(and(eq(stockNotifications.variantId, variantId), isNull(stockNotifications.notifiedAt)))
    .orderBy(asc(stockNotifications.id));
  let mailed = 0;
  for (const { id } of waiting) {
    const [claimed] = await app.db
      .update(stockNotifications)
      .set({ notifiedAt: sql`now()` })
      .where(and(eq(stockNotifications.id, id), isNull(stockNotifications.notifiedAt)))
      .returning({ email: stockNotifications.email });
    if (!claimed) continue;
    try {
      await app.mailer.send({
        to: claimed.email,
        kind: 'stock-back',
        subject: `${v.name} is back in stock`,
        text:
          `Good news: ${v.name} (${v.sku}) in ${v.color} is back in stock.\n\n` +
          `Order it here while it lasts:\n${app.config.publicUrl}/goods-detail/${v.goodsId}\n\nOptic Shop\n`,
      });
      mailed++;
    } catch (err) {
      app.log.error({ err, stockNotificationId: id }, 'back-in-stock mail failed');
    }
  }
  return mailed;
}
