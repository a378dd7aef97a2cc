import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { goodsImageUrl } from '../../../contract/endpoints';
import type {
  GoodsQuery,
  Facet,
  GoodsCard,
  GoodsDetail,
  GoodsImage,
  GoodsPage,
  GoodsProperties,
  IndexBlock,
  IndexGoodsTab,
  Review,
  ReviewImage,
  ReviewPage,
  Sort,
} from '../../../contract/catalog';
import { WIDTH_BUCKETS } from '../../../contract/catalog';
import type { LadderPrice } from '../../../contract/entities';
import { queryRows, type Db } from '../../db/client';
import { categories, goods, goodsVariants, indexBlockItems, indexBlocks, ladderPrices, reviewImages, reviews } from '../../db/schema';
import { relevance, searchCondition, searchWords, withSearchThreshold } from './search';
import { descriptionHtml } from './description';
import { photosOfGoods } from '../media/product-photos';
import { offeredCouponsBlock } from '../promotions/coupons';

/**
 * Catalogue reads, straight from the database. Nothing here knows the caller: is_wish is always
 * false (routes lay the caller's wishes over a copy), so every result may be cached and shared.
 */

const list = (values: (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The price a shopper pays for one piece, in USD: the special price (type 2), the first ladder tier
 * (type 3), else the price. For goods aliased `g`.
 */
export const effectivePrice = sql`(case g.price_type
  when 2 then coalesce(g.special_price, g.price)
  when 3 then coalesce((select lp.price from ladder_prices lp where lp.goods_id = g.id order by lp.min_qty limit 1), g.price)
  else g.price end)`;

// ---------- categories ----------

export interface CategoryNode {
  id: number;
  name: string;
  parentId: number | null;
  description: string;
  sort: number;
  /** Hidden by the console: out of the shop's menus and category lists; its products stay reachable. */
  isHidden: boolean;
  children: number[];
}

export async function loadCategories(db: Db): Promise<Map<number, CategoryNode>> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const out = new Map<number, CategoryNode>();
  for (const r of rows)
    out.set(r.id, { id: r.id, name: r.name, parentId: r.parentId, description: r.description, sort: r.sort, isHidden: r.isHidden, children: [] });
  for (const c of out.values()) if (c.parentId != null) out.get(c.parentId)?.children.push(c.id);
  return out;
}

/** A category and everything below it; null for an unknown id. */
export function categoryWithDescendants(tree: Map<number, CategoryNode>, id: number): number[] | null {
  if (!tree.has(id)) return null;
  const out: number[] = [];
  const stack = [id];
  while (stack.length) {
    const c = tree.get(stack.pop()!)!;
    out.push(c.id);
    stack.push(...c.children);
  }
  return out;
}

// ---------- cards ----------

/** Goods cards in the order of ids (inactive or unknown ids are skipped). */
export async function loadCards(db: Db, ids: number[]): Promise<GoodsCard[]> {
  if (!ids.length) return [];
  const unique = [...new Set(ids)];
  // One after another: inside a transaction (searches) a connection runs one query at a time.
  const rows = await db
    .select()
    .from(goods)
    .where(and(inArray(goods.id, unique), eq(goods.isActive, true)));
  const variants = await db
    .select()
    .from(goodsVariants)
    .where(inArray(goodsVariants.goodsId, unique))
    .orderBy(asc(goodsVariants.sort), asc(goodsVariants.id));
  const ladders = await db.select().from(ladderPrices).where(inArray(ladderPrices.goodsId, unique)).orderBy(asc(ladderPrices.minQty));
  const byId = new Map(rows.map((g) => [g.id, g]));
  const photos = await photosOfGoods(
    db,
    rows.map((g) => g.id),
    new Map(rows.map((g) => [g.id, g.name])),
  );
  const colorsOf = new Map<number, GoodsCard['colors']>();
  for (const v of variants) {
    const l = colorsOf.get(v.goodsId) ?? [];
    l.push({ id: v.id, color: v.color, color_hex: v.colorHex, stock_qty: v.stockQty });
    colorsOf.set(v.goodsId, l);
  }
  const laddersOf = new Map<number, LadderPrice[]>();
  for (const l of ladders) {
    const list = laddersOf.get(l.goodsId) ?? [];
    list.push({ min_qty: l.minQty, price: l.price });
    laddersOf.set(l.goodsId, list);
  }
  const out: GoodsCard[] = [];
  for (const id of ids) {
    const g = byId.get(id);
    if (!g) continue;
    const colors = colorsOf.get(id) ?? [];
    // The main photo (photosOfGoods puts it first), else the drawn picture of the first colour.
    const photo = photos.get(id)?.[0]?.photo;
    out.push({
      id: g.id,
      name: g.name,
      sku: g.sku,
      img: photo?.src ?? goodsImageUrl(g.id, colors[0]?.color_hex),
      ...(photo ? { photo } : {}),
      price_type: g.priceType,
      price: g.price,
      special_price: g.priceType === 2 ? g.specialPrice : null,
      ladder_price: g.priceType === 3 ? (laddersOf.get(id) ?? []) : [],
      rating: g.rating,
      review_count: g.reviewCount,
      colors,
      in_stock: colors.some((c) => c.stock_qty > 0),
      is_wish: false,
    });
  }
  return out;
}

// ---------- the goods list ----------

/** The contract's list query, with the category widened to itself and its descendants. */
export type ListFilters = Omit<GoodsQuery, 'category_id' | 'sort'> & {
  /** The category and its descendants; undefined for all. */
  categoryIds?: number[];
  /** Only goods on sale (onSale below). */
  onSale?: boolean;
};

/** On sale: a special price (type 2) below the list price. For goods aliased `g`. */
export const onSale = sql`(g.price_type = 2 and g.special_price < g.price)`;

export type ListOrder = Sort | 'relevance';

const lower = (values: string[]) => [...new Set(values.map((v) => v.toLowerCase()))];

const widthCondition: Record<(typeof WIDTH_BUCKETS)[number], SQL> = {
  narrow: sql`g.lens_width < 50`,
  medium: sql`g.lens_width between 50 and 53`,
  wide: sql`g.lens_width > 53`,
};

/** The WHERE of a list for goods `g`: any-of within a filter, all-of across filters. */
function whereOf(f: ListFilters, words: string[]): SQL {
  const parts: SQL[] = [sql`g.is_active`];
  if (f.categoryIds) parts.push(sql`g.category_id in (${list(f.categoryIds)})`);
  if (f.onSale) parts.push(onSale);
  if (words.length) parts.push(searchCondition(words));
  if (f.shape?.length) parts.push(sql`lower(g.shape) in (${list(lower(f.shape))})`);
  if (f.material?.length) parts.push(sql`lower(g.material) in (${list(lower(f.material))})`);
  if (f.rim?.length) parts.push(sql`lower(g.rim) in (${list(lower(f.rim))})`);
  if (f.gender?.length) parts.push(sql`lower(g.gender) in (${list(lower(f.gender))})`);
  if (f.color?.length) {
    parts.push(sql`exists (select 1 from goods_variants v where v.goods_id = g.id and lower(v.color) in (${list(lower(f.color))}))`);
  }
  if (f.width?.length) {
    const buckets = [...new Set(f.width)].map((w) => widthCondition[w as keyof typeof widthCondition]).filter(Boolean);
    if (buckets.length) parts.push(sql`(${sql.join(buckets, sql` or `)})`);
  }
  if (f.price_min !== undefined) parts.push(sql`${effectivePrice} >= ${f.price_min}`);
  if (f.price_max !== undefined) parts.push(sql`${effectivePrice} <= ${f.price_max}`);
  return sql.join(parts, sql` and `);
}

function orderOf(order: ListOrder, words: string[]): SQL {
  switch (order) {
    case 'price_asc':
      return sql`${effectivePrice} asc, g.id asc`;
    case 'price_desc':
      return sql`${effectivePrice} desc, g.id desc`;
    case 'rating':
      return sql`g.rating desc, g.review_count desc, g.id desc`;
    case 'relevance':
      return sql`${relevance(words)} desc, g.created_at desc, g.id desc`;
    default:
      return sql`g.created_at desc, g.id desc`;
  }
}

/** Runs a read that may search: inside the trigram threshold when there are words. */
function reading<T>(db: Db, words: string[], work: (db: Db) => Promise<T>): Promise<T> {
  return words.length ? withSearchThreshold(db, work) : work(db);
}

export async function listGoods(db: Db, f: ListFilters, order: ListOrder, page: number, pageSize: number): Promise<GoodsPage> {
  const words = searchWords(f.keywords);
  // Keywords with nothing searchable ('!!!') find nothing rather than everything.
  if (f.keywords && !words.length) return { items: [], page, page_size: pageSize, total: 0 };
  const where = whereOf(f, words);
  const effectiveOrder = order === 'relevance' && !words.length ? 'newest' : order;
  return reading(db, words, async (tx) => {
    const rows = await queryRows<{ id: number; total: number }>(
      tx,
      sql`
      select g.id, count(*) over ()::int as total from goods g where ${where}
      order by ${orderOf(effectiveOrder, words)} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    );
    let total = rows.length ? Number(rows[0]!.total) : 0;
    if (!rows.length && page > 1) {
      total = Number((await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from goods g where ${where}`))[0]!.n);
    }
    const items = await loadCards(
      tx,
      rows.map((r) => Number(r.id)),
    );
    return { items, page, page_size: pageSize, total };
  });
}

