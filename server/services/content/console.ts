import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  contentAddress,
  statusOf,
  type AdminContent,
  type AdminContentRow,
  type ContentStatus,
  type ContentType,
} from '../../../contract/admin-content';
import { POST_KINDS, readingMinutes, type PostKind } from '../../../contract/blog';
import { Reason } from '../../../contract/codes';
import { isInfoSlug } from '../../../contract/content';
import { said } from '../../../contract/messages';
import type { ContentInput, ContentPublishInput, ContentQuery, ContentUpdate } from '../../../contract/schemas/admin-content';
import type { Db } from '../../db/client';
import { contentPages, contentRedirects, goods, posts } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors';
import { recordAudit, type AuditActor } from '../staff/audit';

/**
 * The console's pages and posts (api/admin/content, content.manage; README.md): the information
 * pages of `content_pages` (kind page; agreements stay with `npm run pages`) and the posts of every
 * kind, as one list with their status (draft, scheduled, published: `published_at` null, to come,
 * past), created as drafts, saved at the version read (a stale copy is a 409 contentChanged, nothing
 * overwritten), published now or at a time to come, unpublished, and deleted while drafts. Each
 * write is one transaction with its audit entry. A published page whose address changes keeps its
 * former one in `content_redirects` (the shop answers it with a 301).
 */

type PageRow = typeof contentPages.$inferSelect;
type PostRow = typeof posts.$inferSelect;

/** A post without a cover of its own gets its kind's drawing. */
const DEFAULT_COVER: Record<PostKind, string> = { blog: '/blog/frames.svg', company_news: '/blog/news.svg', readers_topic: '/blog/readers.svg' };
/** Who a post made in the console is by, when nothing says. */
const SHOP_AUTHOR = 'Optic Shop';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function pageOf(r: PageRow): AdminContent {
  return {
    type: 'pages',
    id: r.id,
    kind: 'page',
    title: r.title,
    slug: r.slug,
    status: statusOf(r.publishedAt),
    publish_at: iso(r.publishedAt),
    version: r.version,
    address: contentAddress('pages', r.slug, r.id),
    description: r.description,
    body: r.body,
    related_goods_ids: [],
    cover: '',
    cover_alt: '',
    fixed: isInfoSlug(r.slug),
  };
}

function postOf(r: PostRow): AdminContent {
  return {
    type: 'posts',
    id: r.id,
    kind: r.kind,
    title: r.title,
    slug: r.slug,
    status: statusOf(r.publishedAt),
    publish_at: iso(r.publishedAt),
    version: r.version,
    address: contentAddress('posts', r.slug, r.id),
    description: r.excerpt,
    body: r.body,
    related_goods_ids: r.relatedGoodsIds,
    cover: r.cover,
    cover_alt: r.coverAlt,
    fixed: false,
  };
}

const rowOf = ({ description: _d, body: _b, related_goods_ids: _r, cover: _c, cover_alt: _a, fixed: _f, ...row }: AdminContent): AdminContentRow =>
  row;

/** What the audit log keeps of one (its text by length, not whole). */
const snapshot = ({ body, ...c }: AdminContent) => ({ ...c, body_length: body.length });

/** GET api/admin/content: every page and post, drafts and scheduled first, then the latest published. */
export async function listAdminContent(db: Db, q: Partial<ContentQuery> = {}): Promise<AdminContentRow[]> {
  const pages = q.type === 'posts' ? [] : (await db.select().from(contentPages).where(eq(contentPages.kind, 'page'))).map(pageOf);
  const all = q.type === 'pages' ? pages : [...pages, ...(await db.select().from(posts)).map(postOf)];
  const words = (q.q ?? '').toLowerCase();
  const rank: Record<ContentStatus, number> = { draft: 0, scheduled: 1, published: 2 };
  return all
    .filter((c) => (!q.status || c.status === q.status) && (!words || c.title.toLowerCase().includes(words) || c.slug.includes(words)))
    .sort(
      (a, b) =>
        rank[a.status] - rank[b.status] || (b.publish_at ?? '').localeCompare(a.publish_at ?? '') || a.type.localeCompare(b.type) || b.id - a.id,
    )
    .map(rowOf);
}

async function pageRow(db: Db, id: number, lock = false): Promise<PageRow> {
  const q = db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.id, id), eq(contentPages.kind, 'page')));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(said('contentNotFound'));
  return row;
}

