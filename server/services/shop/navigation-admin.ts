import { and, asc, eq, isNull, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  HOT_SEARCH_LIMITS,
  searchUrl,
  type AdminHotSearch,
  type AdminNavigation,
  type AdminNavItem,
  type EditableNavColumn,
} from '../../../contract/admin-storefront-nav';
import { FOOTER_COLUMN, NAV_COLUMN } from '../../../contract/constants';
import { said } from '../../../contract/messages';
import type {
  HotSearchInput,
  HotSearchOrderInput,
  HotSearchPatch,
  NavItemInput,
  NavItemPatch,
  NavOrderInput,
} from '../../../contract/schemas/admin-storefront-nav';
import type { Db } from '../../db/client';
import { hotSearches, navItems } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { depthFirst, sameSiblings, wouldLoop } from '../catalog-admin/tree';
import { holdLock, LockSpace } from '../platform/db-locks';
import { recordAudit, type StaffActor } from '../staff/audit';
import { storeOfColumn } from './menus';

/**
 * The console's navigation columns (api/admin/navigation: 5 the menu, 2 the footer, each read from
 * its store as api/column reads it) and popular searches (api/admin/hot-searches), catalogue.manage.
 * Each change is one transaction with its audit entry, writes one at a time (an advisory lock), then
 * the shop's cached reads ('column:*', 'hot-search') are dropped in every process.
 */

type NavApp = Pick<FastifyInstance, 'db' | 'readCache'>;
type NavRow = typeof navItems.$inferSelect;

const NAV_LOCK = 2;
const HOT_LOCK = 3;

const inColumn = (column: number) => and(eq(navItems.columnId, column), eq(navItems.storeId, storeOfColumn(column)));

async function columnRows(db: Db, column: number): Promise<NavRow[]> {
  return db.select().from(navItems).where(inColumn(column)).orderBy(asc(navItems.sort), asc(navItems.id));
}

function columnTree(rows: NavRow[]): AdminNavItem[] {
  return depthFirst(rows).map(({ row, depth }) => ({
    id: row.id,
    column_id: row.columnId,
    parent_id: row.parentId,
    depth,
    name: row.name,
    url: row.url,
    sort: row.sort,
    is_hidden: row.isHidden,
  }));
}

async function hotSearchRows(db: Db): Promise<AdminHotSearch[]> {
  const rows = await db.select().from(hotSearches).orderBy(asc(hotSearches.sort), asc(hotSearches.id));
  return rows.map((r) => ({ id: r.id, name: r.name, url: r.url, sort: r.sort }));
}

/** GET api/admin/navigation: the menu, the footer (hidden entries too) and the popular searches. */
export async function readNavigation(db: Db): Promise<AdminNavigation> {
  return {
    menu: columnTree(await columnRows(db, NAV_COLUMN)),
    footer: columnTree(await columnRows(db, FOOTER_COLUMN)),
    hot_searches: await hotSearchRows(db),
  };
}

const navAudit = (r: NavRow) => ({ column_id: r.columnId, name: r.name, url: r.url, parent_id: r.parentId, sort: r.sort, is_hidden: r.isHidden });

function parentCheck(rows: NavRow[], parentId: number | null | undefined) {
  if (parentId != null && !rows.some((r) => r.id === parentId)) throw invalid({ parent_id: said('navParentUnknown') });
}

async function nextSort(tx: Db, column: number, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ m: max(navItems.sort) })
    .from(navItems)
    .where(and(inColumn(column), parentId == null ? isNull(navItems.parentId) : eq(navItems.parentId, parentId)));
  return (row?.m ?? 0) + 1;
}

function afterNav(app: NavApp) {
  app.readCache.invalidate('column:*');
}

/** POST api/admin/navigation/{column}: a new entry, last among its siblings. */
export async function createNavItem(app: NavApp, actor: StaffActor, column: EditableNavColumn, input: NavItemInput): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, NAV_LOCK);
    parentCheck(await columnRows(tx, column), input.parent_id);
    const [row] = await tx
      .insert(navItems)
      .values({
        columnId: column,
        storeId: storeOfColumn(column),
        parentId: input.parent_id,
        name: input.name,
        url: input.url,
        isHidden: input.is_hidden,
        sort: await nextSort(tx, column, input.parent_id),
      })
      .returning();
    await recordAudit(tx, actor, { action: 'navigation.create', record_kind: 'navigation', record_id: row!.id, after: navAudit(row!) });
  });
  afterNav(app);
  return readNavigation(app.db);
}

/** PATCH api/admin/navigation/{column}/{id}: renames, changes the link, moves (last under its new parent), hides or shows. */
export async function updateNavItem(
  app: NavApp,
  actor: StaffActor,
  column: EditableNavColumn,
  id: number,
  patch: NavItemPatch,
): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, NAV_LOCK);
    const rows = await columnRows(tx, column);
    const before = rows.find((r) => r.id === id);
    if (!before) throw notFound(said('navItemNotFound'));
    const set: Partial<typeof navItems.$inferInsert> = {};
    if (patch.parent_id !== undefined && patch.parent_id !== before.parentId) {
      parentCheck(rows, patch.parent_id);
      if (wouldLoop(rows, id, patch.parent_id)) throw invalid({ parent_id: said('navUnderItself') });
      set.parentId = patch.parent_id;
      set.sort = await nextSort(tx, column, patch.parent_id);
    }
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.url !== undefined) set.url = patch.url;
    if (patch.is_hidden !== undefined) set.isHidden = patch.is_hidden;
    if (Object.keys(set).length === 0) return;
    const [after] = await tx.update(navItems).set(set).where(eq(navItems.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'navigation.update',
      record_kind: 'navigation',
      record_id: id,
      before: navAudit(before),
      after: navAudit(after!),
    });
  });
  afterNav(app);
  return readNavigation(app.db);
}

