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
import { listPhotos, photosOfGoods } from '../media/product-photos';

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

/** The narrowest picture of a `srcset` (a list row's thumb). */
const smallestOf = (srcset: string | undefined): string | undefined => srcset?.split(',')[0]?.trim().split(' ')[0] || undefined;

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

  // One statement, one round trip: the page of goods (its place and the filter's total by window
  // functions), then the page's category names and stock (all colours; the lowest colour).
  const dirSql = q.dir === 'asc' ? sql`asc` : sql`desc`;
  const page = db
    .select({
      id: goods.id,
      name: goods.name,
      sku: goods.sku,
      categoryId: goods.categoryId,
      status: goods.status,
      priceType: goods.priceType,
      price: goods.price,
      specialPrice: goods.specialPrice,
      threshold: goods.lowStockThreshold,
      updatedAt: goods.updatedAt,
      rn: sql<number>`row_number() over (order by ${key} ${dirSql}, ${goods.id} ${dirSql})`.as('rn'),
      totalCount: sql<number>`count(*) over ()`.as('total_count'),
    })
    .from(goods)
    .where(filter)
    .orderBy(order(key), order(goods.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size)
    .as('p');
  const rows = await db
    .select({
      id: page.id,
      name: page.name,
      sku: page.sku,
      categoryId: page.categoryId,
      categoryName: categories.name,
      status: page.status,
      priceType: page.priceType,
      price: page.price,
      specialPrice: page.specialPrice,
      threshold: page.threshold,
      updatedAt: page.updatedAt,
      totalCount: page.totalCount,
      stock: sql<number | null>`(select sum(sv.stock_qty)::int from goods_variants sv where sv.goods_id = ${page.id})`,
      lowest: sql<number | null>`(select min(sv.stock_qty)::int from goods_variants sv where sv.goods_id = ${page.id})`,
    })
    .from(page)
    .innerJoin(categories, eq(categories.id, page.categoryId))
    .orderBy(asc(page.rn));
  // A page past the end has no rows to carry the total: counted apart.
  const total = rows.length
    ? Number(rows[0]!.totalCount)
    : q.page > 1
      ? Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(goods)
              .where(filter)
          )[0]?.n ?? 0,
        )
      : 0;

  const photos = await photosOfGoods(
    db,
    rows.map((r) => r.id),
  );
  const items: AdminProductRow[] = rows.map((r) => {
    return {
      id: r.id,
      name: r.name,
      sku: r.sku,
      category: { id: r.categoryId, name: r.categoryName },
      status: r.status,
      price_type: priceKindOf(r.priceType),
      ...shownPrice(r),
      stock: Number(r.stock ?? 0),
      low_stock: r.lowest != null && Number(r.lowest) <= r.threshold,
      low_stock_threshold: r.threshold,
      thumb: smallestOf(photos.get(r.id)?.[0]?.photo.srcset_webp) ?? productThumb(r.id),
      updated_at: r.updatedAt.toISOString(),
    };
  });
  return { items, page: q.page, page_size: q.page_size, total };
}

const tiersOf = (rows: { minQty: number; price: number }[]): PriceTier[] =>
  [...rows].sort((a, b) => a.minQty - b.minQty).map((r) => ({ min_qty: r.minQty, price: r.price }));

/** A ladder's tiers as the console edits them: from 2 pieces (its one-piece row is the product's price: writeTiers). */
const ladderTiersOf = (rows: { minQty: number; price: number }[]): PriceTier[] => tiersOf(rows.filter((r) => r.minQty > 1));

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
    ladder: kind === 'ladder' ? ladderTiersOf(ladder) : [],
    wholesale_moq: g.wholesaleMoq,
    wholesale: tiersOf(wholesale),
    colours,
    photos: await listPhotos(db, g.id),
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
