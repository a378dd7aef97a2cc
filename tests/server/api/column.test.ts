import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, isNull } from 'drizzle-orm';
import { paths } from '../../../contract/endpoints';
import type { NavItem } from '../../../contract/entities';
import { categories } from '../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../helpers/test-app';

describe.each(backends())('GET api/column/:id (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(backend);
  });
  afterAll(() => t?.close());

  it('serves the navigation menu (5) as the category tree, in order, with children', async () => {
    const res = await t.api<NavItem[]>('GET', paths.column(5));
    expect(res.status).toBe(200);
    const tops = await t.db.select().from(categories).where(isNull(categories.parentId)).orderBy(asc(categories.sort));
    expect(res.body.data.map((n) => n.name)).toEqual(tops.map((c) => c.name));
    expect(res.body.data.map((n) => n.url)).toEqual(tops.map((c) => `/goods-list/${c.id}`));
    const optical = res.body.data[0]!;
    expect(optical.children.map((c) => c.name)).toEqual(['Men', 'Women', 'Kids/Teens', 'Unisex']);
    for (const child of optical.children) {
      expect(child).toEqual({ id: expect.any(Number), name: child.name, url: expect.stringMatching(/^\/goods-list\/\d+$/), img: '', children: [] });
    }
    expect(res.body.data.find((n) => n.name === 'Blue Light Glasses')!.children).toEqual([]);
  });

  it('serves the footer (2) for store 2 by default', async () => {
    const res = await t.api<NavItem[]>('GET', paths.column(2));
    expect(res.body.data.map((n) => [n.name, n.url])).toEqual([
      ['Help Center', '/after-sales'],
      ['Order Tracking', '/track-order'],
      ['Shipping', '/shipping'],
      ['Privacy', '/privacy'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Contact Us', '/contact-us'],
      ['Intellectual Property Rights', '/intellectual-property-rights'],
      ['Drop Shipping Service', '/drop-shipping-service'],
      ['OEM/ODM', '/oem-odm'],
      ['About us', '/introduction'],
      ['Company News', '/company-news'],
      ["Readers' Topics", '/readers-topic'],
    ]);
    const explicit = await t.api<NavItem[]>('GET', `${paths.column(2)}?store_id=2`);
    expect(explicit.body.data).toEqual(res.body.data);
    expect((await t.api('GET', `${paths.column(2)}?store_id=1`)).body.data).toEqual([]);
  });

  it('answers an unknown column with an empty list and a malformed id with 422', async () => {
    expect((await t.api('GET', paths.column(99))).body).toMatchObject({ code: 200, data: [] });
    for (const bad of [
      'api/column/abc',
      'api/column/1.5',
      'api/column/-2',
      'api/column/99999999999',
      'api/column/5?store_id=x',
      'api/column/2?store_id=3000000000',
    ]) {
      const res = await t.api('GET', bad);
      expect(res.status, bad).toBe(422);
      expect(res.body.code).toBe(422);
    }
  });
});
