import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type {
  AdminProductColour,
  AdminProductDetail,
  AdminProductPage,
  AdminProductRow,
  PriceKind,
  PriceTier,
} from '../../../contract/admin-products';
import { paths } from '../../../contract/endpoints';
import { said } from '../../../contract/messages';
import type { AdminProductQueryInput } from '../../../contract/schemas/admin-products';
import type { Db } from '../../db/client';
import { categories, goods, goodsVariants, ladderPrices, preOrders, stockNotifications, wholesalePrices } from '../../db/schema';
import { notFound } from '../../errors';

// The console's products: the list (searched, filtered, sorted, one page) and one product's detail.

/** The price kind of goods.price_type (3 ladder, 2 special, anything else plain). */
export const priceKindOf = (priceType: number): PriceKind => (priceType === 3 ? 'ladder' : priceType === 2 ? 'special' : 'plain');

/**
 * What a shopper pays for one and the original of a special price, from the goods row: a special
 * product keeps its original in goods.price and what it sells at in special_price.
 */
export function shownPrice(g: { priceType: number; price: number; specialPrice: number | null }): { price: number; original_price: number | null } {
  if (g.priceType === 2 && g.specialPrice != null) return { price: g.specialPrice, original_price: g.price };
  return { price: g.price, original_price: null };
}

/** The drawn picture of a product, until the photos slice gives it a main photo. */
export const productThumb = (goodsId: number): string => `/${paths.goodsImage(goodsId)}`;

/** The shop's page of a product. */
export const shopUrlOf = (goodsId: number): string => `/goods-detail/${goodsId}`;

/** A LIKE pattern's wildcards taken literally. */
const literal = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The category and every category under it (any depth). */
const categoryAndDescendants = (categoryId: number) => sql`(
  with recursive tree(id) as (
    select ${categoryId}::int
    union all
    select c.id from categories c join tree on c.parent_id = tree.id
  ) select id from tree)`;

/**
 * GET api/admin/products: one page. `q` finds part of a name (case aside) or the start of an SKU,
 * the product's or one of its colours'; `category_id` that category and those under it; `status`;
 * `low_stock` products with a colour at or below their threshold. Sorted by the last change, name,
 * SKU, price or stock (all colours), the id breaking ties.
 */
