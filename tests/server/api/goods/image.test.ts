import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { goodsImageUrl } from '../../../../contract/endpoints';
import { goods, goodsVariants } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';

describe.each(backends())('GET api/goods/image/:id.svg (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('draws the frame in the asked colour, cached for a year', async () => {
    const [aviator] = await t.db.select().from(goods).where(eq(goods.shape, 'aviator')).orderBy(asc(goods.id)).limit(1);
    const res = await t.api('GET', goodsImageUrl(aviator!.id, '#C9A646'));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(res.text).toContain('stroke="#c9a646"');
    expect(res.text).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(res.text.length).toBeLessThan(4096);
  });

  it('uses the first colour by default and has a side view', async () => {
    const [variant] = await t.db.select().from(goodsVariants).orderBy(asc(goodsVariants.goodsId), asc(goodsVariants.sort)).limit(1);
    const front = await t.api('GET', goodsImageUrl(variant!.goodsId));
    expect(front.text).toContain(variant!.colorHex);
    const side = await t.api('GET', goodsImageUrl(variant!.goodsId, variant!.colorHex, 'side'));
    expect(side.status).toBe(200);
    expect(side.text).not.toBe(front.text);
  });

  it('draws different shapes differently', async () => {
    const [round] = await t.db.select().from(goods).where(eq(goods.shape, 'round')).limit(1);
    const [square] = await t.db.select().from(goods).where(eq(goods.shape, 'square')).limit(1);
    const a = await t.api('GET', goodsImageUrl(round!.id, '111111'));
    const b = await t.api('GET', goodsImageUrl(square!.id, '111111'));
    expect(a.text).not.toBe(b.text);
  });

  it('answers 404 for an unknown product and 422 for a malformed request', async () => {
    const missing = await t.api('GET', 'api/goods/image/999999.svg');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 404, msg: 'Not found', key: 'notFound', data: null });
    for (const bad of [
      'api/goods/image/abc.svg',
      'api/goods/image/99999999999.svg',
      'api/goods/image/1.svg?color=red',
      'api/goods/image/1.svg?view=top',
    ]) {
      const res = await t.api('GET', bad);
      expect(res.status, bad).toBe(422);
    }
  });
});
