import { sql } from 'drizzle-orm';
import { pgTable, serial, integer, text, varchar, timestamp, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './auth';

// ---------- the blog: posts, company news, readers' topics ----------

/**
 * Posts (services/blog): Markdown rendered to sanitized HTML when read, by kind (blog, company
 * news, readers' topics), with tags, a cover on our origin and goods they mention. `slug` is the
 * seed's key (a seeded post is never added twice); `like_count` moves with `post_likes`, in the
 * same transaction, by increments (right under concurrent likes).
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 120 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<'blog' | 'company_news' | 'readers_topic'>().notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    excerpt: varchar('excerpt', { length: 320 }).notNull(),
    author: varchar('author', { length: 80 }).notNull(),
    body: text('body').notNull(),
    cover: varchar('cover', { length: 200 }).notNull(),
    coverAlt: varchar('cover_alt', { length: 160 }).notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    relatedGoodsIds: integer('related_goods_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    readingMinutes: integer('reading_minutes').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    /** When readers may see it: a time to come is scheduled; null is a draft (the console's). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_kind_published_idx').on(t.kind, t.publishedAt),
    index('posts_tags_idx').using('gin', t.tags),
    check('posts_kind_check', sql`${t.kind} in ('blog', 'company_news', 'readers_topic')`),
    check('posts_like_count_check', sql`${t.likeCount} >= 0`),
  ],
);

/** A customer's like of a post: one row per post and customer. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('post_likes_post_user_idx').on(t.postId, t.userId), index('post_likes_user_idx').on(t.userId)],
);
