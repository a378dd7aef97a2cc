import { createHash } from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AdminSale, SaleCategoryChoice } from '../../../contract/admin-promotions';
import { said } from '../../../contract/messages';
import type { SaleInput, SaleUpdate } from '../../../contract/schemas/admin-promotions';
import type { Db } from '../../db/client';
import { categories, saleEventCategories, saleEvents } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { recordAudit, type StaffActor } from '../staff/audit';

/**
 * The console's sale events (api/admin/sales, catalogue.manage): title, subtitle, banner, when it
 * runs and the categories it covers. The shop reads them through services/catalog/sale.ts (cached
 * under 'sales'); its countdown (ios/others/countDown) counts to the `ends_at` the banner answer
 * gives, so a new end time shows as soon as the cache is dropped. A sale has no version column: its
 * version is a digest of what the console shows of it, compared under the row's lock (409 if stale).
 */

type PromoApp = Pick<FastifyInstance, 'db' | 'readCache'>;
type SaleRow = typeof saleEvents.$inferSelect;

/** What the shop derives from sales: the sale on now, its categories' counts and its product pages. */
function invalidateSales(app: PromoApp) {
  app.readCache.invalidate('sales');
  app.readCache.invalidate('sale-categories:*');
  app.readCache.invalidate('sale-goods:*');
}

const digest = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 20);

async function withCategories(db: Db, rows: SaleRow[]): Promise<AdminSale[]> {
  if (!rows.length) return [];
  const links = await db
    .select({ saleId: saleEventCategories.saleId, id: categories.id, name: categories.name })
    .from(saleEventCategories)
    .innerJoin(categories, eq(categories.id, saleEventCategories.categoryId))
    .where(
      inArray(
        saleEventCategories.saleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(saleEventCategories.sort), asc(saleEventCategories.id));
  return rows.map((r) => {
    const sale = {
      id: r.id,
      title: r.title,
      subtitle: r.subtitle,
      banner_img: r.bannerImg,
      banner_alt: r.bannerAlt,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      active: r.isActive,
      categories: links.filter((l) => l.saleId === r.id).map((l) => ({ id: l.id, name: l.name })),
    };
    return { ...sale, version: digest(sale) };
  });
}

/** GET api/admin/sales: every sale event, latest ending first. */
export async function listAdminSales(db: Db): Promise<AdminSale[]> {
  return withCategories(db, await db.select().from(saleEvents).orderBy(desc(saleEvents.endsAt), desc(saleEvents.id)));
}

async function saleOf(db: Db, id: number, lock = false): Promise<AdminSale> {
  const q = db.select().from(saleEvents).where(eq(saleEvents.id, id));
  const rows = lock ? await q.for('update') : await q;
  if (!rows.length) throw notFound(said('saleNotFoundConsole'));
  return (await withCategories(db, rows))[0]!;
}

/** GET api/admin/sales/{id} */
export const adminSale = (db: Db, id: number) => saleOf(db, id);

/** 422 on category_ids unless every one exists. */
async function checkCategories(db: Db, ids: number[]): Promise<void> {
  const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
  if (found.length !== new Set(ids).size) throw invalid({ category_ids: said('saleCategoryUnknownConsole') });
}

const valuesOf = (input: SaleInput) => ({
  title: input.title,
  subtitle: input.subtitle,
  bannerImg: input.banner_img,
  bannerAlt: input.banner_alt,
  startsAt: new Date(input.starts_at),
  endsAt: new Date(input.ends_at),
  isActive: input.active,
});

async function setCategories(tx: Db, saleId: number, ids: number[]) {
  await tx.delete(saleEventCategories).where(eq(saleEventCategories.saleId, saleId));
  await tx.insert(saleEventCategories).values(ids.map((categoryId, sort) => ({ saleId, categoryId, sort })));
}

const snapshot = ({ version: _version, ...sale }: AdminSale): Omit<AdminSale, 'version'> => sale;

/** POST api/admin/sales: a new sale event. */
export async function createSale(app: PromoApp, actor: StaffActor, input: SaleInput): Promise<AdminSale> {
  const sale = await app.db.transaction(async (tx) => {
    await checkCategories(tx, input.category_ids);
    const [row] = await tx.insert(saleEvents).values(valuesOf(input)).returning({ id: saleEvents.id });
    await setCategories(tx, row!.id, input.category_ids);
    const after = await saleOf(tx, row!.id);
    await recordAudit(tx, actor, { action: 'sale.create', record_kind: 'sale', record_id: row!.id, after: snapshot(after) });
    return after;
  });
  invalidateSales(app);
  return sale;
}

/** PUT api/admin/sales/{id}: saves a sale read at `version` (else 409 saleChanged). */
export async function updateSale(app: PromoApp, actor: StaffActor, id: number, input: SaleUpdate): Promise<AdminSale> {
  const sale = await app.db.transaction(async (tx) => {
    const before = await saleOf(tx, id, true);
    if (before.version !== input.version) throw conflict(null, said('saleChanged'));
    await checkCategories(tx, input.category_ids);
    await tx.update(saleEvents).set(valuesOf(input)).where(eq(saleEvents.id, id));
    await setCategories(tx, id, input.category_ids);
    const after = await saleOf(tx, id);
    await recordAudit(tx, actor, { action: 'sale.update', record_kind: 'sale', record_id: id, before: snapshot(before), after: snapshot(after) });
    return after;
  });
  invalidateSales(app);
  return sale;
}

/** GET api/admin/sales/categories: every category, parents first then their children, a child named "Parent › Child". */
export async function saleCategoryChoices(db: Db): Promise<SaleCategoryChoice[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const nameOf = (r: (typeof rows)[number]): string => {
    const parent = r.parentId != null ? byId.get(r.parentId) : undefined;
    return parent ? `${nameOf(parent)} › ${r.name}` : r.name;
  };
  return rows.map((r) => ({ id: r.id, name: nameOf(r) })).sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