// ---------- filter properties ----------

const GENDER_ORDER = ['men', 'women', 'unisex', 'kids'];
const WIDTH_LABELS: Record<string, string> = {
  narrow: 'Narrow (under 50 mm)',
  medium: 'Medium (50-53 mm)',
  wide: 'Wide (over 53 mm)',
};

/** 'cat-eye' -> 'Cat-eye', 'stainless steel' -> 'Stainless steel', 'TR90' stays. */
export function labelOf(value: string): string {
  return value ? value[0]!.toUpperCase() + value.slice(1) : value;
}

export async function goodsProperties(db: Db, f: Pick<ListFilters, 'categoryIds' | 'keywords'>): Promise<GoodsProperties> {
  const words = searchWords(f.keywords);
  const none = f.keywords && !words.length;
  const where = none ? sql`false` : whereOf(f, words);
  return reading(db, words, async (tx) => {
    const facet = async (column: 'shape' | 'material' | 'rim' | 'gender'): Promise<Facet[]> => {
      const rows = await queryRows<{ value: string; n: number }>(
        tx,
        sql`
        select g.${sql.raw(column)} as value, count(*)::int as n from goods g
        where ${where} and g.${sql.raw(column)} <> '' group by 1 order by 2 desc, 1 asc`,
      );
      const facets = rows.map((r) => ({ value: r.value, label: labelOf(r.value), count: Number(r.n) }));
      if (column === 'gender') facets.sort((a, b) => GENDER_ORDER.indexOf(a.value) - GENDER_ORDER.indexOf(b.value));
      return facets;
    };
    const shape = await facet('shape');
    const material = await facet('material');
    const rim = await facet('rim');
    const gender = await facet('gender');
    const colorRows = await queryRows<{ value: string; hex: string; n: number }>(
      tx,
      sql`
      select v.color as value, min(v.color_hex) as hex, count(distinct g.id)::int as n
      from goods g join goods_variants v on v.goods_id = g.id
      where ${where} group by 1 order by 3 desc, 1 asc`,
    );
    const widthRows = await queryRows<{ value: string; n: number }>(
      tx,
      sql`
      select case when g.lens_width < 50 then 'narrow' when g.lens_width <= 53 then 'medium' else 'wide' end as value,
        count(*)::int as n
      from goods g where ${where} and g.lens_width is not null group by 1`,
    );
    const [price] = await queryRows<{ min: string | number | null; max: string | number | null }>(
      tx,
      sql`
      select min(${effectivePrice}) as min, max(${effectivePrice}) as max from goods g where ${where}`,
    );
    const widthCount = new Map(widthRows.map((r) => [r.value, Number(r.n)]));
    return {
      shape,
      color: colorRows.map((r) => ({ value: r.value, label: r.value, count: Number(r.n), hex: r.hex })),
      material,
      rim,
      gender,
      width: WIDTH_BUCKETS.filter((b) => widthCount.has(b)).map((b) => ({ value: b, label: WIDTH_LABELS[b]!, count: widthCount.get(b)! })),
      price: { min: Number(price?.min ?? 0), max: Number(price?.max ?? 0) },
    };
  });
}

