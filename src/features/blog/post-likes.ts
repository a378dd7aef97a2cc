import type { PostDetail } from '../../../contract/blog';

/**
 * The count a post's heart shows: the server's count when the page was read, moved by the
 * shopper's own change since (liked then, not now: one less; the other way: one more).
 */
export function likeCountShown(post: Pick<PostDetail, 'like_count' | 'is_like'>, likedNow: boolean): number {
  return Math.max(0, post.like_count - (post.is_like ? 1 : 0) + (likedNow ? 1 : 0));
}
