import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { adminProductPaths, type AdminProductDetail, type AdminProductPage } from '../../../../contract/admin-products';
import type { GoodsDetail, GoodsPage } from '../../../../contract/catalog';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { CartLine } from '../../../../contract/entities';
import type { LiveRoomView } from '../../../../contract/live';
import type { ListPage, OrderDetail } from '../../../../contract/orders';
import type { AuditEntry } from '../../../../contract/staff';
import type { ReorderResult } from '../../../../contract/wholesale-services';
import { auditLog, cartItems, goods, goodsVariants, stockMovements, wishItems } from '../../../../server/db/schema';
import { advanceTo, errorsOf, manyCustomers } from '../../helpers/checkout';
import { rowsOf } from '../../helpers/catalog';
import { visitorToken } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { businessOrderFor } from '../../helpers/wholesale';

let seq = 0;
/** A tag no other product of this run has (names, SKUs). */
const tagOf = () => `p${process.pid.toString(36)}${Date.now().toString(36)}${++seq}`.toUpperCase();

describe.each(backends())('console products: api/admin/products (%s)', (backend) => {
  let t: TestApp;
  let catalogue: string;
  let owner: string;
  let category: { id: number; parentId: number };

  beforeAll(async () => {
    t = await startTestApp(backend, manyCustomers);
    catalogue = await staffToken(t, 'catalogue');
    owner = await staffToken(t, 'owner');
    const [c] = await rowsOf<{ id: number; parent_id: number }>(
      t.db,
      sql`select id, parent_id from categories where parent_id is not null order by id limit 1`,
    );
    category = { id: Number(c!.id), parentId: Number(c!.parent_id) };
  }, 120_000);
  afterAll(() => t?.close());

  const input = (tag: string, over: Record<string, unknown> = {}) => ({
    name: `Frame ${tag}`,
    description: 'Light **acetate** frame',
    category_id: category.id,
    sku: tag,
    status: 'draft',
    shape: 'round',
    rim: 'full',
    material: 'acetate',
    price: 30,
    colours: [
      { name: 'Black', hex: '#000000', sku: `${tag}-BK`, stock: 7 },
      { name: 'Tortoise', hex: '#8b5a2b', sku: `${tag}-TT`, stock: 0 },
    ],
    ...over,
  });
  const create = (body: unknown, token = catalogue) => t.api<AdminProductDetail>('POST', adminProductPaths.products, { token, body });
  const save = (id: number, body: unknown) => t.api<AdminProductDetail>('PUT', adminProductPaths.product(id), { token: catalogue, body });
  const status = (id: number, version: number, s: string) =>
    t.api<AdminProductDetail>('POST', adminProductPaths.productStatus(id), { token: catalogue, body: { version, status: s } });
  const list = async (query: string) => {
    const res = await t.api<AdminProductPage>('GET', `${adminProductPaths.products}?${query}`, { token: catalogue });
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const created = async (tag: string, over: Record<string, unknown> = {}) => {
    const res = await create(input(tag, over));
    expect(res.status, res.text).toBe(200);
    return res.body.data;
  };
  const shopSearch = async (keywords: string) =>
    (await t.api<GoodsPage>('POST', paths.goodsList, { form: { keywords, page_size: 50 } })).body.data.items;

  it('creates a product as a draft with its colours, first stock and audit entry; reads it back', async () => {
    const tag = tagOf();
    const p = await created(tag, { wholesale_moq: 10, wholesale: [{ min_qty: 10, price: 25 }] });
    expect(p).toMatchObject({
      name: `Frame ${tag}`,
      sku: tag,
      status: 'draft',
      version: 1,
      price_type: 'plain',
      price: 30,
      original_price: null,
      ladder: [],
      wholesale_moq: 10,
      wholesale: [{ min_qty: 10, price: 25 }],
      photos: [],
      shop_url: `/goods-detail/${p.id}`,
    });
    expect(p.colours.map((c) => [c.name, c.sku, c.stock, c.waiting])).toEqual([
      ['Black', `${tag}-BK`, 7, 0],
      ['Tortoise', `${tag}-TT`, 0, 0],
    ]);
    const moves = await t.db.select().from(stockMovements).where(eq(stockMovements.goodsId, p.id));
    expect(moves.map((mv) => [mv.variantId, mv.delta, mv.qtyAfter, mv.reason])).toEqual([[p.colours[0]!.id, 7, 7, 'received']]);
    const [row] = await t.db.select({ isActive: goods.isActive, searchText: goods.searchText }).from(goods).where(eq(goods.id, p.id));
    expect(row!.isActive).toBe(false);
    expect(row!.searchText).toContain(tag.toLowerCase());
    const audit = await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=product&record_id=${p.id}`, { token: owner });
    expect(audit.body.data.items.map((e) => e.action)).toEqual(['product.create']);
    expect((await t.api<AdminProductDetail>('GET', adminProductPaths.product(p.id), { token: catalogue })).body.data).toEqual(p);
  });

  it('maps special and ladder prices onto the goods row and back', async () => {
    const special = await created(tagOf(), { price_type: 'special', price: 19.5, original_price: 29 });
    expect(special).toMatchObject({ price_type: 'special', price: 19.5, original_price: 29 });
    const [s] = await t.db.select().from(goods).where(eq(goods.id, special.id));
    expect([s!.priceType, s!.price, s!.specialPrice]).toEqual([2, 29, 19.5]);
    const ladder = await created(tagOf(), {
      price_type: 'ladder',
      price: 20,
      ladder: [
        { min_qty: 5, price: 18 },
        { min_qty: 10, price: 15 },
      ],
    });
    expect(ladder).toMatchObject({
      price_type: 'ladder',
      price: 20,
      ladder: [
        { min_qty: 5, price: 18 },
        { min_qty: 10, price: 15 },
      ],
    });
    // The shop's ladder begins at one piece with the price (its tier table, list price and cart read that row).
    const published = await status(ladder.id, ladder.version, 'published');
    expect(published.status, published.text).toBe(200);
    const shop = (await t.api<GoodsDetail>('GET', paths.goodsDetail(ladder.id))).body.data;
    expect(shop.ladder_price).toEqual([
      { min_qty: 1, price: 20 },
      { min_qty: 5, price: 18 },
      { min_qty: 10, price: 15 },
    ]);
    expect((await shopSearch(ladder.sku)).find((g) => g.id === ladder.id)?.price).toBe(20);
    // Back to plain: the tiers go.
    const plain = await save(ladder.id, {
      ...input(ladder.sku, { price: 22, status: 'published' }),
      colours: ladder.colours,
      version: published.body.data.version,
    });
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.data).toMatchObject({ price_type: 'plain', price: 22, ladder: [], version: 3 });
  });

  it('edits a seeded ladder product: its one-piece row is the price, not a tier, so it saves back as it was', async () => {
    const [row] = await t.db
      .select({ id: goods.id })
      .from(goods)
      .where(and(eq(goods.priceType, 3), eq(goods.status, 'published')))
      .orderBy(goods.id)
      .limit(1);
    const before = (await t.api<GoodsDetail>('GET', paths.goodsDetail(row!.id))).body.data;
    const detail = (await t.api<AdminProductDetail>('GET', adminProductPaths.product(row!.id), { token: catalogue })).body.data;
    expect(detail.ladder.length).toBeGreaterThan(0);
    expect(detail.ladder.every((tier) => tier.min_qty > 1)).toBe(true);
    expect(detail.price).toBe(before.ladder_price[0]!.price);
    const { id: _id, photos: _photos, shop_url: _url, colours, ...fields } = detail;
    const res = await save(row!.id, { ...fields, colours: colours.map(({ waiting: _w, stock: _s, ...c }) => c) });
    expect(res.status, res.text).toBe(200);
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(row!.id))).body.data.ladder_price).toEqual(before.ladder_price);
  });

  it('lists products by name, SKU or colour SKU prefix, category (with its children), status and low stock; sorted and paged', async () => {
    const tag = tagOf();
    const a = await created(`${tag}A`, { name: `Alpha ${tag}`, price: 10, low_stock_threshold: 2 });
    const b = await created(`${tag}B`, {
      name: `Beta ${tag}`,
      price: 50,
      status: 'published',
      low_stock_threshold: 2,
      colours: [{ name: 'Black', hex: '#000000', sku: `${tag}B-BK`, stock: 3 }],
    });
    expect((await list(`q=alpha ${tag.toLowerCase()}`)).items.map((r) => r.id)).toEqual([a.id]);
    expect((await list(`q=${tag}B`)).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list(`q=${tag.toLowerCase()}a-tt`)).items.map((r) => r.id)).toEqual([a.id]);
    // The start of an SKU only, and LIKE wildcards taken literally.
    expect((await list(`q=${tag.slice(2)}A-BK`)).total).toBe(0);
    expect((await list(`q=${tag}%25`)).total).toBe(0);
    const both = await list(`q=${tag}&sort=price&dir=asc`);
    expect(both.items.map((r) => r.id)).toEqual([a.id, b.id]);
    expect(both.items[0]).toMatchObject({
      name: `Alpha ${tag}`,
      sku: `${tag}A`,
      status: 'draft',
      price: 10,
      stock: 7,
      low_stock: true,
      low_stock_threshold: 2,
      thumb: `/api/goods/image/${a.id}.svg`,
    });
    expect(both.items[1]!.low_stock).toBe(false);
    expect((await list(`q=${tag}&sort=price&dir=desc`)).items.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list(`q=${tag}&status=published`)).items.map((r) => r.id)).toEqual([b.id]);
    expect((await list(`q=${tag}&low_stock=1`)).items.map((r) => r.id)).toEqual([a.id]);
    expect((await list(`q=${tag}&category_id=${category.parentId}`)).total).toBe(2);
    const [other] = await rowsOf<{ id: number }>(
      t.db,
      sql`select id from categories where id <> ${category.id} and id <> ${category.parentId} and parent_id is null limit 1`,
    );
    expect((await list(`q=${tag}&category_id=${other!.id}`)).total).toBe(0);
    const paged = await list(`q=${tag}&sort=name&dir=asc&page=2&page_size=1`);
    expect(paged).toMatchObject({ page: 2, page_size: 1, total: 2 });
    expect(paged.items.map((r) => r.id)).toEqual([b.id]);
    expect(await list(`q=${tag}&page=5&page_size=1`)).toEqual({ items: [], page: 5, page_size: 1, total: 2 });
    const bad = await t.api('GET', `${adminProductPaths.products}?sort=colour`, { token: catalogue });
    expect(bad.status).toBe(422);
  });

  it('refuses each bad input with its message on its field, writing nothing', async () => {
    const tag = tagOf();
    const [seeded] = await t.db.select({ sku: goods.sku }).from(goods).limit(1);
    const [seededColour] = await t.db.select({ sku: goodsVariants.sku }).from(goodsVariants).limit(1);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: -1 }, 'price', m.productPriceInvalid],
      [{ colours: [{ name: 'Black', hex: '#000000', sku: `${tag}-BK`, stock: -3 }] }, 'colours[0].stock', m.stockInvalid],
      [
        {
          price_type: 'ladder',
          price: 20,
          ladder: [
            { min_qty: 10, price: 15 },
            { min_qty: 5, price: 18 },
          ],
        },
        'ladder',
        m.productTiersNotAscending,
      ],
      [{ price_type: 'special', price: 40, original_price: 30 }, 'original_price', m.productSpecialAboveOriginal],
      [{ sku: seeded!.sku }, 'sku', m.productSkuTaken],
      [{ sku: seeded!.sku.toLowerCase() }, 'sku', m.productSkuTaken],
      [{ colours: [{ name: 'Black', hex: '#000000', sku: seededColour!.sku, stock: 1 }] }, 'colours[0].sku', m.productColourSkuTaken],
      [
        {
          colours: [
            { name: 'A', hex: '#000000', sku: `${tag}-X`, stock: 1 },
            { name: 'B', hex: '#111111', sku: `${tag}-x`, stock: 1 },
          ],
        },
        'colours',
        m.productColourSkuTwice,
      ],
      [{ category_id: 999_999 }, 'category_id', m.productCategoryUnknown],
      [{ colours: [{ id: 1, name: 'Black', hex: '#000000', sku: `${tag}-BK`, stock: 1 }] }, 'colours[0].id', m.productColourUnknown],
    ];
    const goodsBefore = (await t.db.select({ n: count() }).from(goods))[0]!.n;
    const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    for (const [over, field, message] of cases) {
      const res = await create(input(tag, over));
      expect(res.status, `${field}: ${res.text}`).toBe(422);
      expect(errorsOf(res)[field], res.text).toBe(message);
    }
    expect((await t.db.select({ n: count() }).from(goods))[0]!.n).toBe(goodsBefore);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);

    // An edit refused the same way leaves the product as it was.
    const p = await created(tag);
    const res = await save(p.id, { ...input(tag, { price: -5 }), version: p.version });
    expect(res.status).toBe(422);
    const stale = await save(p.id, { ...input(tag, { sku: seeded!.sku }), colours: p.colours, version: p.version });
    expect(errorsOf(stale).sku).toBe(m.productSkuTaken);
    expect((await t.api<AdminProductDetail>('GET', adminProductPaths.product(p.id), { token: catalogue })).body.data).toEqual(p);
  });

  it('refuses a stale version with 409 productChanged, and an unknown product with 404', async () => {
    const tag = tagOf();
    const p = await created(tag);
    const first = await save(p.id, { ...input(tag, { name: `First ${tag}` }), colours: p.colours, version: p.version });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await save(p.id, { ...input(tag, { name: `Second ${tag}` }), colours: p.colours, version: p.version });
    expect(second.status).toBe(409);
    expect(second.body.data).toMatchObject({ reason: 'productChanged', version: 2 });
    expect(second.body.msg).toBe(m.productChanged);
    const statusStale = await status(p.id, 1, 'published');
    expect(statusStale.status).toBe(409);
    expect((await t.api('GET', adminProductPaths.product(999_999), { token: catalogue })).status).toBe(404);
    expect((await save(999_999, { ...input(tag), version: 1 })).status).toBe(404);
  });

  it('edits colours: renames, adds with first stock, removes a free one, refuses removing one a cart holds', async () => {
    const tag = tagOf();
    const p = await created(tag, { status: 'published' });
    const [black, tortoise] = p.colours as [AdminProductDetail['colours'][0], AdminProductDetail['colours'][0]];
    const shopper = await visitorToken(t);
    const added = await t.api<CartLine[]>('POST', paths.addCart, { token: shopper, body: { goods_id: p.id, variant_id: black.id, qty: 1 } });
    expect(added.body.code, added.text).toBe(200);
    const refused = await save(p.id, { ...input(tag), colours: [{ ...tortoise }], version: p.version });
    expect(refused.status).toBe(422);
    expect(errorsOf(refused).colours).toBe(m.productColourInUse);
    const res = await save(p.id, {
      ...input(tag),
      colours: [
        { id: black.id, name: 'Jet', hex: '#111111', sku: `${tag}-JET`, stock: 999 },
        { name: 'Crystal', hex: '#eeeeee', sku: `${tag}-CR`, stock: 4 },
      ],
      version: p.version,
    });
    expect(res.status, res.text).toBe(200);
    // An existing colour's stock is not changed by a save (the stock endpoint does that).
    expect(res.body.data.colours.map((c) => [c.id === black.id, c.name, c.sku, c.stock])).toEqual([
      [true, 'Jet', `${tag}-JET`, 7],
      [false, 'Crystal', `${tag}-CR`, 4],
    ]);
    expect(await t.db.select().from(goodsVariants).where(eq(goodsVariants.id, tortoise.id))).toEqual([]);
    // The colours' new names are in what search matches.
    const [row] = await t.db.select({ text: goods.searchText }).from(goods).where(eq(goods.id, p.id));
    expect(row!.text).toContain(' jet ');
    expect(row!.text).toContain(' crystal ');
    expect(row!.text).not.toContain(' tortoise ');
  });

  it('keeps draft and archived products from shoppers everywhere; publishing shows them', async () => {
    const tag = tagOf();
    const p = await created(tag, { name: `Hidden ${tag}` });
    const shopper = await visitorToken(t);
    const variant = p.colours[0]!.id;
    const invisible = async () => {
      const detail = await t.api<GoodsDetail>('GET', paths.goodsDetail(p.id));
      expect(detail.body.code).not.toBe(200);
      expect((await shopSearch(tag)).map((c) => c.id)).not.toContain(p.id);
      expect((await shopSearch(`hidden ${tag}`)).map((c) => c.id)).not.toContain(p.id);
      const listed = await t.api<GoodsPage>('POST', paths.goodsList, { form: { category_id: category.id, keywords: tag } });
      expect(listed.body.data.items.map((c) => c.id)).not.toContain(p.id);
      const cart = await t.api('POST', paths.addCart, { token: shopper, body: { goods_id: p.id, variant_id: variant, qty: 1 } });
      expect(cart.body.code).not.toBe(200);
      await t.api('POST', paths.addWish, { token: shopper, form: { goods_ids: [p.id] } });
      expect(await t.db.select().from(cartItems).where(eq(cartItems.goodsId, p.id))).toEqual([]);
      expect(await t.db.select().from(wishItems).where(eq(wishItems.goodsId, p.id))).toEqual([]);
      const reads = [
        ...['new', 'best', 'sale'].map((type) => t.api('POST', paths.indexGoods, { body: { type } })),
        ...[paths.saleProducts, paths.lookbookProducts, paths.priceList].map((path) => t.api('GET', path)),
      ];
      for (const res of await Promise.all(reads)) {
        const path = res.headers.get('content-type') ?? '';
        expect(res.status, path).toBeLessThan(500);
        expect(res.text.includes(`"sku":"${tag}"`), path).toBe(false);
        expect(res.text.includes(`Hidden ${tag}`), path).toBe(false);
      }
      const home = await t.api('POST', `${paths.indexBlocks}?index`);
      expect(home.text.includes(`Hidden ${tag}`)).toBe(false);
    };
    await invisible();
    const published = await status(p.id, p.version, 'published');
    expect(published.status, published.text).toBe(200);
    expect(published.body.data).toMatchObject({ status: 'published', version: 2 });
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(p.id))).body.data.name).toBe(`Hidden ${tag}`);
    expect((await shopSearch(tag)).map((c) => c.id)).toEqual([p.id]);
    const archived = await status(p.id, 2, 'archived');
    expect(archived.body.data.status).toBe('archived');
    await invisible();
    // The same status again changes nothing.
    expect((await status(p.id, 3, 'archived')).body.data.version).toBe(3);
  });

  it('takes an archived product out of the live room (its view and the operator moves), and back when published', async () => {
    const room = async () => (await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=frames-live`)).body.data.products.map((p) => p.id);
    const before = await room();
    const id = before[0]!;
    const [g] = await t.db.select({ version: goods.version }).from(goods).where(eq(goods.id, id));
    expect((await status(id, g!.version, 'archived')).status).toBe(200);
    expect(await room()).toEqual(before.filter((x) => x !== id));
    const content = await staffToken(t, 'content');
    const pin = await t.api('POST', paths.adminLive('frames-live'), { token: content, body: { action: 'pin', product_id: id } });
    expect(pin.status, pin.text).toBe(404);
    expect((await status(id, g!.version + 1, 'published')).status).toBe(200);
    expect(await room()).toEqual(before);
  });

  it('keeps an archived product in its past orders; reorder leaves it out as unavailable', async () => {
    const placed = await businessOrderFor(t, { qty: 1, price: 33, stock: 10 });
    await advanceTo(t, placed.order.order_id, 'paid');
    await t.db.delete(cartItems).where(eq(cartItems.userId, placed.userId));
    const [g] = await t.db.select({ version: goods.version }).from(goods).where(eq(goods.id, placed.item.goodsId));
    expect((await status(placed.item.goodsId, g!.version, 'archived')).status).toBe(200);
    const detail = await t.api<OrderDetail>('GET', `${paths.orderDetail}?id=${placed.order.order_id}`, { token: placed.token });
    expect(detail.body.code, detail.text).toBe(200);
    expect(detail.body.data.lines.map((l) => l.variant_id)).toEqual([placed.item.variantId]);
    const again = await t.api<ReorderResult>('POST', paths.reorder, {
      token: placed.token,
      body: { lines: [{ variant_id: placed.item.variantId, qty: 1 }] },
    });
    expect(again.body.code, again.text).toBe(200);
    expect(again.body.data.added).toEqual([]);
    expect(again.body.data.skipped.map((s) => [s.variant_id, s.reason])).toEqual([[placed.item.variantId, 'unavailable']]);
  });

  it('a price change reaches the product page, the list, the search and a cart line at once', async () => {
    const tag = tagOf();
    const p = await created(tag, { status: 'published', price: 40 });
    const shopper = await visitorToken(t);
    const added = await t.api<CartLine[]>('POST', paths.addCart, { token: shopper, body: { goods_id: p.id, variant_id: p.colours[0]!.id, qty: 1 } });
    expect(added.body.code, added.text).toBe(200);
    // Read (and cache) everything first.
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(p.id))).body.data.price).toBe(40);
    expect((await shopSearch(tag))[0]!.price).toBe(40);
    const res = await save(p.id, { ...input(tag, { status: 'published', price: 35.5 }), colours: p.colours, version: p.version });
    expect(res.status, res.text).toBe(200);
    expect((await t.api<GoodsDetail>('GET', paths.goodsDetail(p.id))).body.data.price).toBe(35.5);
    expect((await shopSearch(tag))[0]!.price).toBe(35.5);
    const listed = await t.api<GoodsPage>('POST', paths.goodsList, { form: { category_id: category.id, keywords: tag } });
    expect(listed.body.data.items.find((c) => c.id === p.id)?.price).toBe(35.5);
    const cart = await t.api<CartLine[]>('GET', paths.getCart, { token: shopper });
    expect(cart.body.data.find((l) => l.goods_id === p.id)?.goods_price).toBe(35.5);
  });

  it("previews Markdown with the shop's renderer and sanitizer, for any signed-in member", async () => {
    const support = await staffToken(t, 'support');
    const res = await t.api<{ html: string }>('POST', adminProductPaths.markdownPreview, {
      token: support,
      body: { markdown: '# Title\n\n**bold** <script>alert(1)</script> <img src="https://evil.example/x.png" onerror="x()">' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.html).toContain('<h2>Title</h2>');
    expect(res.body.data.html).toContain('<strong>bold</strong>');
    expect(res.body.data.html).not.toMatch(/script|onerror|evil/);
    expect((await t.api('POST', adminProductPaths.markdownPreview, { body: { markdown: 'x' } })).status).toBe(401);
    // The products themselves are catalogue.manage's.
    expect((await t.api('GET', adminProductPaths.products, { token: support })).status).toBe(403);
  });
});
