import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { BLOG_PAGE_SIZE, readingMinutes, type PostDetail, type PostLikeState, type PostPage } from '../../../../contract/blog';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { posts } from '../../../../server/db/schema';
import { XSS_FORBIDDEN, XSS_PAYLOADS } from '../../../../server/services/content/xss-payloads';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register, visitorToken } from '../../helpers/sessions';

const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

describe.each(backends())('the blog: api/blog/getList, getOne, like, del_like (%s)', (backend) => {
  let t: TestApp;
  /** Posts this file adds (its own kind of tag, so other runs' rows never mix in). */
  const tag = `test-${Date.now().toString(36)}`;
  const added: number[] = [];
  beforeAll(async () => {
    // Many customers register here (the concurrent likes): no login rate limit in the way.
    t = await startTestApp(backend, { authRateLimit: { max: 1000, windowMs: 60_000 } });
    // A dozen posts of one tag, a day apart (the newest first: tag-0), and one scheduled for tomorrow.
    const day = 86_400_000;
    const base = Date.now() - 30 * day;
    const rows = await t.db
      .insert(posts)
      .values([
        ...Array.from({ length: 12 }, (_, i) => ({
          slug: `${tag}-${i}`,
          kind: i % 3 === 0 ? ('company_news' as const) : ('blog' as const),
          title: `${tag} post ${i}`,
          excerpt: 'x',
          author: 'Tester',
          body: `Post ${i} ${'word '.repeat(450)}`,
          cover: '/blog/news.svg',
          coverAlt: 'A newspaper',
          tags: [tag, 'frames'],
          relatedGoodsIds: i === 0 ? [3, 999_999, 5] : [],
          readingMinutes: readingMinutes(`${'word '.repeat(450)}`),
          publishedAt: new Date(base + (12 - i) * day),
        })),
        {
          slug: `${tag}-future`,
          kind: 'blog' as const,
          title: `${tag} scheduled`,
          excerpt: 'x',
          author: 'Tester',
          body: 'Soon',
          cover: '/blog/news.svg',
          coverAlt: 'A newspaper',
          tags: [tag],
          relatedGoodsIds: [],
          readingMinutes: 1,
          publishedAt: new Date(Date.now() + day),
        },
      ])
      .returning({ id: posts.id, slug: posts.slug });
    added.push(...rows.map((r) => r.id));
  });
  afterAll(async () => {
    if (added.length) await t?.db.delete(posts).where(inArray(posts.id, added));
    await t?.close();
  });

  const list = (params: Record<string, string | number>) => t.api<PostPage>('GET', `${paths.blogList}${q(params)}`);

  it('lists the seeded posts newest first, ten a page, with covers of our own and reading times', async () => {
    const res = await list({});
    expect(res.status).toBe(200);
    const { items, page, page_size, total } = res.body.data;
    expect([page, page_size]).toEqual([1, BLOG_PAGE_SIZE]);
    expect(items).toHaveLength(BLOG_PAGE_SIZE);
    expect(total).toBeGreaterThanOrEqual(24);
    const dates = items.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const p of items) {
      expect(p.cover).toMatch(/^\/blog\/[a-z-]+\.svg$/);
      expect(p.reading_minutes).toBeGreaterThanOrEqual(1);
    }
    const seeded = await list({ kind: 'readers_topic' });
    expect(seeded.body.data.items.map((p) => p.kind)).toEqual(seeded.body.data.items.map(() => 'readers_topic'));
    expect(seeded.body.data.total).toBeGreaterThanOrEqual(3);
  });

  it('pages by tag and kind; a scheduled post is not shown', async () => {
    const first = await list({ tag });
    expect(first.body.data.total).toBe(12);
    expect(first.body.data.items.map((p) => p.title)).toEqual(Array.from({ length: 10 }, (_, i) => `${tag} post ${i}`));
    const second = await list({ tag, page: 2 });
    expect(second.body.data.items.map((p) => p.title)).toEqual([`${tag} post 10`, `${tag} post 11`]);
    expect((await list({ tag, page: 3 })).body.data.items).toEqual([]);
    const news = await list({ tag, kind: 'company_news' });
    expect(news.body.data.items.map((p) => p.title)).toEqual([0, 3, 6, 9].map((i) => `${tag} post ${i}`));
    expect(first.body.data.items[0]!.reading_minutes).toBe(3);
  });

  it("refuses a bad kind, tag or page with 422 and the field's message", async () => {
    const kind = await list({ kind: 'gossip' });
    expect([kind.status, kind.body.data]).toEqual([
      422,
      { errors: { kind: messages.postKindInvalid }, field_keys: { kind: { key: 'postKindInvalid' } } },
    ]);
    const badTag = await list({ tag: '<script>' });
    expect([badTag.status, badTag.body.msg]).toEqual([422, messages.postTagInvalid]);
    const page = await list({ page: 0 });
    expect([page.status, page.body.msg]).toEqual([422, messages.pageInvalid]);
  });

  it('opens a post with its neighbours of the same kind and its related goods (unknown ids skipped)', async () => {
    const [newest, , second] = (await list({ tag, kind: 'blog' })).body.data.items;
    const res = await t.api<PostDetail>('GET', `${paths.blogOne}${q({ id: added[1]! })}`);
    expect(res.status).toBe(200);
    const post = res.body.data;
    expect(post.title).toBe(`${tag} post 1`);
    expect(post.is_like).toBe(false);
    expect(post.html).toContain('<p>Post 1 word');
    expect(post.next).toBeNull(); // the newest blog post of the seed and of this file is post 1
    expect(post.previous).toEqual({ id: added[2], title: `${tag} post 2`, content_lang: 'en' });
    expect(newest!.id).toBe(added[1]);
    expect(second!.id).toBe(added[4]);
    const withGoods = await t.api<PostDetail>('GET', `${paths.blogOne}${q({ id: added[0]! })}`);
    expect(withGoods.body.data.related.map((g) => g.id)).toEqual([3, 5]);
  });

  it('answers 404 for an unknown or scheduled post, 422 for an id that is not one', async () => {
    for (const id of [999_999, added[12]!]) {
      const res = await t.api('GET', `${paths.blogOne}${q({ id })}`);
      expect([res.status, res.body.msg]).toEqual([404, messages.postNotFound]);
    }
    const bad = await t.api('GET', `${paths.blogOne}${q({ id: 'abc' })}`);
    expect(bad.status).toBe(422);
    const token = (await register(t, newEmail('blog404'))).access_token;
    const like = await t.api('POST', paths.blogLike, { token, form: { blog_id: 999_999 } });
    expect([like.status, like.body.msg]).toEqual([404, messages.postNotFound]);
  });

  it('a customer likes and unlikes a post, idempotently; getOne says so', async () => {
    const id = added[3]!;
    const token = (await register(t, newEmail('blog-like'))).access_token;
    const like = () => t.api<PostLikeState>('POST', paths.blogLike, { token, form: { blog_id: id } });
    const unlike = () => t.api<PostLikeState>('POST', paths.blogDelLike, { token, form: { blog_id: id } });
    expect((await like()).body.data).toEqual({ blog_id: id, is_like: true, like_count: 1 });
    expect((await like()).body.data).toEqual({ blog_id: id, is_like: true, like_count: 1 });
    const read = await t.api<PostDetail>('GET', `${paths.blogOne}${q({ id })}`, { token });
    expect([read.body.data.is_like, read.body.data.like_count]).toEqual([true, 1]);
    expect((await unlike()).body.data).toEqual({ blog_id: id, is_like: false, like_count: 0 });
    expect((await unlike()).body.data).toEqual({ blog_id: id, is_like: false, like_count: 0 });
  });

  it("refuses a visitor's like (403) and one without a token (401), and counts nothing", async () => {
    const id = added[5]!;
    const visitor = await t.api('POST', paths.blogLike, { token: await visitorToken(t), form: { blog_id: id } });
    expect([visitor.status, visitor.body.msg]).toEqual([403, messages.signInRequired]);
    const nobody = await t.api('POST', paths.blogDelLike, { form: { blog_id: id } });
    expect(nobody.status).toBe(401);
    const [row] = await t.db.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, id));
    expect(row!.n).toBe(0);
  });

  it('counts every like of many customers liking at once, and each one once', async () => {
    const id = added[6]!;
    const tokens = await Promise.all(Array.from({ length: 12 }, (_, i) => register(t, newEmail(`blog-many-${i}`)).then((l) => l.access_token)));
    // Each customer likes twice, all at once.
    const answers = await Promise.all(
      [...tokens, ...tokens].map((token) => t.api<PostLikeState>('POST', paths.blogLike, { token, form: { blog_id: id } })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const [row] = await t.db.select({ n: posts.likeCount }).from(posts).where(eq(posts.id, id));
    expect(row!.n).toBe(12);
    await Promise.all(tokens.slice(0, 5).map((token) => t.api('POST', paths.blogDelLike, { token, form: { blog_id: id } })));
    const read = await t.api<PostDetail>('GET', `${paths.blogOne}${q({ id })}`);
    expect(read.body.data.like_count).toBe(7);
  });

  it("no XSS payload in a post's Markdown survives into getOne's HTML", async () => {
    const [row] = await t.db
      .insert(posts)
      .values({
        slug: `${tag}-xss`,
        kind: 'readers_topic',
        title: 'XSS',
        excerpt: 'x',
        author: 'Mallory',
        cover: '/blog/readers.svg',
        coverAlt: 'x',
        body: XSS_PAYLOADS.map((p) => `Before\n\n${p}\n\nafter`).join('\n\n* * *\n\n'),
        readingMinutes: 1,
        publishedAt: new Date(Date.now() - 1000),
      })
      .returning({ id: posts.id });
    added.push(row!.id);
    const res = await t.api<PostDetail>('GET', `${paths.blogOne}${q({ id: row!.id })}`);
    expect(res.status).toBe(200);
    for (const bad of XSS_FORBIDDEN) expect(res.body.data.html).not.toMatch(bad);
    expect(res.body.data.html).toContain('<p>Before</p>');
  });
});
