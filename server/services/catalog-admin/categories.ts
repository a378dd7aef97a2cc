import { and, asc, count, eq, inArray, isNull, like, max, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { categoryListUrl, slugOf, type AdminCategory } from '../../../contract/admin-storefront-nav';
import { NAV_COLUMN } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type { CategoryInput, CategoryOrderInput, CategoryPatch } from '../../../contract/schemas/admin-storefront-nav';
import type { Db } from '../../db/client';
import { categories, goods, navItems } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { refreshSearchText } from '../catalog/search';
import { holdLock, LockSpace } from '../platform/db-locks';
import { recordAudit, type StaffActor } from '../staff/audit';
import { depthFirst, sameSiblings, subtreeOf, wouldLoop } from './tree';

/**
 * The console's categories (api/admin/categories, catalogue.manage). Each change is one
 * transaction with its audit entry, writes of categories one at a time (an advisory lock: two moves
 * at once cannot make a loop), then the read cache is dropped in every process.
 *
 * A category's entry in the shop's menu (column 5) is the entry linking its list
 * (`/goods-list/{id}`): a new category gets one (under its parent's entry, last); a rename renames
 * the entries that still carry the old name (an entry the operator renamed keeps its words); a move
 * puts them under the new parent's entry; a delete removes them. Hiding is read-time
 * (services/shop/menus.ts leaves out entries linking a hidden category), so showing it again brings
 * back the entry as it was.
 */

type CategoryApp = Pick<FastifyInstance, 'db' | 'readCache'>;
type CategoryRow = typeof categories.$inferSelect;

const LOCK_ID = 1;

async function rowsOf(db: Db): Promise<CategoryRow[]> {
  return db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
}

/** GET api/admin/categories: every category depth first, with its products and subcategories counted. */
export async function listCategoryTree(db: Db): Promise<AdminCategory[]> {
  const rows = await rowsOf(db);
  const counts = await db.select({ id: goods.categoryId, n: count() }).from(goods).groupBy(goods.categoryId);
  const goodsCount = new Map(counts.map((c) => [c.id, Number(c.n)]));
  const childCount = new Map<number, number>();
  for (const r of rows) if (r.parentId != null) childCount.set(r.parentId, (childCount.get(r.parentId) ?? 0) + 1);
  return depthFirst(rows).map(({ row, depth }) => ({
    id: row.id,
    parent_id: row.parentId,
    depth,
    name: row.name,
    slug: row.slug,
    img: row.img,
    sort: row.sort,
    is_hidden: row.isHidden,
    goods_count: goodsCount.get(row.id) ?? 0,
    children_count: childCount.get(row.id) ?? 0,
  }));
}

const auditOf = (r: CategoryRow) => ({ name: r.name, slug: r.slug, img: r.img, parent_id: r.parentId, sort: r.sort, is_hidden: r.isHidden });

/** A slug not used by any other category: `base`, else `base-2`, `base-3`… (kept within the limit). */
async function freeSlug(tx: Db, base: string, exceptId?: number): Promise<string> {
  const taken = new Set(
    (
      await tx
        .select({ id: categories.id, slug: categories.slug })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base.slice(0, 70)}-%`)))
    )
      .filter((r) => r.id !== exceptId)
      .map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

async function slugTaken(tx: Db, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)).limit(1);
  return !!row && row.id !== exceptId;
}

/** The menu entries (column 5, store 1) that link a category's list. */
const menuEntriesOf = (id: number) => and(eq(navItems.columnId, NAV_COLUMN), eq(navItems.storeId, 1), eq(navItems.url, categoryListUrl(id)));

async function menuEntryOf(tx: Db, id: number | null) {
  if (id == null) return null;
  const [entry] = await tx.select().from(navItems).where(menuEntriesOf(id)).orderBy(asc(navItems.id)).limit(1);
  return entry ?? null;
}

async function nextMenuSort(tx: Db, parentEntryId: number | null): Promise<number> {
  const [row] = await tx
    .select({ m: max(navItems.sort) })
    .from(navItems)
    .where(
      and(
        eq(navItems.columnId, NAV_COLUMN),
        eq(navItems.storeId, 1),
        parentEntryId == null ? isNull(navItems.parentId) : eq(navItems.parentId, parentEntryId),
      ),
    );
  return (row?.m ?? 0) + 1;
}

/** Products in the category and everything below it (their pages show its name). */
async function goodsUnder(tx: Db, rows: CategoryRow[], id: number): Promise<number[]> {
  const ids = [...subtreeOf(rows, id)];
  return (await tx.select({ id: goods.id }).from(goods).where(inArray(goods.categoryId, ids))).map((g) => g.id);
}

/** After a commit: the catalogue's reads (lists, the tree, these products' pages) and the menus, in every process. */
function invalidate(app: CategoryApp, goodsIds: number[]) {
  app.readCache.invalidateGoods(goodsIds);
  app.readCache.invalidate('column:*');
}

async function parentCheck(tx: Db, rows: CategoryRow[], parentId: number | null | undefined) {
  if (parentId != null && !rows.some((r) => r.id === parentId)) throw invalid({ parent_id: said('categoryParentUnknown') });
}

/** POST api/admin/categories: a new category, last among its siblings, with its menu entry. */
export async function createCategory(app: CategoryApp, actor: StaffActor, input: CategoryInput): Promise<AdminCategory[]> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, LOCK_ID);
    const rows = await rowsOf(tx);
    await parentCheck(tx, rows, input.parent_id);
    if (input.slug && (await slugTaken(tx, input.slug))) throw invalid({ slug: said('categorySlugTaken') });
    const slug = input.slug || (await freeSlug(tx, slugOf(input.name)));
    const sort = Math.max(0, ...rows.filter((r) => r.parentId === input.parent_id).map((r) => r.sort)) + 1;
    const [row] = await tx
      .insert(categories)
      .values({ name: input.name, slug, img: input.img, parentId: input.parent_id, sort, isHidden: input.is_hidden })
      .returning();
    // Its menu entry: under the parent's entry, or at the top for a top-level category (a parent
    // the menu does not show gets none).
    const parentEntry = await menuEntryOf(tx, input.parent_id);
    if (input.parent_id == null || parentEntry) {
      const parentEntryId = parentEntry?.id ?? null;
      await tx.insert(navItems).values({
        columnId: NAV_COLUMN,
        storeId: 1,
        parentId: parentEntryId,
        name: row!.name,
        url: categoryListUrl(row!.id),
        sort: await nextMenuSort(tx, parentEntryId),
      });
    }
    await recordAudit(tx, actor, { action: 'category.create', record_kind: 'category', record_id: row!.id, after: auditOf(row!) });
  });
  invalidate(app, []);
  return listCategoryTree(app.db);
}

/** PATCH api/admin/categories/{id}: renames, changes its slug or picture, moves, hides or shows. */
export async function updateCategory(app: CategoryApp, actor: StaffActor, id: number, patch: CategoryPatch): Promise<AdminCategory[]> {
  const goodsIds = await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, LOCK_ID);
    const rows = await rowsOf(tx);
    const before = rows.find((r) => r.id === id);
    if (!before) throw notFound(said('categoryNotFound'));
    const moving = patch.parent_id !== undefined && patch.parent_id !== before.parentId;
    if (moving) {
      await parentCheck(tx, rows, patch.parent_id);
      if (wouldLoop(rows, id, patch.parent_id!)) throw invalid({ parent_id: said('categoryUnderItself') });
    }
    if (patch.slug && (await slugTaken(tx, patch.slug, id))) throw invalid({ slug: said('categorySlugTaken') });
    const set: Partial<typeof categories.$inferInsert> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.slug !== undefined) set.slug = patch.slug || (await freeSlug(tx, slugOf(patch.name ?? before.name), id));
    if (patch.img !== undefined) set.img = patch.img;
    if (patch.is_hidden !== undefined) set.isHidden = patch.is_hidden;
    if (moving) {
      set.parentId = patch.parent_id!;
      set.sort = Math.max(0, ...rows.filter((r) => r.parentId === patch.parent_id && r.id !== id).map((r) => r.sort)) + 1;
    }
    if (Object.keys(set).length === 0) return [];
    const [after] = await tx.update(categories).set(set).where(eq(categories.id, id)).returning();
    if (set.name !== undefined && set.name !== before.name) {
      await tx
        .update(navItems)
        .set({ name: set.name })
        .where(and(menuEntriesOf(id), eq(navItems.name, before.name)));
    }
    if (moving) {
      const parentEntry = await menuEntryOf(tx, patch.parent_id!);
      const parentEntryId = parentEntry?.id ?? null;
      const entries = await tx.select().from(navItems).where(menuEntriesOf(id));
      for (const e of entries) {
        if (e.id === parentEntryId) continue;
        await tx
          .update(navItems)
          .set({ parentId: parentEntryId, sort: await nextMenuSort(tx, parentEntryId) })
          .where(eq(navItems.id, e.id));
      }
    }
    const changed = rows.map((r) => (r.id === id ? after! : r));
    const ids = set.name !== undefined || moving ? await goodsUnder(tx, changed, id) : [];
    // Search matches a product by its category's and its parent's names.
    if (ids.length) await refreshSearchText(tx, ids);
    const action = moving
      ? 'category.move'
      : patch.is_hidden !== undefined && Object.keys(set).length === 1
        ? patch.is_hidden
          ? 'category.hide'
          : 'category.show'
        : 'category.update';
    await recordAudit(tx, actor, { action, record_kind: 'category', record_id: id, before: auditOf(before), after: auditOf(after!) });
    return ids;
  });
  invalidate(app, goodsIds);
  return listCategoryTree(app.db);
}

/** POST api/admin/categories/order: the siblings under parent_id in the order given (and their menu entries alike). */
export async function reorderCategories(app: CategoryApp, actor: StaffActor, input: CategoryOrderInput): Promise<AdminCategory[]> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, LOCK_ID);
    const rows = await rowsOf(tx);
    await parentCheck(tx, rows, input.parent_id);
    const siblings = rows.filter((r) => r.parentId === input.parent_id).map((r) => r.id);
    if (!input.ids.every((i) => siblings.includes(i))) throw invalid({ ids: said('listOrderInvalid') });
    if (!sameSiblings(siblings, input.ids)) throw conflict(null, said('listChanged'));
    for (const [i, cid] of input.ids.entries()) {
      await tx
        .update(categories)
        .set({ sort: i + 1 })
        .where(eq(categories.id, cid));
      await tx
        .update(navItems)
        .set({ sort: i + 1 })
        .where(menuEntriesOf(cid));
    }
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      record_kind: 'category',
      record_id: input.parent_id ?? 0,
      before: { ids: siblings },
      after: { ids: input.ids },
    });
  });
  invalidate(app, []);
  return listCategoryTree(app.db);
}

/** DELETE api/admin/categories/{id}: refused (409, with the counts) while it holds products or subcategories. */
export async function deleteCategory(app: CategoryApp, actor: StaffActor, id: number): Promise<AdminCategory[]> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, LOCK_ID);
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(said('categoryNotFound'));
    const [{ n: products } = { n: 0 }] = await tx.select({ n: count() }).from(goods).where(eq(goods.categoryId, id));
    const [{ n: children } = { n: 0 }] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    if (Number(products) > 0 || Number(children) > 0) {
      throw conflict(null, said('categoryNotEmpty', { products: String(products), children: String(children) }), {
        products: Number(products),
        children: Number(children),
      });
    }
    // Its menu entries go; what was under them moves up to their parent.
    for (const e of await tx.select().from(navItems).where(menuEntriesOf(id))) {
      await tx.update(navItems).set({ parentId: e.parentId }).where(eq(navItems.parentId, e.id));
      await tx.delete(navItems).where(eq(navItems.id, e.id));
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'category.delete', record_kind: 'category', record_id: id, before: auditOf(row) });
  });
  invalidate(app, []);
  return listCategoryTree(app.db);
}