/** POST api/admin/navigation/{column}/order: the siblings under parent_id in this order. */
export async function reorderNavItems(app: NavApp, actor: StaffActor, column: EditableNavColumn, input: NavOrderInput): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, NAV_LOCK);
    const rows = await columnRows(tx, column);
    parentCheck(rows, input.parent_id);
    const siblings = rows.filter((r) => r.parentId === input.parent_id).map((r) => r.id);
    if (!input.ids.every((i) => siblings.includes(i))) throw invalid({ ids: said('listOrderInvalid') });
    if (!sameSiblings(siblings, input.ids)) throw conflict(null, said('listChanged'));
    for (const [i, nid] of input.ids.entries())
      await tx
        .update(navItems)
        .set({ sort: i + 1 })
        .where(eq(navItems.id, nid));
    await recordAudit(tx, actor, {
      action: 'navigation.reorder',
      record_kind: 'navigation',
      record_id: `${column}:${input.parent_id ?? 0}`,
      before: { ids: siblings },
      after: { ids: input.ids },
    });
  });
  afterNav(app);
  return readNavigation(app.db);
}

/** DELETE api/admin/navigation/{column}/{id}: the entry goes, what was under it moves up to its parent. */
export async function deleteNavItem(app: NavApp, actor: StaffActor, column: EditableNavColumn, id: number): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, NAV_LOCK);
    const before = (await columnRows(tx, column)).find((r) => r.id === id);
    if (!before) throw notFound(said('navItemNotFound'));
    await tx.update(navItems).set({ parentId: before.parentId }).where(eq(navItems.parentId, id));
    await tx.delete(navItems).where(eq(navItems.id, id));
    await recordAudit(tx, actor, { action: 'navigation.delete', record_kind: 'navigation', record_id: id, before: navAudit(before) });
  });
  afterNav(app);
  return readNavigation(app.db);
}

// ---------- popular searches ----------

function afterHot(app: NavApp) {
  app.readCache.invalidate('hot-search');
}

/** POST api/admin/hot-searches: a new popular search, last; without a link, the search for its words. */
export async function createHotSearch(app: NavApp, actor: StaffActor, input: HotSearchInput): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, HOT_LOCK);
    const rows = await hotSearchRows(tx);
    if (rows.length >= HOT_SEARCH_LIMITS.countMax) throw invalid({ name: said('hotSearchesTooMany') });
    const sort = Math.max(0, ...rows.map((r) => r.sort)) + 1;
    const [row] = await tx
      .insert(hotSearches)
      .values({ name: input.name, url: input.url || searchUrl(input.name), sort })
      .returning();
    await recordAudit(tx, actor, {
      action: 'hot_search.create',
      record_kind: 'navigation',
      record_id: `hot:${row!.id}`,
      after: { name: row!.name, url: row!.url, sort },
    });
  });
  afterHot(app);
  return readNavigation(app.db);
}

/** PATCH api/admin/hot-searches/{id}. */
export async function updateHotSearch(app: NavApp, actor: StaffActor, id: number, patch: HotSearchPatch): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, HOT_LOCK);
    const [before] = await tx.select().from(hotSearches).where(eq(hotSearches.id, id));
    if (!before) throw notFound(said('hotSearchNotFound'));
    const set: Partial<typeof hotSearches.$inferInsert> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.url !== undefined) set.url = patch.url;
    if (Object.keys(set).length === 0) return;
    const [after] = await tx.update(hotSearches).set(set).where(eq(hotSearches.id, id)).returning();
    await recordAudit(tx, actor, {
      action: 'hot_search.update',
      record_kind: 'navigation',
      record_id: `hot:${id}`,
      before: { name: before.name, url: before.url },
      after: { name: after!.name, url: after!.url },
    });
  });
  afterHot(app);
  return readNavigation(app.db);
}

/** POST api/admin/hot-searches/order: every popular search, in this order. */
export async function reorderHotSearches(app: NavApp, actor: StaffActor, input: HotSearchOrderInput): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, HOT_LOCK);
    const all = (await hotSearchRows(tx)).map((r) => r.id);
    if (!input.ids.every((i) => all.includes(i))) throw invalid({ ids: said('listOrderInvalid') });
    if (!sameSiblings(all, input.ids)) throw conflict(null, said('listChanged'));
    for (const [i, hid] of input.ids.entries())
      await tx
        .update(hotSearches)
        .set({ sort: i + 1 })
        .where(eq(hotSearches.id, hid));
    await recordAudit(tx, actor, {
      action: 'hot_search.reorder',
      record_kind: 'navigation',
      record_id: 'hot',
      before: { ids: all },
      after: { ids: input.ids },
    });
  });
  afterHot(app);
  return readNavigation(app.db);
}

/** DELETE api/admin/hot-searches/{id}. */
export async function deleteHotSearch(app: NavApp, actor: StaffActor, id: number): Promise<AdminNavigation> {
  await app.db.transaction(async (tx) => {
    await holdLock(tx, LockSpace.storefrontNav, HOT_LOCK);
    const [before] = await tx.select().from(hotSearches).where(eq(hotSearches.id, id));
    if (!before) throw notFound(said('hotSearchNotFound'));
    await tx.delete(hotSearches).where(eq(hotSearches.id, id));
    await recordAudit(tx, actor, {
      action: 'hot_search.delete',
      record_kind: 'navigation',
      record_id: `hot:${id}`,
      before: { name: before.name, url: before.url },
    });
  });
  afterHot(app);
  return readNavigation(app.db);
}
