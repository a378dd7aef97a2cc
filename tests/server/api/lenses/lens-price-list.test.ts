import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../contract/endpoints';
import { LENS_WHOLESALE_DISCOUNTS, type LensPriceList } from '../../../../contract/lens-price-list';
import { messages } from '../../../../contract/messages';
import type { LensCatalogue } from '../../../../contract/prescription';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { newEmail, register } from '../../helpers/sessions';
import { becomeBusiness } from '../../helpers/wholesale';

describe.each(backends())('the lens price list: GET api/customer/lensPriceList (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  const list = (kind: string, token?: string) =>
    t.api<LensPriceList & { errors: Record<string, string> }>('GET', `${paths.lensPriceList}?kind=${kind}`, { token });

  it('answers the lens catalogue by series: a row per index with the price of the series plus the index, and the coatings and tints', async () => {
    const catalogue = (await t.api<LensCatalogue>('POST', paths.lensList)).body.data;
    const res = await list('z');
    expect(res.status, res.text).toBe(200);
    const { series, rows, extras, wholesale_hidden } = res.body.data;
    expect(wholesale_hidden).toBe(false);
    expect(series.map((s) => s.code)).toEqual(['distance', 'reading', 'progressive', 'non_prescription']);
    expect(rows).toHaveLength(series.length * catalogue.indices.length);
    const progressive174 = rows.find((r) => r.series === 'progressive' && r.index === '1.74')!;
    expect(progressive174.price).toBe(
      catalogue.usages.find((u) => u.code === 'progressive')!.price + catalogue.indices.find((i) => i.code === '1.74')!.price,
    );
    expect(progressive174.max_power).toBe(20);
    expect(extras.map((e) => e.code)).toEqual(catalogue.coatings.map((c) => c.code));
    for (const r of [...rows, ...extras]) expect(r.wholesale_price).toEqual([]);
  });

  it('gives business buyers their prices by pairs in the w list only; anyone else gets w without them and wholesale_hidden', async () => {
    const visitor = await list('w');
    expect(visitor.body.data.wholesale_hidden).toBe(true);
    expect(visitor.body.data.rows.every((r) => r.wholesale_price.length === 0)).toBe(true);

    const token = (await register(t, newEmail('lenses-w'))).access_token;
    expect((await list('w', token)).body.data.wholesale_hidden).toBe(true);
    await becomeBusiness(t, token);
    const business = (await list('w', token)).body.data;
    expect(business.wholesale_hidden).toBe(false);
    const row = business.rows.find((r) => r.series === 'distance' && r.index === '1.60')!;
    expect(row.wholesale_price).toEqual(
      LENS_WHOLESALE_DISCOUNTS.map((d) => ({ min_qty: d.min_qty, price: Math.round(row.price * (1 - d.off) * 100) / 100 })),
    );
    expect(business.extras.every((e) => e.wholesale_price.length === LENS_WHOLESALE_DISCOUNTS.length)).toBe(true);
    // The z list is everyone's prices, a business buyer's too.
    expect((await list('z', token)).body.data.rows.every((r) => r.wholesale_price.length === 0)).toBe(true);
  });

  it('refuses another kind of list (422 naming the kinds)', async () => {
    const res = await list('v');
    expect(res.status).toBe(422);
    expect(res.body.data.errors).toEqual({ kind: messages.lensPriceListKind });
  });
});
