import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { adminContentPaths, CONTENT_LIMITS, type AdminContent, type AdminContentRow, type ContentPicture } from '../../../../contract/admin-content';
import { adminPaths } from '../../../../contract/admin';
import type { PostDetail, PostPage } from '../../../../contract/blog';
import { consoleMessages as m } from '../../../../contract/console-messages';
import type { ContentPage } from '../../../../contract/content';
import { paths } from '../../../../contract/endpoints';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry, StaffRole } from '../../../../contract/staff';
import { contentPages, posts } from '../../../../server/db/schema';
import { XSS_FORBIDDEN, XSS_PAYLOADS } from '../../../../server/services/content/xss-payloads';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { staffToken } from '../../helpers/staff';
import { postMultipart } from '../../helpers/uploads';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const uid = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const pageInput = (over: Record<string, unknown> = {}) => ({
  kind: 'page',
  title: 'Size guide',
  slug: `size-guide-${uid()}`,
  description: 'How to read the three numbers on a frame.',
  body: '## Lens width\n\nThe first number.',
  ...over,
});
const postInput = (over: Record<string, unknown> = {}) => ({
  ...pageInput({ title: 'Spring frames', slug: `spring-frames-${uid()}`, description: 'What is new this spring.' }),
  kind: 'company_news',
  related_goods_ids: [1, 2],
  ...over,
});

