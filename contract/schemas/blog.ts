import { number, object, string, type InferType } from 'yup';
import { POST_KINDS, TAG_MAX, TAG_PATTERN } from '../blog';
import { messages } from '../messages';

const postId = () =>
  number().typeError(messages.postNotFound).integer(messages.postNotFound).min(1, messages.postNotFound).max(2_147_483_647, messages.postNotFound);

/** GET api/blog/getList?kind=&tag=&page=: newest first, BLOG_PAGE_SIZE a page. */
export const blogListQuerySchema = object({
  kind: string()
    .oneOf([...POST_KINDS], messages.postKindInvalid)
    .optional(),
  tag: string()
    .trim()
    .lowercase()
    .max(TAG_MAX, messages.postTagInvalid)
    .matches(TAG_PATTERN, { message: messages.postTagInvalid, excludeEmptyString: true })
    .optional(),
  page: number()
    .typeError(messages.pageInvalid)
    .integer(messages.pageInvalid)
    .min(1, messages.pageInvalid)
    .max(10_000, messages.pageInvalid)
    .default(1),
});
export type BlogListQuery = InferType<typeof blogListQuerySchema>;

/** GET api/blog/getOne?id= */
export const blogOneQuerySchema = object({ id: postId().required(messages.postNotFound) });
export type BlogOneQuery = InferType<typeof blogOneQuerySchema>;

/** POST api/blog/like and api/blog/del_like {blog_id} */
export const blogLikeSchema = object({ blog_id: postId().required(messages.postNotFound) });
export type BlogLikeInput = InferType<typeof blogLikeSchema>;
