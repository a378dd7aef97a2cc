import { and, asc, count, desc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, type PostDetail, type PostKind, type PostLink, type PostPage, type PostSummary } from '../../../contract/blog';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { postLikes, posts } from '../../db/schema';
import { notFound } from '../../errors';
import { renderMarkdownOnce } from '../content/markdown';

type PostRow = typeof posts.$inferSelect;

export interface PostFilter {
  kind?: PostKind;
  tag?: string;
}

function summaryOf(p: PostRow): PostSummary {
  return {
    id: p.id,
    kind: p.kind,
    title: p.title,
    excerpt: p.excerpt,
    cover: p.cover,
    cover_alt: p.coverAlt,
    tags: p.tags,
    // Only published posts are answered (whereOf, publishedPost): their time is set.
    published_at: p.publishedAt!.toISOString(),
    reading_minutes: p.readingMinutes,
    like_count: p.likeCount,
    content_lang: 'en',
  };
}

/** A post's body as sanitized HTML, rendered once per text (what getOne answers and the translation job cuts into texts). */
export function postHtml(p: Pick<PostRow, 'id' | 'version' | 'body'>): string {
  return renderMarkdownOnce(p.body);
}

/** Every post, its texts in English as translated (title, excerpt, cover's alt text, body): the translation job's. */
export function postTextSources(db: Db) {
  return db
    .select({ id: posts.id, version: posts.version, body: posts.body, title: posts.title, excerpt: posts.excerpt, coverAlt: posts.coverAlt })
    .from(posts);
}

function whereOf(f: PostFilter): SQL | undefined {
  return and(
    f.kind ? eq(posts.kind, f.kind) : undefined,
    f.tag ? sql`${f.tag} = any(${posts.tags})` : undefined,
    // A post dated in the future is scheduled: not shown until then; a draft (no date) never.
    sql`${posts.publishedAt} <= now()`,
  );
}

/** GET api/blog/getList: one page of posts (BLOG_PAGE_SIZE), newest first, by kind and tag. */
export async function listPosts(db: Db, f: PostFilter, page: number): Promise<PostPage> {
  const where = whereOf(f);
  const [total] = await db.select({ n: count() }).from(posts).where(where);
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE);
  return { items: rows.map(summaryOf), page, page_size: BLOG_PAGE_SIZE, total: total?.n ?? 0 };
}

/** The published post of an id, or a 404 with a friendly message. */
async function publishedPost(db: Db, id: number): Promise<PostRow> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), sql`${posts.publishedAt} <= now()`))
    .limit(1);
  if (!row) throw notFound(said('postNotFound'));
  return row;
}

/** The post just older (previous) or newer (next) than `p`, of its kind. */
async function neighbour(db: Db, p: PostRow, dir: 'previous' | 'next'): Promise<PostLink | null> {
  const at = p.publishedAt!;
  const older = or(lt(posts.publishedAt, at), and(eq(posts.publishedAt, at), lt(posts.id, p.id)));
  const newer = or(gt(posts.publishedAt, at), and(eq(posts.publishedAt, at), gt(posts.id, p.id)));
  const [row] = await db
    .select({ id: posts.id, title: posts.title })
    .from(posts)
    .where(and(eq(posts.kind, p.kind), sql`${posts.publishedAt} <= now()`, dir === 'previous' ? older : newer))
    .orderBy(...(dir === 'previous' ? [desc(posts.publishedAt), desc(posts.id)] : [asc(posts.publishedAt), asc(posts.id)]))
    .limit(1);
  return row ? { ...row, content_lang: 'en' } : null;
}

/** A post as getOne answers it, but its related goods (the caller lays the cards over: `related_goods_ids`). */
export interface PostRead {
  post: Omit<PostDetail, 'related'>;
  relatedGoodsIds: number[];
}

/** GET api/blog/getOne: the post with its body as sanitized HTML, whether `userId` likes it, and its neighbours. */
export async function readPost(db: Db, id: number, userId: number | null): Promise<PostRead> {
  const p = await publishedPost(db, id);
  const previous = await neighbour(db, p, 'previous');
  const next = await neighbour(db, p, 'next');
  const liked =
    userId === null
      ? []
      : await db
          .select({ n: postLikes.postId })
          .from(postLikes)
          .where(and(eq(postLikes.postId, id), eq(postLikes.userId, userId)))
          .limit(1);
  return {
    post: {
      ...summaryOf(p),
      html: postHtml(p),
      author: p.author,
      is_like: liked.length > 0,
      previous,
      next,
    },
    relatedGoodsIds: p.relatedGoodsIds,
  };
}
