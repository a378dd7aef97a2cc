import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { ContentPage } from '../../../contract/content';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';
import { notFound } from '../../errors';
import { movedPageSlug } from './console';
import { renderMarkdownOnce } from './markdown';

export type ContentKind = 'page' | 'agreement';

/** A page's or agreement's body as sanitized HTML, rendered once per version (answered, and cut into texts by the translation job). */
export function contentHtml(row: Pick<ContentRow, 'kind' | 'slug' | 'version' | 'body'>): string {
  return renderMarkdownOnce(row.body);
}

const missing = (kind: ContentKind) => notFound(kind === 'page' ? said('pageNotFound') : said('agreementNotFound'));

/** One page or agreement as stored (its Markdown): the operator's `show`. */
export async function contentSource(db: Db, kind: ContentKind, slug: string): Promise<ContentRow> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug)))
    .limit(1);
  if (!row) throw missing(kind);
  return row;
}

/** The published page or agreement of a slug (a draft or one scheduled later is not there yet), or none. */
async function publishedRow(db: Db, kind: ContentKind, slug: string): Promise<ContentRow | undefined> {
  const [row] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug), lte(contentPages.publishedAt, sql`now()`)))
    .limit(1);
  return row;
}

/**
 * One published page or agreement, its Markdown rendered and sanitized; a 404 with a friendly
 * message when there is none. A page's former address (its slug changed while published:
 * console.ts `movedPageSlug`) answers the page it moved to, whose `slug` says where it is now.
 */
export async function readContent(db: Db, kind: ContentKind, slug: string): Promise<ContentPage> {
  let row = await publishedRow(db, kind, slug);
  if (!row && kind === 'page') {
    const moved = await movedPageSlug(db, slug);
    if (moved) row = await publishedRow(db, kind, moved);
  }
  if (!row) throw missing(kind);
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    html: contentHtml(row),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    content_lang: 'en',
  };
}

export interface ContentRow {
  kind: ContentKind;
  slug: string;
  title: string;
  description: string;
  body: string;
  version: number;
  updatedAt: Date;
  /** Null: a draft; a time to come: scheduled. */
  publishedAt: Date | null;
}

/** Every page and agreement (the operator's list), by kind and slug. */
export function listContent(db: Db): Promise<ContentRow[]> {
  return db
    .select({
      kind: contentPages.kind,
      slug: contentPages.slug,
      title: contentPages.title,
      description: contentPages.description,
      body: contentPages.body,
      version: contentPages.version,
      updatedAt: contentPages.updatedAt,
      publishedAt: contentPages.publishedAt,
    })
    .from(contentPages)
    .orderBy(asc(contentPages.kind), asc(contentPages.slug));
}

export interface ContentChange {
  body?: string;
  title?: string;
  description?: string;
}

/**
 * The operator changes a page's text, title or description (`npm run pages -- set`): the version
 * goes up by one and updated_at is now. A page that does not exist yet is created at version 1
 * (it then needs a title and a body).
 */
export async function setContent(db: Db, kind: ContentKind, slug: string, change: ContentChange): Promise<ContentRow> {
  const [updated] = await db
    .update(contentPages)
    .set({
      ...(change.body !== undefined && { body: change.body }),
      ...(change.title !== undefined && { title: change.title }),
      ...(change.description !== undefined && { description: change.description }),
      version: sql`${contentPages.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(contentPages.kind, kind), eq(contentPages.slug, slug)))
    .returning();
  if (updated) return updated;
  if (change.body === undefined || !change.title) throw missing(kind);
  const [created] = await db
    .insert(contentPages)
    .values({
      kind,
      slug,
      title: change.title,
      description: change.description ?? '',
      body: change.body,
    })
    .returning();
  return created!;
}
