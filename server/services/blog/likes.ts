import { and, eq, sql } from 'drizzle-orm';
import type { PostLikeState } from '../../../contract/blog';
import { said } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { postLikes, posts } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * POST api/blog/like (`liked` true) and del_like (false) for a customer, idempotent: the like row
 * is inserted (or deleted) and, only when that changed something, the post's count moves by one,
 * in one transaction. The row's unique index decides between concurrent requests of one customer,
 * and the count moves by `like_count + 1` under the row's lock, so concurrent likes of many
 * customers all count.
 */
export async function setLike(db: Db, postId: number, userId: number, liked: boolean): Promise<PostLikeState> {
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ id: posts.id })
      .from(posts)
      .where(and(eq(posts.id, postId), sql`${posts.publishedAt} <= now()`))
      .limit(1);
    if (!post) throw notFound(said('postNotFound'));
    const changed = liked
      ? await tx.insert(postLikes).values({ postId, userId }).onConflictDoNothing().returning({ id: postLikes.postId })
      : await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
          .returning({ id: postLikes.postId });
    const step = changed.length ? (liked ? 1 : -1) : 0;
    const [row] = step
      ? await tx
          .update(posts)
          .set({ likeCount: sql`${posts.likeCount} + ${step}` })
          .where(eq(posts.id, postId))
          .returning({ n: posts.likeCount })
      : await tx.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, postId));
    return { blog_id: postId, is_like: liked, like_count: row!.n };
  });
}
