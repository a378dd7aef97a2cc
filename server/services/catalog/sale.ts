import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { GoodsPage } from '../../../contract/catalog';
import { PAGE_SIZE } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type { Sale, SaleCategory } from '../../../contract/sale';
import type { Db } from '../../db/client';
import { saleEventCategories, saleEvents } from '../../db/schema';
import { notFound } from '../../errors';
import { categoryWithDescendants, listGoods, onSale } from './catalog';
import { categoryTree } from './catalog-reads';

/**
 * The sale ("activity"): a sale event's banner and dates, the categories it covers, and its
 * products, which are a rule rather than a list: the active goods of those categories (and their
 * children) on sale (`onSale` of ./catalog.ts: a special price below the list price).
 *
 * Sales are rarely written (the seed; an operator), so they are read through the read cache under
 * 'sales' (scope 'shop': a writer calls `app.readCache.invalidate('sales')`); which one is on now is
 * decided per request by the clock. Its categories' counts and its product pages depend on the
 * goods, so they are catalogue entries, dropped with any product.
 */

interface SaleRow {
  id: number;
  title: string;
  subtitle: string;
  bannerImg: string;
  bannerAlt: string;
  startsAt: Date;
  endsAt: Date;
  categoryIds: number[];
}

async function loadSales(db: Db): Promise<SaleRow[]> {
  const rows = await db.select().from(saleEvents).where(eq(saleEvents.isActive, true)).orderBy(asc(saleEvents.endsAt), asc(saleEvents.id));
  const links = await db.select().from(saleEventCategories).orderBy(asc(saleEventCategories.sort), asc(saleEventCategories.id));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    bannerImg: r.bannerImg,
    bannerAlt: r.bannerAlt,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    categoryIds: links.filter((l) => l.saleId === r.id).map((l) => l.categoryId),
  }));
}

/**
 * The sale shown now: of the started ones, the live sale ending first; with none live, the one that
 * ended last (its page says it has ended). None started: 404.
 */
async function currentSale(app: FastifyInstance, now: Date): Promise<SaleRow> {
  const sales = (await app.readCache.get('sales', () => loadSales(app.db), 'shop')).filter((s) => s.startsAt <= now);
  const live = sales.find((s) => s.endsAt > now);
  const sale = live ?? sales.at(-1);
  if (!sale) throw notFound(said('saleNotFound'));
  return sale;
}

/** GET api/eyeGlasses/getBanner */
export async function saleNow(app: FastifyInstance, now: Date): Promise<Sale> {
  const s = await currentSale(app, now);
  return {
    id: s.id,
    title: s.title,
    subtitle: s.subtitle,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    banners: s.bannerImg ? [{ img: s.bannerImg, alt: s.bannerAlt }] : [],
  };
}

const inList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

async function countOnSale(db: Db, categoryIds: number[]): Promise<number> {
  const where: SQL = sql`g.is_active and ${onSale} and g.category_id in (${inList(categoryIds)})`;
  const { rows } = (await db.execute(sql`select count(*)::int as n from goods g where ${where}`)) as unknown as { rows: { n: number }[] };
  return Number(rows[0]?.n ?? 0);
}

/** GET api/eyeGlasses/getCategory: the sale's categories (in its order) with how many of their goods are on sale. */
export async function saleCategories(app: FastifyInstance, now: Date): Promise<SaleCategory[]> {
  const sale = await currentSale(app, now);
  return app.readCache.get(`sale-categories:${sale.id}`, async () => {
    const tree = await categoryTree(app);
    const out: SaleCategory[] = [];
    for (const id of sale.categoryIds) {
      const scope = categoryWithDescendants(tree, id);
      if (scope) out.push({ id, name: tree.get(id)!.name, count: await countOnSale(app.db, scope) });
    }
    return out;
  });
}

/**
 * GET api/eyeGlasses/getProducts: a page of the sale's goods, cheapest first; of one of its
 * categories (one it does not cover: 404) or of all of them.
 */
export async function saleProducts(app: FastifyInstance, now: Date, categoryId: number | undefined, page: number): Promise<GoodsPage> {
  const sale = await currentSale(app, now);
  if (categoryId !== undefined && !sale.categoryIds.includes(categoryId)) throw notFound(said('saleCategoryUnknown'));
  return app.readCache.get(`sale-goods:${sale.id}:${categoryId ?? 'all'}:${page}`, async () => {
    const tree = await categoryTree(app);
    const categoryIds = [
      ...new Set((categoryId !== undefined ? [categoryId] : sale.categoryIds).flatMap((id) => categoryWithDescendants(tree, id) ?? [])),
    ];
    if (!categoryIds.length) return { items: [], page, page_size: PAGE_SIZE, total: 0 };
    return listGoods(app.db, { categoryIds, onSale: true }, 'price_asc', page, PAGE_SIZE);
  });
}