export async function listProducts(db: Db, q: AdminProductQueryInput): Promise<AdminProductPage> {
  // Every filter is on goods alone (subqueries computed once, not per row), so the count needs no join.
  const where: SQL[] = [];
  const text = q.q.trim();
  if (text) {
    const prefix = `${literal(text.toLowerCase())}%`;
    where.push(sql`(${goods.name} ilike ${`%${literal(text)}%`}
      or lower(${goods.sku}) like ${prefix}
      or ${goods.id} in (select sv.goods_id from goods_variants sv where lower(sv.sku) like ${prefix}))`);
  }
  if (q.category_id) where.push(sql`${goods.categoryId} in ${categoryAndDescendants(q.category_id)}`);
  if (q.status) where.push(eq(goods.status, q.status));
  if (q.low_stock === 1) {
    where.push(sql`${goods.id} in (select lv.goods_id from goods_variants lv join goods lg on lg.id = lv.goods_id
      where lv.stock_qty <= lg.low_stock_threshold)`);
  }
  const filter = where.length ? and(...where) : undefined;

  const order = q.dir === 'asc' ? asc : desc;
  const key = {
    updated: goods.updatedAt,
    name: sql`lower(${goods.name})`,
    sku: goods.sku,
    price: sql`case when ${goods.priceType} = 2 and ${goods.specialPrice} is not null then ${goods.specialPrice} else ${goods.price} end`,
    stock: sql`(select coalesce(sum(ov.stock_qty), 0) from goods_variants ov where ov.goods_id = ${goods.id})`,
  }[q.sort];

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: goods.id,
        name: goods.name,
        sku: goods.sku,
        categoryId: categories.id,
        categoryName: categories.name,
        status: goods.status,
        priceType: goods.priceType,
        price: goods.price,
        specialPrice: goods.specialPrice,
        threshold: goods.lowStockThreshold,
        updatedAt: goods.updatedAt,
      })
      .from(goods)
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(filter)
      .orderBy(order(key), order(goods.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(filter),
  ]);
  // The page's stock: all colours together, and the lowest colour against the threshold.
  const stock = new Map<number, { total: number; lowest: number }>();
  if (rows.length) {
    const sums = await db
      .select({
        goodsId: goodsVariants.goodsId,
        total: sql<number>`sum(${goodsVariants.stockQty})::int`,
        lowest: sql<number>`min(${goodsVariants.stockQty})::int`,
      })
      .from(goodsVariants)
      .where(
        inArray(
          goodsVariants.goodsId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(goodsVariants.goodsId);
    for (const s of sums) stock.set(s.goodsId, { total: Number(s.total), lowest: Number(s.lowest) });
  }

  const items: AdminProductRow[] = rows.map((r) => {
    const s = stock.get(r.id);
    return {
      id: r.id,
      name: r.name,
      sku: r.sku,
      category: { id: r.categoryId, name: r.categoryName },
      status: r.status,
      price_type: priceKindOf(r.priceType),
      ...shownPrice(r),
      stock: s?.total ?? 0,
      low_stock: s != null && s.lowest <= r.threshold,
      low_stock_threshold: r.threshold,
      thumb: productThumb(r.id),
      updated_at: r.updatedAt.toISOString(),
    };
  });
  return { items, page: q.page, page_size: q.page_size, total: Number(counted?.n ?? 0) };
}

const tiersOf = (rows: { minQty: number; price: number }[]): PriceTier[] =>
  [...rows].sort((a, b) => a.minQty - b.minQty).map((r) => ({ min_qty: r.minQty, price: r.price }));

/**
 * GET api/admin/products/{id}: the product as the console edits it (404 productNotFound). `photos`
 * is filled by the photos service (empty here).
 */
export async function productDetail(db: Db, id: number): Promise<AdminProductDetail> {
  const [g] = await db.select().from(goods).where(eq(goods.id, id));
  if (!g) throw notFound(said('productNotFound'));
  const [variants, ladder, wholesale] = await Promise.all([
    db.select().from(goodsVariants).where(eq(goodsVariants.goodsId, id)).orderBy(asc(goodsVariants.sort), asc(goodsVariants.id)),
    db.select({ minQty: ladderPrices.minQty, price: ladderPrices.price }).from(ladderPrices).where(eq(ladderPrices.goodsId, id)),
    db.select({ minQty: wholesalePrices.minQty, price: wholesalePrices.price }).from(wholesalePrices).where(eq(wholesalePrices.goodsId, id)),
  ]);
  const waiting = await waitingFor(
    db,
    variants.map((v) => v.id),
  );
  const colours: AdminProductColour[] = variants.map((v) => ({
    id: v.id,
    name: v.color,
    hex: v.colorHex,
    sku: v.sku,
    stock: v.stockQty,
    waiting: waiting.get(v.id) ?? 0,
  }));
  const kind = priceKindOf(g.priceType);
  return {
    id: g.id,
    version: g.version,
    name: g.name,
    description: g.description,
    category_id: g.categoryId,
    sku: g.sku,
    status: g.status,
    shape: g.shape,
    rim: g.rim,
    material: g.material,
    gender: g.gender,
    lens_width: g.lensWidth,
    bridge: g.bridge,
    temple: g.temple,
    sph_min: g.sphMin,
    sph_max: g.sphMax,
    purchase_limit: g.purchaseLimit,
    low_stock_threshold: g.lowStockThreshold,
    price_type: kind,
    ...shownPrice(g),
    ladder: kind === 'ladder' ? tiersOf(ladder) : [],
    wholesale_moq: g.wholesaleMoq,
    wholesale: tiersOf(wholesale),
    colours,
    photos: [],
    shop_url: shopUrlOf(g.id),
    created_at: g.createdAt.toISOString(),
    updated_at: g.updatedAt.toISOString(),
  };
}

/** Shoppers waiting for each colour: reserved pre-orders and back-in-stock requests not yet mailed. */
async function waitingFor(db: Db, variantIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!variantIds.length) return out;
  const [pre, notify] = await Promise.all([
    db
      .select({ id: preOrders.variantId, n: sql<number>`count(*)::int` })
      .from(preOrders)
      .where(and(inArray(preOrders.variantId, variantIds), eq(preOrders.status, 'reserved')))
      .groupBy(preOrders.variantId),
    db
      .select({ id: stockNotifications.variantId, n: sql<number>`count(*)::int` })
      .from(stockNotifications)
      .where(and(inArray(stockNotifications.variantId, variantIds), isNull(stockNotifications.notifiedAt)))
      .groupBy(stockNotifications.variantId),
  ]);
  for (const r of [...pre, ...notify]) out.set(r.id, (out.get(r.id) ?? 0) + Number(r.n));
  return out;
}
