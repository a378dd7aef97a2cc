import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { PostDetail, PostPage } from '../../../contract/blog';
import type { ContentPage } from '../../../contract/content';
import { paths } from '../../../contract/endpoints';
import { posts } from '../../../server/db/schema';
import { apertiumTranslator } from '../../../server/services/translate/apertium';
import { htmlTexts } from '../../../server/services/translate/html';
import { contentSources, correctTranslation, fillTranslations, lookupTranslations } from '../../../server/services/translate/translations';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

const spanish = { cookie: 'lang=es' };
const q = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

const BODY = [
  '## How to choose reading glasses',
  '',
  'Most people need reading glasses after forty. Read our [lens guide](/lens-guide) and measure your **pupillary distance** first.',
  '',
  '![A pair of round frames](/blog/frames.svg)',
  '',
  '- A frame of size 52-18-140 fits a medium face.',
  '- A prescription of +2.50 is common.',
  '',
  'Ask for the code `OS-1234` in the shop.',
].join('\n');

/** What a translator gets of a post: its plain texts and the text nodes of its body. */
const sourcesOf = (p: PostDetail) => [p.title, p.excerpt, p.cover_alt, ...htmlTexts(p.html)];

describe.each(backends())('posts and information pages in Spanish through Apertium (%s)', (backend) => {
  let t: TestApp;
  const tag = `tr-${Date.now().toString(36)}`;
  let id = 0;
  let english: PostDetail;

  beforeAll(async () => {
    t = await startTestApp(backend);
    const [row] = await t.db
      .insert(posts)
      .values({
        slug: tag,
        kind: 'company_news',
        title: 'Reading glasses for every day',
        excerpt: 'How to choose your first pair of reading glasses.',
        author: 'Tester',
        body: BODY,
        cover: '/blog/frames.svg',
        coverAlt: 'Round frames on a table',
        tags: [tag],
        relatedGoodsIds: [],
        readingMinutes: 1,
        publishedAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: posts.id });
    id = row!.id;
  }, 120_000);
  afterAll(async () => {
    if (id) await t?.db.delete(posts).where(inArray(posts.id, [id]));
    await t?.close();
  });

  it('without a translation, a post and a page answer English with content_lang en, never an error', async () => {
    const res = await t.api('GET', `${paths.blogOne}${q({ id })}`, { headers: spanish });
    expect(res.status).toBe(200);
    english = res.body.data as PostDetail;
    expect(english).toMatchObject({ title: 'Reading glasses for every day', content_lang: 'en' });
    expect(english.html).toContain('Most people need reading glasses');
    const page = await t.api('GET', paths.page('shipping'), { headers: spanish });
    expect(page.status).toBe(200);
    expect((page.body.data as ContentPage).content_lang).toBe('en');
  });

  it("the job's texts include every post's and page's, cut into text nodes (no markup)", async () => {
    const sources = await contentSources(t.db);
    for (const s of sourcesOf(english)) expect(sources).toContain(s);
    expect(sources.some((s) => /<\w/.test(s))).toBe(false);
  });

  it('once Apertium has made them, a Spanish shopper reads the post in Spanish: markup, links, sizes and codes kept', async () => {
    const made = await fillTranslations(t.db, apertiumTranslator(), 'es', sourcesOf(english));
    expect(made.made).toBeGreaterThan(5);
    const res = await t.api('GET', `${paths.blogOne}${q({ id })}`, { headers: spanish });
    const post = res.body.data as PostDetail;
    expect(post.content_lang).toBe('es');
    expect(post.title).not.toBe(english.title);
    expect(post.title).toMatch(/gafas|lentes|vasos|leyendo|lectura/i);
    expect(post.html).toMatch(/necesita/i);
    // The same tags in the same order; only the words between them changed.
    const tags = (html: string) => html.match(/<[^>]*>/g);
    expect(tags(post.html)).toEqual(tags(english.html));
    expect(post.html).toContain('<a href="/lens-guide">');
    expect(post.html).toContain('<img src="/blog/frames.svg" alt="A pair of round frames" />');
    expect(post.html).toContain('52-18-140');
    expect(post.html).toContain('+2.50');
    expect(post.html).toContain('<code>OS-1234</code>');
    // English to anyone else; the list shows the Spanish title too.
    expect((await t.api('GET', `${paths.blogOne}${q({ id })}`)).body.data.title).toBe(english.title);
    const list = await t.api('GET', `${paths.blogList}${q({ tag, page: 1 })}`, { headers: spanish });
    expect((list.body.data as PostPage).items[0]).toMatchObject({ id, title: post.title, content_lang: 'es' });
  }, 120_000);

  it("keeps the operator's correction: a later fill never overwrites it", async () => {
    await correctTranslation(t.db, 'es', english.title, 'Gafas de lectura para cada día');
    await fillTranslations(t.db, apertiumTranslator(), 'es', sourcesOf(english));
    const res = await t.api('GET', `${paths.blogOne}${q({ id })}`, { headers: spanish });
    expect(res.body.data.title).toBe('Gafas de lectura para cada día');
  }, 120_000);

  it('an information page in Spanish once translated: title, description and text, its markup unchanged', async () => {
    const en = (await t.api('GET', paths.page('shipping'))).body.data as ContentPage;
    await fillTranslations(t.db, apertiumTranslator(), 'es', [en.title, en.description, ...htmlTexts(en.html)]);
    const es = (await t.api('GET', paths.page('shipping'), { headers: spanish })).body.data as ContentPage;
    expect(es.content_lang).toBe('es');
    expect(es.title).toBe((await lookupTranslations(t.db, 'es', [en.title])).get(en.title));
    expect(es.html.match(/<[^>]*>/g)).toEqual(en.html.match(/<[^>]*>/g));
    expect(es.html).not.toBe(en.html);
  }, 120_000);
});