async function postRow(db: Db, id: number, lock = false): Promise<PostRow> {
  const q = db.select().from(posts).where(eq(posts.id, id));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound(said('contentNotFound'));
  return row;
}

async function current(db: Db, type: ContentType, id: number, lock = false): Promise<AdminContent> {
  return type === 'pages' ? pageOf(await pageRow(db, id, lock)) : postOf(await postRow(db, id, lock));
}

/** GET api/admin/content/{type}/{id} */
export const adminContent = (db: Db, type: ContentType, id: number) => current(db, type, id);

/** The row locked, its version checked: a stale copy is a 409 contentChanged (with the version now). */
async function locked(tx: Db, type: ContentType, id: number, version: number): Promise<AdminContent> {
  const before = await current(tx, type, id, true);
  if (before.version !== version) throw conflict(Reason.contentChanged, said('contentChanged'), { version: before.version });
  return before;
}

/** The checks only the database can make, each a 422 on its field: the kind fits, the address is free, the products exist. */
async function check(tx: Db, type: ContentType, input: ContentInput, id: number | null): Promise<void> {
  if (type === 'pages' ? input.kind !== 'page' : !(POST_KINDS as readonly string[]).includes(input.kind)) {
    throw invalid({ kind: said('contentKindInvalid') });
  }
  const taken =
    type === 'pages'
      ? await tx
          .select({ id: contentPages.id })
          .from(contentPages)
          .where(and(eq(contentPages.kind, 'page'), eq(contentPages.slug, input.slug)))
      : await tx.select({ id: posts.id }).from(posts).where(eq(posts.slug, input.slug));
  if (taken.some((r) => r.id !== id)) throw invalid({ slug: said('contentSlugTaken') });
  const related = type === 'posts' ? input.related_goods_ids : [];
  if (related.length) {
    const found = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.id, related));
    if (found.length !== related.length) throw invalid({ related_goods_ids: said('contentRelatedUnknown') });
  }
}

/** A page that takes an address ends any move from it. */
const claimAddress = (tx: Db, slug: string) => tx.delete(contentRedirects).where(eq(contentRedirects.fromSlug, slug));

const postValues = (input: ContentInput) => ({
  kind: input.kind as PostKind,
  title: input.title,
  slug: input.slug,
  excerpt: input.description,
  body: input.body,
  cover: input.cover || DEFAULT_COVER[input.kind as PostKind],
  coverAlt: input.cover_alt || input.title.slice(0, 160),
  relatedGoodsIds: input.related_goods_ids,
  readingMinutes: readingMinutes(input.body),
});

/** POST api/admin/content/{type}: a new draft (shoppers see nothing of it until it is published). */
export async function createContent(db: Db, actor: AuditActor, type: ContentType, input: ContentInput): Promise<AdminContent> {
  return db.transaction(async (tx) => {
    await check(tx, type, input, null);
    let id: number;
    if (type === 'pages') {
      await claimAddress(tx, input.slug);
      const [row] = await tx
        .insert(contentPages)
        .values({ kind: 'page', slug: input.slug, title: input.title, description: input.description, body: input.body, publishedAt: null })
        .returning({ id: contentPages.id });
      id = row!.id;
    } else {
      const [row] = await tx
        .insert(posts)
        .values({ ...postValues(input), author: SHOP_AUTHOR, publishedAt: null })
        .returning({ id: posts.id });
      id = row!.id;
    }
    const after = await current(tx, type, id);
    await recordAudit(tx, actor, { action: `${kindOf(type)}.create`, record_kind: kindOf(type), record_id: id, after: snapshot(after) });
    return after;
  });
}

const kindOf = (type: ContentType) => (type === 'pages' ? 'page' : 'post');

/**
 * PUT api/admin/content/{type}/{id}: saves a page or post read at `version` (else 409
 * contentChanged). Its status stays as it was. A fixed page keeps its address; a published page
 * whose address changes keeps the former one as a 301.
 */
