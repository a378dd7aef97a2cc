import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { goodsImageUrl } from '../../../contract/endpoints';
import type { LadderPrice } from '../../../contract/entities';
import type { PriceListQuery } from '../../../contract/schemas/wholesale';
import {
  PRICE_LIST_PAGE_SIZE,
  type PriceListCollection,
  type PriceListColor,
  type PriceListKind,
  type PriceListPage,
  type PriceListRow,
} from '../../../contract/wholesale';
import type { Db } from '../../db/client';
import { goodsVariants } from '../../db/schema';
import { laddersOf } from '../cart/cart';
import { searchCondition, searchWords, withSearchThreshold } from '../catalog/search';
import { wholesaleTermsOf } from './terms';

interface RawRow {
  id: number;
  sku: string;
  name: string;
  price_type: number;
  price: string | number;
  special_price: string | number | null;
  collection: string;
  stock: number | string;
  hex: string | null;
  shape: string;
  rim: string;
  kind: string | null;
}

/** A row of the price lists as the query reads it, with what the PDF draws (shape, rim, colour). */
export interface ListedGoods extends PriceListRow {
  shape: string;
  rim: string;
  color_hex: string;
  kind: string;
}

/** The top-level categories, the price lists' collections. */
export async function priceListCollections(db: Db): Promise<PriceListCollection[]> {
  const res = (await db.execute(sql`select id, name from categories where parent_id is null order by sort, id`)) as unknown as {
    rows: { id: number; name: string }[];
  };
  return res.rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

/** The active goods matching a search and a collection, by collection then SKU; a page of them or all. */
async function listedGoods(db: Db, where: SQL, limit: number | null, offset: number): Promise<{ rows: RawRow[]; total: number }> {
  const from = sql`from goods g join categories c on c.id = g.category_id join categories top on top.id = coalesce(c.parent_id, c.id)
    where g.is_active and ${where}`;
  const page = limit == null ? sql`` : sql`limit ${limit} offset ${offset}`;
  const rows = (await db.execute(sql`
    select g.id, g.sku, g.name, g.price_type, g.price, g.special_price, top.name as collection, g.shape, g.rim, g.attrs->>'kind' as kind,
      (select coalesce(sum(v.stock_qty), 0) from goods_variants v where v.goods_id = g.id) as stock,
      (select v.color_hex from goods_variants v where v.goods_id = g.id order by v.sort, v.id limit 1) as hex
    ${from} order by top.sort, top.id, g.sku ${page}`)) as unknown as { rows: RawRow[] };
  const [count] = ((await db.execute(sql`select count(*)::int as n ${from}`)) as unknown as { rows: { n: number }[] }).rows;
  return { rows: rows.rows, total: Number(count?.n ?? 0) };
}

function filterOf(query: Pick<PriceListQuery, 'keywords' | 'collection'>): SQL {
  const parts = [searchCondition(searchWords(query.keywords))];
  if (query.collection) parts.push(sql`(c.id = ${query.collection} or c.parent_id = ${query.collection})`);
  return sql.join(parts, sql` and `);
}

/** The rows with their ladders, and the wholesale tiers and minimums when `withWholesale`. */
async function withPrices(db: Db, raw: RawRow[], withWholesale: boolean): Promise<ListedGoods[]> {
  const ids = raw.map((r) => Number(r.id));
  const ladders = await laddersOf(
    db,
    raw.filter((r) => Number(r.price_type) === 3).map((r) => Number(r.id)),
  );
  const terms = withWholesale ? await wholesaleTermsOf(db, ids) : new Map<number, { tiers: LadderPrice[]; moq: number }>();
  return raw.map((r) => {
    const id = Number(r.id);
    const t = terms.get(id);
    const hex = r.hex ?? '#333333';
    return {
      goods_id: id,
      sku: r.sku,
      name: r.name,
      img: goodsImageUrl(id, hex),
      collection: r.collection,
      price_type: Number(r.price_type),
      price: Number(r.price),
      special_price: r.special_price == null ? null : Number(r.special_price),
      ladder_price: ladders.get(id) ?? [],
      wholesale_price: t?.tiers ?? [],
      moq: t?.moq ?? 0,
      stock: Number(r.stock),
      colors: [],
      shape: r.shape,
      rim: r.rim,
      color_hex: hex,
      kind: r.kind ?? 'frame',
    };
  });
}

/** The colours of some goods with their stock, by product, in the catalogue's order. */
async function colorsOf(db: Db, goodsIds: number[]): Promise<Map<number, PriceListColor[]>> {
  const out = new Map<number, PriceListColor[]>();
  if (!goodsIds.length) return out;
  const rows = await db
    .select({ id: goodsVariants.id, goodsId: goodsVariants.goodsId, color: goodsVariants.color, stock: goodsVariants.stockQty })
    .from(goodsVariants)
    .where(inArray(goodsVariants.goodsId, goodsIds))
    .orderBy(asc(goodsVariants.goodsId), asc(goodsVariants.sort), asc(goodsVariants.id));
  for (const r of rows) out.set(r.goodsId, [...(out.get(r.goodsId) ?? []), { variant_id: r.id, color: r.color, stock: Math.max(0, r.stock) }]);
  return out;
}

/**
 * GET api/goods/priceList: a page of the retail (v) or wholesale (w) list. The wholesale tiers and
 * minimums go only to business buyers, with each product's colours (what their quantities go on
 * in the shopping list); anyone else asking for the wholesale list gets the retail prices and
 * `wholesale_hidden` (the page then says how to become a business buyer).
 */
export async function priceListPage(db: Db, query: PriceListQuery, business: boolean): Promise<PriceListPage> {
  const kind: PriceListKind = query.kind;
  const withWholesale = kind === 'w' && business;
  const page = query.page;
  const { rows, total } = await withSearchThreshold(db, (tx) =>
    listedGoods(tx, filterOf(query), PRICE_LIST_PAGE_SIZE, (page - 1) * PRICE_LIST_PAGE_SIZE),
  );
  const collections = await priceListCollections(db);
  const priced = await withPrices(db, rows, withWholesale);
  const colors = withWholesale
    ? await colorsOf(
        db,
        priced.map((r) => r.goods_id),
      )
    : new Map<number, PriceListColor[]>();
  return {
    kind,
    wholesale_hidden: kind === 'w' && !business,
    collections,
    total,
    page,
    page_size: PRICE_LIST_PAGE_SIZE,
    rows: priced.map(({ shape: _s, rim: _r, color_hex: _c, kind: _k, ...row }) => ({ ...row, colors: colors.get(row.goods_id) ?? [] })),
  };
}

/** Every active product of a list (the PDF), with the wholesale terms when `withWholesale`. */
export async function wholePriceList(db: Db, withWholesale: boolean): Promise<ListedGoods[]> {
  const { rows } = await listedGoods(db, sql`true`, null, 0);
  return withPrices(db, rows, withWholesale);
}