// ---------- one product ----------

export async function goodsDetail(db: Db, id: number): Promise<GoodsDetail | null> {
  const [card] = await loadCards(db, [id]);
  if (!card) return null;
  const [g] = await db.select().from(goods).where(eq(goods.id, id)).limit(1);
  const tree = await loadCategories(db);
  const cat = tree.get(g!.categoryId)!;
  const parent = cat.parentId != null ? tree.get(cat.parentId) : undefined;
  const photos = (await photosOfGoods(db, [id], new Map([[id, g!.name]]))).get(id) ?? [];
  // With photos, each colour's gallery is its photos and those of every colour (main first, then in
  // order); without, the drawn front and side views.
  const images: GoodsImage[] = photos.length
    ? card.colors.flatMap((v) =>
        photos
          .filter((p) => p.variantId == null || p.variantId === v.id)
          .map((p) => ({ url: p.photo.src, alt: p.photo.alt, variant_id: v.id, view: 'front' as const, photo: p.photo })),
      )
    : card.colors.flatMap((v) =>
        (['front', 'side'] as const).map((view) => ({
          url: goodsImageUrl(id, v.color_hex, view),
          alt: `${g!.name} in ${v.color}, ${view} view`,
          variant_id: v.id,
          view,
        })),
      );
  return {
    ...card,
    // Rendered here, once per fill of the product's cache entry (catalog-reads.ts readGoodsDetail).
    description_html: descriptionHtml(g!.description),
    category: { id: cat.id, name: cat.name, parent: parent ? { id: parent.id, name: parent.name } : null },
    material: g!.material,
    shape: g!.shape,
    rim: g!.rim,
    gender: g!.gender,
    measurements: { lens_width: g!.lensWidth, bridge: g!.bridge, temple: g!.temple, lens_height: g!.lensHeight, weight: g!.weight },
    variants: card.colors.map((c) => ({ ...c })),
    images,
    purchase_limit: g!.purchaseLimit,
    // The catalogue's own words; services/translate lays a translation over a copy (name, description's text nodes).
    content_lang: 'en',
  };
}