describe.each(backends())('console pages and posts: api/admin/content (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  const tokens = {} as Record<StaffRole, string>;
  let content: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-content-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    t = await startTestApp(backend, { staticDir: dir, authRateLimit: { max: 100_000, windowMs: 60_000 } });
    for (const role of ['owner', 'manager', 'content', 'fulfilment', 'support', 'catalogue'] as const) tokens[role] = await staffToken(t, role);
    content = tokens.content;
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const create = (type: 'pages' | 'posts', body: unknown, token = content) =>
    t.api<AdminContent>('POST', adminContentPaths.create(type), { token, body });
  const save = (c: Pick<AdminContent, 'type' | 'id'>, body: unknown, token = content) =>
    t.api<AdminContent>('PUT', adminContentPaths.item(c.type, c.id), { token, body });
  const publish = (c: Pick<AdminContent, 'type' | 'id' | 'version'>, publish_at: string | null = null) =>
    t.api<AdminContent>('POST', adminContentPaths.publish(c.type, c.id), { token: content, body: { version: c.version, publish_at } });
  const made = async (type: 'pages' | 'posts', over: Record<string, unknown> = {}) => {
    const res = await create(type, type === 'pages' ? pageInput(over) : postInput(over));
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const shopPage = (slug: string) => t.api<ContentPage>('GET', paths.page(slug));
  const errors = (res: { body: { data: unknown } }) => (res.body.data as { errors: Record<string, string> }).errors;
  const pageCount = async () => Number((await t.db.select({ n: count() }).from(contentPages))[0]!.n);
  const postCount = async () => Number((await t.db.select({ n: count() }).from(posts))[0]!.n);

  it('every endpoint answers content, manager and owner, and 403 to fulfilment, support and catalogue', async () => {
    const page = await made('pages');
    const calls: [string, string, (() => unknown)?][] = [
      ['GET', adminContentPaths.list],
      ['POST', adminContentPaths.create('pages'), () => pageInput()],
      ['GET', adminContentPaths.item('pages', page.id)],
      ['PUT', adminContentPaths.item('pages', page.id), () => ({ ...pageInput({ slug: page.slug }), version: 999 })],
      ['DELETE', `${adminContentPaths.item('pages', page.id)}?version=999`],
      ['POST', adminContentPaths.publish('pages', page.id), () => ({ version: 999 })],
      ['POST', adminContentPaths.unpublish('pages', page.id), () => ({ version: 999 })],
      ['POST', adminContentPaths.preview, () => ({ markdown: '# Hi' })],
    ];
    for (const role of ['fulfilment', 'support', 'catalogue'] as const) {
      for (const [method, p, body] of calls) {
        const res = await t.api(method, p, { token: tokens[role], body: body?.() });
        expect([role, method, p, res.status]).toEqual([role, method, p, 403]);
      }
      const upload = await postMultipart(t, adminContentPaths.pictures, tokens[role], { fields: {}, files: [{ name: 'x.png', data: 'x' }] });
      expect([role, upload.status]).toEqual([role, 403]);
    }
    for (const role of ['content', 'manager', 'owner'] as const) {
      for (const [method, p, body] of calls) {
        const res = await t.api(method, p, { token: tokens[role], body: body?.() });
        // A stale version is a 409: the member may ask, the copy is old.
        expect([role, method, p, [200, 409].includes(res.status)]).toEqual([role, method, p, true]);
      }
    }
    expect((await t.api('GET', adminContentPaths.list)).status).toBe(401);
  });

  it('a new page is a draft shoppers cannot read; published, it is at /pages/{slug}; unpublished, gone again', async () => {
    const page = await made('pages', { body: '## Lens width\n\nThe first number, in millimetres.' });
    expect(page).toMatchObject({
      type: 'pages',
      kind: 'page',
      status: 'draft',
      publish_at: null,
      version: 1,
      address: `/pages/${page.slug}`,
      fixed: false,
    });
    expect((await shopPage(page.slug)).status).toBe(404);
    const list = (await t.api<AdminContentRow[]>('GET', `${adminContentPaths.list}?type=pages&status=draft`, { token: content })).body.data;
    expect(list.find((r) => r.id === page.id)).toMatchObject({ status: 'draft', title: 'Size guide' });

    const live = await publish(page);
    expect(live.status, live.text).toBe(200);
    expect(live.body.key).toBe('contentPublished');
    expect(live.body.data).toMatchObject({ status: 'published', version: 2 });
    const read = await shopPage(page.slug);
    expect(read.status).toBe(200);
    expect(read.body.data.html).toContain('millimetres');
    expect((await fetch(`${t.url}/pages/${page.slug}`)).status).toBe(200);

    const off = await t.api<AdminContent>('POST', adminContentPaths.unpublish('pages', page.id), { token: content, body: { version: 2 } });
    expect(off.body.data).toMatchObject({ status: 'draft', publish_at: null, version: 3 });
    expect((await shopPage(page.slug)).status).toBe(404);
    expect((await fetch(`${t.url}/pages/${page.slug}`)).status).toBe(404);

    const log = (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=page&record_id=${page.id}`, { token: tokens.owner })).body
      .data.items;
    expect(log.map((e) => e.action)).toEqual(['page.unpublish', 'page.publish', 'page.create']);
  });

  it("the preview is the shop's renderer and sanitizer: no XSS payload survives", async () => {
    const markdown = XSS_PAYLOADS.map((p) => `Before\n\n${p}\n\nafter`).join('\n\n* * *\n\n');
    const res = await t.api<{ html: string }>('POST', adminContentPaths.preview, { token: content, body: { markdown } });
    expect(res.status, res.text).toBe(200);
    for (const bad of XSS_FORBIDDEN) expect(res.body.data.html).not.toMatch(bad);
    expect(res.body.data.html).toContain('<p>Before</p>');
    for (const p of XSS_PAYLOADS) {
      const one = await t.api<{ html: string }>('POST', adminContentPaths.preview, { token: content, body: { markdown: p } });
      expect(one.body.data.html).not.toMatch(/<script|\son\w+\s*=|javascript:/i);
    }
  });

  it('two editors save one page read at the same version: one is saved, the other gets 409 and nothing is overwritten', async () => {
    const page = await made('pages');
    const [a, b] = await Promise.all([
      save(page, { ...pageInput({ slug: page.slug, title: 'Edited by A' }), version: 1 }),
      save(page, { ...pageInput({ slug: page.slug, title: 'Edited by B' }), version: 1 }, tokens.manager),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    const winner = a.status === 200 ? a : b;
    expect(loser.body.key).toBe('contentChanged');
    expect(loser.body.data).toMatchObject({ reason: 'contentChanged', version: 2 });
    const now = (await t.api<AdminContent>('GET', adminContentPaths.item('pages', page.id), { token: content })).body.data;
    expect(now.title).toBe(winner.body.data.title);
    expect(now.version).toBe(2);
    // A publish from the stale copy is refused too.
    expect((await publish({ ...page, version: 1 })).status).toBe(409);
  });

  it('a scheduled post appears at its time and not before', async () => {
    const post = await made('posts', { kind: 'blog' });
    expect((await publish(post, new Date(Date.now() - 60_000).toISOString())).status).toBe(422);
    const at = Date.now() + 2500;
    const scheduled = await publish(post, new Date(at).toISOString());
    expect(scheduled.status, scheduled.text).toBe(200);
    expect(scheduled.body.data.status).toBe('scheduled');
    expect(scheduled.body.key).toBe('contentScheduled');
    const listed = async () => (await t.api<PostPage>('GET', `${paths.blogList}?kind=blog`)).body.data.items.some((p) => p.id === post.id);
    const opened = async () => (await t.api<PostDetail>('GET', `${paths.blogOne}?id=${post.id}`)).status;
    expect(await listed()).toBe(false);
    expect(await opened()).toBe(404);
    expect((await fetch(`${t.url}/company-news/${post.id}`)).status).toBe(404);
    await sleep(Math.max(0, at - Date.now()) + 200);
    expect(await listed()).toBe(true);
    expect(await opened()).toBe(200);
    expect((await fetch(`${t.url}/company-news/${post.id}`)).status).toBe(200);
    const row = (await t.api<AdminContentRow[]>('GET', `${adminContentPaths.list}?type=posts`, { token: content })).body.data.find(
      (r) => r.id === post.id,
    );
    expect(row?.status).toBe('published');
  });

  it('a published page whose address changes keeps a 301 from the former one; a fixed page keeps its address', async () => {
    const page = await made('pages');
    const live = (await publish(page)).body.data;
    const slug = `${page.slug}-moved`;
    const moved = await save(live, { ...pageInput({ slug }), version: live.version });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.address).toBe(`/pages/${slug}`);
    const old = await fetch(`${t.url}/pages/${page.slug}?ref=x`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/pages/${slug}?ref=x`);
    expect((await fetch(`${t.url}/pages/${slug}`)).status).toBe(200);
    // The app's call for the former address answers the page, which says where it is now.
    expect((await shopPage(page.slug)).body.data.slug).toBe(slug);
    // Moved once more: the first address follows to the latest.
    const again = await save(moved.body.data, { ...pageInput({ slug: `${slug}-2` }), version: moved.body.data.version });
    expect(again.status).toBe(200);
    expect((await fetch(`${t.url}/pages/${page.slug}`, { redirect: 'manual' })).headers.get('location')).toBe(`/pages/${slug}-2`);

    const privacy = (await t.api<AdminContentRow[]>('GET', `${adminContentPaths.list}?q=privacy`, { token: content })).body.data[0]!;
    const full = (await t.api<AdminContent>('GET', adminContentPaths.item('pages', privacy.id), { token: content })).body.data;
    expect(full.fixed).toBe(true);
    const refused = await save(full, { ...pageInput({ slug: 'privacy-policy', title: full.title, body: full.body }), version: full.version });
    expect(refused.status).toBe(422);
    expect(errors(refused)).toEqual({ slug: m.contentSlugFixed });
  });

  it('bad input: each field says what is wrong, never a 500, nothing stored', async () => {
    const taken = await made('pages');
    const before = [await pageCount(), await postCount()];
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [pageInput({ slug: taken.slug }), { slug: m.contentSlugTaken }],
      [pageInput({ slug: 'Not A Slug!' }), { slug: m.contentSlugInvalid }],
      [pageInput({ slug: '' }), { slug: m.contentSlugRequired }],
      [pageInput({ title: '' }), { title: m.contentTitleRequired }],
      [pageInput({ body: 'x'.repeat(1024 * 1024) }), { body: m.contentBodyTooLong }],
      [pageInput({ kind: 'blog' }), { kind: m.contentKindInvalid }],
    ];
    for (const [body, expected] of cases) {
      const res = await create('pages', body);
      expect(res.status, res.text.slice(0, 300)).toBe(422);
      expect(errors(res)).toEqual(expected);
    }
    const unknown = await create('posts', postInput({ related_goods_ids: [1, 999_999] }));
    expect(errors(unknown)).toEqual({ related_goods_ids: m.contentRelatedUnknown });
    const twice = await create('posts', postInput({ related_goods_ids: [1, 1] }));
    expect(errors(twice)).toEqual({ related_goods_ids: m.contentRelatedInvalid });
    const big = await t.api('POST', adminContentPaths.preview, { token: content, body: { markdown: 'x'.repeat(CONTENT_LIMITS.bodyMax + 1) } });
    expect([big.status, errors(big)]).toEqual([422, { markdown: m.contentBodyTooLong }]);
    const past = await publish({ ...taken }, '2020-01-01T00:00:00Z');
    expect([past.status, errors(past)]).toEqual([422, { publish_at: m.contentPublishAtPast }]);
    const notTime = await publish({ ...taken }, 'tomorrow');
    expect([notTime.status, errors(notTime)]).toEqual([422, { publish_at: m.contentPublishAtInvalid }]);
    // A too-long text on a save leaves the page as it was.
    const long = await save(taken, { ...pageInput({ slug: taken.slug, body: 'y'.repeat(1024 * 1024) }), version: 1 });
    expect(long.status).toBe(422);
    expect([await pageCount(), await postCount()]).toEqual(before);
    expect(
      (await t.db.select({ body: contentPages.body, v: contentPages.version }).from(contentPages).where(eq(contentPages.id, taken.id)))[0],
    ).toEqual({
      body: taken.body,
      v: 1,
    });
    expect((await t.api('GET', adminContentPaths.item('pages', 999_999), { token: content })).status).toBe(404);
    const wrong = await t.api('GET', adminContentPaths.item('things' as 'pages', 1), { token: content });
    expect([wrong.status, wrong.body.msg]).toEqual([422, m.contentNotFound]);
  });

  it('only a draft can be deleted', async () => {
    const page = await made('pages');
    const live = (await publish(page)).body.data;
    const refused = await t.api('DELETE', `${adminContentPaths.item('pages', page.id)}?version=${live.version}`, { token: content });
    expect([refused.status, refused.body.key]).toEqual([409, 'contentDeleteNotDraft']);
    const draft = await made('posts');
    const gone = await t.api('DELETE', `${adminContentPaths.item('posts', draft.id)}?version=1`, { token: content });
    expect([gone.status, gone.body.key]).toEqual([200, 'contentDeleted']);
    expect((await t.api('GET', adminContentPaths.item('posts', draft.id), { token: content })).status).toBe(404);
  });

  it('a post with related products: published, readers get it with their cards; a picture uploaded goes in as Markdown', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    const up = await postMultipart<ContentPicture>(t, adminContentPaths.pictures, content, {
      fields: { alt: 'Blue [frames]' },
      files: [{ name: 'frames.png', data: png }],
    });
    expect(up.status, up.text).toBe(200);
    expect(up.body.data.markdown).toBe(`![Blue  frames](${up.body.data.image.src})`);
    expect(up.body.data.image.src).toMatch(/^\/media\/[0-9a-f]{32}\/640\.webp$/);
    const notPicture = await postMultipart(t, adminContentPaths.pictures, content, { fields: {}, files: [{ name: 'x.png', data: 'not a picture' }] });
    expect(notPicture.status).toBe(422);

    const post = await made('posts', { body: `Our new frames.\n\n${up.body.data.markdown}`, related_goods_ids: [2, 1] });
    expect(post).toMatchObject({ kind: 'company_news', related_goods_ids: [2, 1], cover: '/blog/news.svg', address: `/company-news/${post.id}` });
    const first = (await publish(post)).body.data;
    // Published again (Publish on a published post): it keeps its date, and its place in the list.
    const again = await publish(first);
    expect(again.body.data).toMatchObject({ status: 'published', publish_at: first.publish_at, version: first.version + 1 });
    const one = await t.api<PostDetail>('GET', `${paths.blogOne}?id=${post.id}`);
    expect(one.status).toBe(200);
    expect(one.body.data.html).toContain(`<img src="${up.body.data.image.src}" alt="Blue  frames" />`);
    expect(one.body.data.related.map((g) => g.id)).toEqual([2, 1]);
  });
});
