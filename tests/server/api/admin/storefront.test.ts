import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { storefrontPaths, type Storefront, type StorefrontGoods, type StorefrontPreview } from '../../../../contract/admin-storefront';
import type { IndexBlock } from '../../../../contract/catalog';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import { FIRST_SCREEN_DATA_ID, firstScreenKeys, type FirstScreenData } from '../../../../contract/first-screen';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import { goods } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf } from '../../helpers/checkout';
import { staffToken } from '../../helpers/staff';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

describe.each(backends())('console storefront: api/admin/storefront (%s)', (backend) => {
  let t: TestApp;
  let dir: string;
  let catalogue: string;
  let owner: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-storefront-'));
    fs.copyFileSync(path.join(ROOT, 'index.html'), path.join(dir, 'index.html'));
    t = await startTestApp(backend, { staticDir: dir });
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const read = async () => (await t.api<Storefront>('GET', storefrontPaths.storefront, { token: catalogue })).body.data;
  const hero = async () => (await read()).blocks.find((b) => b.kind === 'hero')!;
  const goodsRow = async () => (await read()).blocks.find((b) => b.kind === 'goods_row')!;
  /** The shop's stored blocks of a placement (the promotions' coupons block, never stored, left out). */
  const shop = async (where: 'top' | 'index') =>
    (await t.api<IndexBlock[]>('POST', `${paths.indexBlocks}?${where}`, { form: { type: 'wap' } })).body.data.filter((b) => b.kind !== 'coupons');
  const shopHero = async () => (await shop('top')).find((b) => b.kind === 'hero')!;
  const auditOf = async (id: string) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=storefront&record_id=${encodeURIComponent(id)}`, { token: owner }))
      .body.data.items;
  const slideBody = { title: 'Autumn frames', subtitle: 'New in', img: '/api/goods/image/3.svg', alt: 'A round frame', link: '/goods-list/1' };

  it('lists the blocks with their slides, goods rows and questionnaire pictures; others are refused', async () => {
    const res = await t.api<Storefront>('GET', storefrontPaths.storefront, { token: catalogue });
    expect(res.status, res.text).toBe(200);
    const kinds = res.body.data.blocks.map((b) => b.kind);
    expect(kinds).toContain('hero');
    expect(kinds).toContain('goods_row');
    expect((await hero()).slides.length).toBeGreaterThan(0);
    expect(res.body.data.questionnaires.length).toBeGreaterThan(0);
    const support = await staffToken(t, 'support');
    expect((await t.api('GET', storefrontPaths.storefront, { token: support })).status).toBe(403);
    expect((await t.api('GET', storefrontPaths.storefront)).status).toBe(401);
  });

  it('edits a slide: the shop serves it at once, audited; a stale version is a 409', async () => {
    const h = await hero();
    const slide = h.slides[0]!;
    await shopHero(); // cached before the change
    const res = await t.api<Storefront>('PUT', storefrontPaths.slide(slide.id), { token: catalogue, body: { ...slideBody, version: slide.version } });
    expect(res.status, res.text).toBe(200);
    expect(res.body.msg).toBe(m.storefrontSaved);
    expect((await shopHero()).items.find((i) => i.id === slide.id)).toMatchObject({
      title: 'Autumn frames',
      img: slideBody.img,
      alt: 'A round frame',
    });
    const again = await t.api('PUT', storefrontPaths.slide(slide.id), {
      token: catalogue,
      body: { ...slideBody, title: 'x', version: slide.version },
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(m.storefrontChanged);
    const [entry] = await auditOf(`slide:${slide.id}`);
    expect(entry).toMatchObject({ action: 'storefront.slide.update', after: { title: 'Autumn frames' } });
  });

  it('refuses bad slides on their fields: end before start, a bad link, a foreign picture, nothing written', async () => {
    const h = await hero();
    const bad = async (body: object) => t.api('POST', storefrontPaths.blockSlides(h.id), { token: catalogue, body: { ...slideBody, ...body } });
    let res = await bad({ starts_at: '2030-01-02T00:00:00Z', ends_at: '2030-01-01T00:00:00Z' });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ ends_at: m.storefrontEndBeforeStart });
    res = await bad({ link: 'javascript:alert(1)' });
    expect(errorsOf(res)).toEqual({ link: m.storefrontLinkInvalid });
    res = await bad({ link: '//evil.example/x' });
    expect(errorsOf(res)).toEqual({ link: m.storefrontLinkInvalid });
    res = await bad({ img: 'https://evil.example/x.png' });
    expect(errorsOf(res)).toEqual({ img: m.storefrontImageInvalid });
    res = await bad({ title: '' });
    expect(errorsOf(res)).toEqual({ title: m.storefrontTitleRequired });
    expect((await hero()).slides.length).toBe(h.slides.length);
    // Slides only on the hero block.
    const row = await goodsRow();
    res = await t.api('POST', storefrontPaths.blockSlides(row.id), { token: catalogue, body: slideBody });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ title: m.slidesOnlyHero });
    expect((await t.api('POST', storefrontPaths.blockSlides(999_999), { token: catalogue, body: slideBody })).status).toBe(404);
  });

  it('a slide outside its dates is not served; adds, reorders and removes slides', async () => {
    const h = await hero();
    const day = 86_400_000;
    const future = { ...slideBody, title: 'Later', starts_at: new Date(Date.now() + day).toISOString() };
    const past = {
      ...slideBody,
      title: 'Over',
      starts_at: new Date(Date.now() - 2 * day).toISOString(),
      ends_at: new Date(Date.now() - day).toISOString(),
    };
    const now = {
      ...slideBody,
      title: 'Now',
      starts_at: new Date(Date.now() - day).toISOString(),
      ends_at: new Date(Date.now() + day).toISOString(),
    };
    for (const body of [future, past, now])
      expect((await t.api('POST', storefrontPaths.blockSlides(h.id), { token: catalogue, body })).status).toBe(200);
    const after = await hero();
    const added = after.slides.slice(-3);
    expect(added.map((s) => [s.title, s.live])).toEqual([
      ['Later', false],
      ['Over', false],
      ['Now', true],
    ]);
    const served = (await shopHero()).items.map((i) => i.title);
    expect(served).toContain('Now');
    expect(served).not.toContain('Later');
    expect(served).not.toContain('Over');
    // The first screen drawn into index.html follows.
    const html = await (await fetch(`${t.url}/`)).text();
    const data = JSON.parse(new RegExp(`id="${FIRST_SCREEN_DATA_ID}">([^<]*)<`).exec(html)![1]!) as FirstScreenData;
    const top = data.answers[firstScreenKeys.indexBlocks('top')] as IndexBlock[];
    expect(top.find((b) => b.kind === 'hero')!.items.map((i) => i.title)).toEqual(served);

    const reversed = after.slides.map((s) => s.id).reverse();
    let res = await t.api<Storefront>('POST', storefrontPaths.slideOrder(h.id), { token: catalogue, body: { ids: reversed } });
    expect(res.status, res.text).toBe(200);
    expect((await hero()).slides.map((s) => s.id)).toEqual(reversed);
    res = await t.api('POST', storefrontPaths.slideOrder(h.id), { token: catalogue, body: { ids: reversed.slice(1) } });
    expect(errorsOf(res)).toEqual({ ids: m.storefrontOrderInvalid });
    for (const s of added) expect((await t.api('DELETE', storefrontPaths.slide(s.id), { token: catalogue })).status).toBe(200);
    expect((await hero()).slides.length).toBe(after.slides.length - 3);
    expect((await t.api('DELETE', storefrontPaths.slide(added[0]!.id), { token: catalogue })).status).toBe(404);
  });

  it('refuses an eleventh slide', async () => {
    const h = await hero();
    for (let i = h.slides.length; i < 10; i++)
      expect((await t.api('POST', storefrontPaths.blockSlides(h.id), { token: catalogue, body: slideBody })).status).toBe(200);
    const res = await t.api('POST', storefrontPaths.blockSlides(h.id), { token: catalogue, body: slideBody });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ title: m.slidesTooMany });
    for (const s of (await hero()).slides.slice(h.slides.length)) await t.api('DELETE', storefrontPaths.slide(s.id), { token: catalogue });
  });

  it("chooses a goods row's products: the shop shows them in that order; unpublished, unknown or too many refused", async () => {
    const found = (await t.api<StorefrontGoods[]>('GET', `${storefrontPaths.goodsSearch}?q=a`, { token: catalogue })).body.data;
    expect(found.length).toBeGreaterThan(3);
    expect(found.every((g) => g.status === 'published')).toBe(true);
    const bySku = (
      await t.api<StorefrontGoods[]>('GET', `${storefrontPaths.goodsSearch}?q=${encodeURIComponent(found[0]!.sku)}`, { token: catalogue })
    ).body.data;
    expect(bySku.map((g) => g.id)).toContain(found[0]!.id);
    const row = await goodsRow();
    const ids = [found[2]!.id, found[0]!.id, found[1]!.id];
    let res = await t.api<Storefront>('PUT', storefrontPaths.blockGoods(row.id), {
      token: catalogue,
      body: { goods_ids: ids, version: row.version },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.blocks.find((b) => b.id === row.id)!.goods.map((g) => g.id)).toEqual(ids);
    expect((await shop('index')).find((b) => b.id === row.id)!.goods.map((g) => g.id)).toEqual(ids);

    const fresh = await goodsRow();
    await t.db.update(goods).set({ status: 'draft' }).where(eq(goods.id, found[3]!.id));
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: [found[3]!.id], version: fresh.version } });
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual({ goods_ids: m.goodsRowUnpublished.replace('{{id}}', String(found[3]!.id)) });
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: [999_999], version: fresh.version } });
    expect(res.status).toBe(422);
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), {
      token: catalogue,
      body: { goods_ids: Array.from({ length: 21 }, (_, i) => i + 1), version: fresh.version },
    });
    expect(errorsOf(res)).toEqual({ goods_ids: m.goodsRowTooMany });
    // Not a number: its own words, never a raw {{id}}.
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: ['abc'], version: fresh.version } });
    expect(res.status).toBe(422);
    expect(Object.values(errorsOf(res))).toEqual([m.goodsRowIdInvalid]);
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: 'abc', version: fresh.version } });
    expect(Object.values(errorsOf(res))).toEqual([m.goodsRowIdInvalid]);
    res = await t.api('POST', storefrontPaths.preview, { token: catalogue, body: { goods: { block_id: row.id, goods_ids: ['x1'] } } });
    expect(res.status).toBe(422);
    expect(JSON.stringify(errorsOf(res))).not.toContain('{{');
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: [1, 1], version: fresh.version } });
    expect(errorsOf(res)).toEqual({ goods_ids: m.goodsRowTwice });
    expect((await goodsRow()).goods_ids).toEqual(ids);
    // A product made draft later leaves the row without a write to the row.
    await t.db.update(goods).set({ status: 'draft' }).where(eq(goods.id, ids[0]!));
    t.app.readCache.invalidateGoods([ids[0]!]);
    expect((await shop('index')).find((b) => b.id === row.id)!.goods.map((g) => g.id)).toEqual(ids.slice(1));
    await t.db.update(goods).set({ status: 'published' }).where(eq(goods.id, ids[0]!));
    await t.db.update(goods).set({ status: 'published' }).where(eq(goods.id, found[3]!.id));
    // Emptied: chosen by its tab again.
    res = await t.api('PUT', storefrontPaths.blockGoods(row.id), { token: catalogue, body: { goods_ids: [], version: (await goodsRow()).version } });
    expect(res.status).toBe(200);
    expect((await shop('index')).find((b) => b.id === row.id)!.goods.length).toBe(10);
  });

  it('edits a block, hides it and reorders the blocks', async () => {
    const row = await goodsRow();
    let res = await t.api('PUT', storefrontPaths.block(row.id), {
      token: catalogue,
      body: { title: 'Our picks', subtitle: 'Chosen', link: '/goods-list/2', is_active: false, version: row.version },
    });
    expect(res.status, res.text).toBe(200);
    expect((await shop('index')).map((b) => b.id)).not.toContain(row.id);
    const hidden = await goodsRow();
    res = await t.api('PUT', storefrontPaths.block(row.id), {
      token: catalogue,
      body: { title: 'Our picks', link: 'ftp://x', version: hidden.version },
    });
    expect(errorsOf(res)).toEqual({ link: m.storefrontLinkInvalid });
    res = await t.api('PUT', storefrontPaths.block(row.id), {
      token: catalogue,
      body: { title: 'Our picks', is_active: true, version: hidden.version },
    });
    expect(res.status, res.text).toBe(200);
    expect((await shop('index')).find((b) => b.id === row.id)!.title).toBe('Our picks');

    const all = (await read()).blocks.map((b) => b.id);
    const index = (await read()).blocks.filter((b) => b.placement === 'index').map((b) => b.id);
    const order = [...all.filter((id) => !index.includes(id)), ...index.reverse()];
    res = await t.api('POST', storefrontPaths.blockOrder, { token: catalogue, body: { ids: order } });
    expect(res.status, res.text).toBe(200);
    expect((await shop('index')).map((b) => b.id)).toEqual(index);
    res = await t.api('POST', storefrontPaths.blockOrder, { token: catalogue, body: { ids: [order[0], order[0]] } });
    expect(errorsOf(res)).toEqual({ ids: m.storefrontOrderInvalid });
    expect((await auditOf('blocks'))[0]).toMatchObject({ action: 'storefront.block.order' });
  });

  it("edits the questionnaire promo's pictures", async () => {
    const q = (await read()).questionnaires[0]!;
    let res = await t.api<Storefront>('PUT', storefrontPaths.questionnaire(q.id), {
      token: catalogue,
      body: { image_url: '/api/goods/image/4.svg', wap_image_url: '/api/goods/image/5.svg', version: q.version },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.questionnaires[0]).toMatchObject({ image_url: '/api/goods/image/4.svg', wap_image_url: '/api/goods/image/5.svg' });
    res = await t.api('PUT', storefrontPaths.questionnaire(q.id), {
      token: catalogue,
      body: { image_url: 'http://x/y.png', wap_image_url: '', version: q.version },
    });
    expect(errorsOf(res)).toEqual({ image_url: m.storefrontImageInvalid, wap_image_url: m.storefrontImageRequired });
    expect(
      (await t.api('PUT', storefrontPaths.questionnaire(999_999), { token: catalogue, body: { image_url: '/a', wap_image_url: '/b', version: 'x' } }))
        .status,
    ).toBe(404);
  });

  it("previews a draft slide on the shop's home page without publishing it", async () => {
    const h = await hero();
    const slide = h.slides[0]!;
    const res = await t.api<StorefrontPreview>('POST', storefrontPaths.preview, {
      token: catalogue,
      body: { slide: { ...slideBody, title: 'Draft only', id: slide.id, block_id: h.id } },
    });
    expect(res.status, res.text).toBe(200);
    const html = await (await fetch(`${t.url}${res.body.data.url}`)).text();
    const data = JSON.parse(new RegExp(`id="${FIRST_SCREEN_DATA_ID}">([^<]*)<`).exec(html)![1]!) as FirstScreenData;
    const top = data.answers[firstScreenKeys.indexBlocks('top')] as IndexBlock[];
    expect(top.find((b) => b.kind === 'hero')!.items[0]!.title).toBe('Draft only');
    // Not live, and a made-up token draws the live page.
    expect((await shopHero()).items.map((i) => i.title)).not.toContain('Draft only');
    const other = await (await fetch(`${t.url}/?storefront-preview=${'a'.repeat(32)}`)).text();
    expect(other).not.toContain('Draft only');
    expect((await t.api('POST', storefrontPaths.preview, { token: catalogue, body: {} })).status).toBe(422);
    expect((await t.api('POST', storefrontPaths.preview, { body: { slide: { ...slideBody, block_id: h.id } } })).status).toBe(401);
  });
});
