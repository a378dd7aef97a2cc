import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paths } from '../../../contract/endpoints';
import {
  blogLikeSchema,
  blogListQuerySchema,
  blogOneQuerySchema,
  type BlogLikeInput,
  type BlogListQuery,
  type BlogOneQuery,
} from '../../../contract/schemas/blog';
import { postDetailReply, postLikeReply, postPageReply } from '../../../contract/schemas/replies/blog';
import { languageOf } from '../../http/language';
import { replies } from '../../openapi/replies';
import { setLike } from '../../services/blog/likes';
import { listPosts, readPost } from '../../services/blog/posts';
import { callerWishesAmong, withWishes } from '../../services/cart/wishes';
import { loadCards } from '../../services/catalog/catalog';
import { cardsIn, postIn, postsIn } from '../../services/translate/content';

/** The caller's customer id when a customer's token came with the request (anyone may read). */
async function customerOf(req: FastifyRequest): Promise<number | null> {
  if (!req.headers.authorization) return null;
  const who = await req.identity().catch(() => null);
  return who?.kind === 'customer' ? who.userId : null;
}

/**
 * The blog, company news and readers' topics (services/blog):
 * - GET api/blog/getList?kind=&tag=&page=: posts newest first, 10 a page, for anyone;
 * - GET api/blog/getOne?id=: a post (sanitized HTML), previous/next of its kind, related goods as
 *   cards (in the shopper's language where translated, with their hearts), whether the caller likes it;
 * - both in the language of the `lang` cookie where the translation job made it (else English,
 *   `content_lang` 'en');
 * - POST api/blog/like and api/blog/del_like {blog_id}: customers only (spec 6), idempotent.
 */
export default async function blogRoutes(app: FastifyInstance) {
  app.get<{ Querystring: BlogListQuery }>(
    `/${paths.blogList}`,
    {
      schema: {
        summary: "Posts, newest first: blog, company news or readers' topics, by tag",
        tags: ['content'],
        querystring: blogListQuerySchema,
        response: replies(postPageReply),
      },
    },
    async (req, reply) => {
      const page = await listPosts(app.db, { kind: req.query.kind, tag: req.query.tag }, req.query.page);
      // Titles and excerpts in the shopper's language where the translation job made them (services/translate).
      return reply.ok({ ...page, items: await postsIn(app.db, languageOf(req), page.items) });
    },
  );

  app.get<{ Querystring: BlogOneQuery }>(
    `/${paths.blogOne}`,
    {
      schema: {
        summary: 'A post with its neighbours and related goods',
        tags: ['content'],
        querystring: blogOneQuerySchema,
        response: replies(postDetailReply),
      },
    },
    async (req, reply) => {
      const read = await readPost(app.db, req.query.id, await customerOf(req));
      const lang = languageOf(req);
      const post = await postIn(app.db, lang, read.post);
      const { value: cards } = await cardsIn(app, lang, await loadCards(app.db, read.relatedGoodsIds));
      const wished = await callerWishesAmong(
        app.db,
        req,
        cards.map((c) => c.id),
      );
      return reply.ok({ ...post, related: withWishes(cards, wished) });
    },
  );

  app.post<{ Body: BlogLikeInput }>(
    `/${paths.blogLike}`,
    {
      schema: { summary: 'Like a post (customers)', tags: ['content'], body: blogLikeSchema, response: replies(postLikeReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await setLike(app.db, req.body.blog_id, req.who.userId!, true)),
  );

  app.post<{ Body: BlogLikeInput }>(
    `/${paths.blogDelLike}`,
    {
      schema: { summary: 'Take back a like of a post (customers)', tags: ['content'], body: blogLikeSchema, response: replies(postLikeReply) },
      config: { auth: 'customer' },
    },
    async (req, reply) => reply.ok(await setLike(app.db, req.body.blog_id, req.who.userId!, false)),
  );
}