export async function updateContent(db: Db, actor: AuditActor, type: ContentType, id: number, input: ContentUpdate): Promise<AdminContent> {
  return db.transaction(async (tx) => {
    const before = await locked(tx, type, id, input.version);
    await check(tx, type, input, id);
    if (type === 'pages') {
      if (input.slug !== before.slug) {
        if (before.fixed) throw invalid({ slug: said('contentSlugFixed') });
        await claimAddress(tx, input.slug);
        if (before.status === 'published') {
          await tx
            .insert(contentRedirects)
            .values({ fromSlug: before.slug, pageId: id })
            .onConflictDoUpdate({ target: contentRedirects.fromSlug, set: { pageId: id } });
        }
      }
      await tx
        .update(contentPages)
        .set({
          slug: input.slug,
          title: input.title,
          description: input.description,
          body: input.body,
          version: sql`${contentPages.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(contentPages.id, id));
    } else {
      await tx
        .update(posts)
        .set({ ...postValues(input), version: sql`${posts.version} + 1` })
        .where(eq(posts.id, id));
    }
    const after = await current(tx, type, id);
    await recordAudit(tx, actor, {
      action: `${kindOf(type)}.update`,
      record_kind: kindOf(type),
      record_id: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return after;
  });
}

async function setPublishedAt(
  db: Db,
  actor: AuditActor,
  type: ContentType,
  id: number,
  version: number,
  when: (before: AdminContent) => Date | null,
  action: string,
) {
  return db.transaction(async (tx) => {
    const before = await locked(tx, type, id, version);
    const at = when(before);
    if (type === 'pages') {
      await tx
        .update(contentPages)
        .set({ publishedAt: at, version: sql`${contentPages.version} + 1`, updatedAt: new Date() })
        .where(eq(contentPages.id, id));
    } else {
      await tx
        .update(posts)
        .set({ publishedAt: at, version: sql`${posts.version} + 1` })
        .where(eq(posts.id, id));
    }
    const after = await current(tx, type, id);
    await recordAudit(tx, actor, {
      action: `${kindOf(type)}.${action}`,
      record_kind: kindOf(type),
      record_id: id,
      before: { status: before.status, publish_at: before.publish_at },
      after: { status: after.status, publish_at: after.publish_at },
    });
    return after;
  });
}

/**
 * POST api/admin/content/{type}/{id}/publish: now (no publish_at) or at a time to come
 * (scheduled: the shop reads only what is published by then, so it shows at its time and not
 * before). A time past is a 422 on publish_at (the schema's check, at the server's clock).
 */
export function publishContent(db: Db, actor: AuditActor, type: ContentType, id: number, input: ContentPublishInput) {
  if (input.publish_at && Date.parse(input.publish_at) < Date.now()) throw invalid({ publish_at: said('contentPublishAtPast') });
  // Published already and no time given: it keeps its date (a post keeps its place in the list).
  const when = (before: AdminContent) =>
    input.publish_at ? new Date(input.publish_at) : before.status === 'published' ? new Date(before.publish_at!) : new Date();
  return setPublishedAt(db, actor, type, id, input.version, when, input.publish_at ? 'schedule' : 'publish');
}

/** POST api/admin/content/{type}/{id}/unpublish: a draft again; shoppers no longer see it. */
export function unpublishContent(db: Db, actor: AuditActor, type: ContentType, id: number, version: number) {
  return setPublishedAt(db, actor, type, id, version, () => null, 'unpublish');
}

/** DELETE api/admin/content/{type}/{id}?version=: only a draft (409 otherwise: unpublish it first). */
export async function deleteContent(db: Db, actor: AuditActor, type: ContentType, id: number, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await locked(tx, type, id, version);
    if (before.status !== 'draft') throw conflict(null, said('contentDeleteNotDraft'));
    if (type === 'pages') await tx.delete(contentPages).where(eq(contentPages.id, id));
    else await tx.delete(posts).where(eq(posts.id, id));
    await recordAudit(tx, actor, { action: `${kindOf(type)}.delete`, record_kind: kindOf(type), record_id: id, before: snapshot(before) });
  });
}

/**
 * The page a former address moved to (`/pages/{from}` of a page whose slug changed while
 * published), or null.
 */
export async function movedPageSlug(db: Db, from: string): Promise<string | null> {
  const [row] = await db
    .select({ slug: contentPages.slug })
    .from(contentRedirects)
    .innerJoin(contentPages, eq(contentPages.id, contentRedirects.pageId))
    .where(eq(contentRedirects.fromSlug, from))
    .orderBy(desc(contentRedirects.id))
    .limit(1);
  return row?.slug ?? null;
}
