import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { PostDetail, PostKind, PostLikeState, PostPage } from '../../../contract/blog';

/** The blog, company news and readers' topics. */
export const blogApi = {
  /** GET api/blog/getList?kind=&tag=&page= -> ten posts, newest first. */
  list: (q: { kind?: PostKind; tag?: string; page: number }, signal?: AbortSignal) =>
    http<PostPage>('get', paths.blogList, { query: { kind: q.kind, tag: q.tag, page: q.page }, signal }),
  /** GET api/blog/getOne?id= -> the post (sanitized HTML), its neighbours, related goods, and whether the caller likes it. */
  one: (id: number, signal?: AbortSignal) => http<PostDetail>('get', paths.blogOne, { query: { id }, signal }),
  /** POST api/blog/like {blog_id}: customers only. */
  like: (id: number) => http<PostLikeState>('post', paths.blogLike, { form: { blog_id: id } }),
  /** POST api/blog/del_like {blog_id}: customers only. */
  delLike: (id: number) => http<PostLikeState>('post', paths.blogDelLike, { form: { blog_id: id } }),
};