/** Is this an active product? */
export async function goodsExists(db: Db, id: number): Promise<boolean> {
  const [g] = await db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.isActive, true)))
    .limit(1);
  return !!g;
}

export const RECOMMENDATION_COUNT = 8;

/** Up to 8 other products: the same category first, then the same shape; best rated first, in stock first. */
export async function recommendations(db: Db, id: number): Promise<GoodsCard[] | null> {
  const [g] = await db
    .select({ categoryId: goods.categoryId, shape: goods.shape })
    .from(goods)
    .where(and(eq(goods.id, id), eq(goods.isActive, true)))
    .limit(1);
  if (!g) return null;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    select g.id from goods g
    where g.is_active and g.id <> ${id} and (g.category_id = ${g.categoryId} or (${g.shape} <> '' and g.shape = ${g.shape}))
    order by (g.category_id = ${g.categoryId}) desc,
      exists (select 1 from goods_variants v where v.goods_id = g.id and v.stock_qty > 0) desc,
      g.rating desc, g.review_count desc, g.id asc
    limit ${RECOMMENDATION_COUNT}`,
  );
  return loadCards(
    db,
    rows.map((r) => Number(r.id)),
  );
}

// ---------- reviews ----------

export const REVIEW_PAGE_SIZE = 10;

export async function reviewPage(db: Db, goodsId: number, page: number): Promise<ReviewPage> {
  const stats = await queryRows<{ rating: number; n: number }>(
    db,
    sql`
    select rating, count(*)::int as n from reviews where goods_id = ${goodsId} group by rating`,
  );
  const distribution = [5, 4, 3, 2, 1].map((star) => Number(stats.find((s) => Number(s.rating) === star)?.n ?? 0));
  const total = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (5 - i), 0);
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.goodsId, goodsId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEW_PAGE_SIZE)
    .offset((page - 1) * REVIEW_PAGE_SIZE);
  const imgs = rows.length
    ? await db
        .select()
        .from(reviewImages)
        .where(
          inArray(
            reviewImages.reviewId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reviewImages.sort), asc(reviewImages.id))
    : [];
  const items: Review[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    content: r.content,
    color: r.color,
    created_at: r.createdAt.toISOString(),
    images: imgs.filter((i) => i.reviewId === r.id).map((i) => i.url),
  }));
  return {
    items,
    page,
    page_size: REVIEW_PAGE_SIZE,
    total,
    average: total ? Math.round((sum / total) * 100) / 100 : 0,
    distribution,
  };
}

/** Every review photo of a product, newest review first. */
export async function reviewImagesOf(db: Db, goodsId: number): Promise<ReviewImage[]> {
  const rows = await db
    .select({ reviewId: reviewImages.reviewId, url: reviewImages.url })
    .from(reviewImages)
    .innerJoin(reviews, eq(reviews.id, reviewImages.reviewId))
    .where(eq(reviews.goodsId, goodsId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id), asc(reviewImages.sort), asc(reviewImages.id));
  return rows.map((r) => ({ review_id: r.reviewId, url: r.url }));
}

// ---------- the home page ----------

export const INDEX_GOODS_COUNT = 10;

/** New arrivals, best sellers (most reviewed, then best rated) or on sale (deepest discount): in stock only. */
export async function indexGoods(db: Db, tab: IndexGoodsTab, count = INDEX_GOODS_COUNT): Promise<GoodsCard[]> {
  const inStock = sql`exists (select 1 from goods_variants v where v.goods_id = g.id and v.stock_qty > 0)`;
  const query =
    tab === 'best'
      ? sql`select g.id from goods g where g.is_active and ${inStock} order by g.review_count desc, g.rating desc, g.id asc limit ${count}`
      : tab === 'sale'
        ? sql`select g.id from goods g where g.is_active and ${inStock} and ${onSale}
          order by (g.price - g.special_price) / g.price desc, g.id asc limit ${count}`
        : sql`select g.id from goods g where g.is_active and ${inStock} order by g.created_at desc, g.id desc limit ${count}`;
  const rows = await queryRows<{ id: number }>(db, query);
  return loadCards(
    db,
    rows.map((r) => Number(r.id)),
  );
}

/** When a slide shows: from `from` until `until` (epoch ms; null: open). */
export interface SlideWindow {
  id: number;
  from: number | null;
  until: number | null;
}

/** The home blocks as stored (every slide), and the dates of the slides that have any. */
export interface StoredHomeBlocks {
  blocks: IndexBlock[];
  dated: SlideWindow[];
}

/** Is a slide shown at `now`: from its start (inclusive) until its end (exclusive). */
export const slideShownAt = (w: { from: number | null; until: number | null }, now: number) =>
  (w.from === null || w.from <= now) && (w.until === null || now < w.until);

/** What a read of the home blocks lays over the stored ones (the console's preview draft). */
export interface HomeBlocksOverlay {
  block?: { id: number; title: string; subtitle: string; link: string; is_active: boolean };
  /** A slide's draft: id null, a new one, last of its block. Shown whatever its dates. */
  slide?: { id: number | null; block_id: number; title: string; subtitle: string; img: string; alt: string; link: string };
  goods?: { block_id: number; goods_ids: number[] };
}

/**
 * Home blocks of these placements ('top' hero, 'index' the rest), in order, with every slide and
 * the dates of those that have any (`servedAt` keeps the ones shown at a time). A goods row shows
 * its chosen products (goods_ids, in that order, the published ones) or, with none chosen, its
 * tab's. `overlay`: a preview's draft laid over what is stored.
 */
export async function indexBlocksOf(db: Db, placements: ('top' | 'index')[], overlay: HomeBlocksOverlay = {}): Promise<StoredHomeBlocks> {
  const blocks = await db
    .select()
    .from(indexBlocks)
    .where(inArray(indexBlocks.placement, placements))
    .orderBy(sql`case ${indexBlocks.placement} when 'top' then 0 else 1 end`, asc(indexBlocks.sort), asc(indexBlocks.id));
  const shown = blocks
    .map((b) => (overlay.block?.id === b.id ? { ...b, ...overlay.block, isActive: overlay.block.is_active } : b))
    .map((b) => (overlay.goods?.block_id === b.id ? { ...b, goodsIds: overlay.goods.goods_ids } : b))
    .filter((b) => b.isActive);
  // The coupon strip's offer rides with the home page's blocks, which the shop loads anyway.
  const coupons = placements.includes('index') ? [await offeredCouponsBlock(db)] : [];
  if (!shown.length) return { blocks: coupons, dated: [] };
  let items = await db
    .select()
    .from(indexBlockItems)
    .where(
      inArray(
        indexBlockItems.blockId,
        shown.map((b) => b.id),
      ),
    )
    .orderBy(asc(indexBlockItems.sort), asc(indexBlockItems.id));
  const draft = overlay.slide;
  if (draft) {
    const laid = { ...draft, id: draft.id ?? 0, blockId: draft.block_id, sort: Number.MAX_SAFE_INTEGER, startsAt: null, endsAt: null };
    items = draft.id === null ? [...items, laid] : items.map((i) => (i.id === draft.id ? { ...i, ...laid, sort: i.sort } : i));
  }
  const out: IndexBlock[] = [];
  for (const b of shown) {
    const goods =
      b.kind !== 'goods_row' ? [] : b.goodsIds.length ? await loadCards(db, b.goodsIds) : b.goodsTab ? await indexGoods(db, b.goodsTab) : [];
    out.push({
      id: b.id,
      kind: b.kind,
      title: b.title,
      subtitle: b.subtitle,
      link: b.link,
      items: items
        .filter((i) => i.blockId === b.id)
        .map((i) => ({ id: i.id, title: i.title, subtitle: i.subtitle, img: i.img, alt: i.alt, link: i.link })),
      goods,
      ...(b.goodsTab ? { tab: b.goodsTab } : {}),
    });
  }
  const dated = items
    .filter((i) => i.startsAt || i.endsAt)
    .map((i) => ({ id: i.id, from: i.startsAt?.getTime() ?? null, until: i.endsAt?.getTime() ?? null }));
  return { blocks: [...out, ...coupons], dated };
}

/** The blocks as shoppers get them at `now`: every slide outside its dates left out. */
export function servedAt(stored: StoredHomeBlocks, now: number): IndexBlock[] {
  const hidden = new Set(stored.dated.filter((w) => !slideShownAt(w, now)).map((w) => w.id));
  if (!hidden.size) return stored.blocks;
  return stored.blocks.map((b) => (b.items.some((i) => hidden.has(i.id)) ? { ...b, items: b.items.filter((i) => !hidden.has(i.id)) } : b));
}
