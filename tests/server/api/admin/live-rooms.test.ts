import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminPaths } from '../../../../contract/admin';
import { adminLivePaths, type AdminLiveRoom, type AdminLiveRoomDetail, type LiveRoomFigures } from '../../../../contract/admin-live';
import type { ShopImage } from '../../../../contract/admin-products';
import { consoleMessages as m } from '../../../../contract/console-messages';
import { paths } from '../../../../contract/endpoints';
import type { LiveServerMessage } from '../../../../contract/live';
import type { ListPage } from '../../../../contract/orders';
import type { AuditEntry, StaffRole } from '../../../../contract/staff';
import { liveRooms } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { errorsOf, manyCustomers, placeOrder, readyToOrder, testGoods } from '../../helpers/checkout';
import { LiveClient } from '../../helpers/live-socket';
import { visitorToken } from '../../helpers/sessions';
import { staffToken } from '../../helpers/staff';
import { pngOf, postMultipart } from '../../helpers/uploads';

const HOUR = 3_600_000;
const later = (ms = 24 * HOUR) => new Date(Date.now() + ms).toISOString();

describe.each(backends())('console live rooms: api/admin/live-rooms and the moves of api/admin/live (%s)', (backend) => {
  let t: TestApp;
  const tokens = new Map<StaffRole, string>();
  const clients: LiveClient[] = [];
  const open = async () => {
    const c = await LiveClient.open(t, 500);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestApp(backend, { ...manyCustomers, live: { heartbeatMs: 1000, commentRateMax: 10, commentRateWindowMs: 60_000 } });
    for (const role of ['owner', 'manager', 'content', 'fulfilment', 'support', 'catalogue'] as const) tokens.set(role, await staffToken(t, role));
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  const content = () => tokens.get('content')!;
  const schedule = (body: unknown, token = content()) => t.api<AdminLiveRoomDetail>('POST', adminLivePaths.rooms, { token, body });
  const move = (href: string, body: unknown, token = content()) => t.api('POST', paths.adminLive(href), { token, body });
  const auditOf = async (href: string) =>
    (await t.api<ListPage<AuditEntry>>('GET', `${adminPaths.audit}?record_kind=live&record_id=${href}`, { token: tokens.get('owner')! })).body.data
      .items;
  const roomCount = async () => (await t.db.select({ id: liveRooms.id }).from(liveRooms)).length;

  it('every endpoint: content, manager and owner through; fulfilment, support and catalogue 403; no token 401', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', adminLivePaths.rooms],
      ['POST', adminLivePaths.rooms, { title: 'Roles', starts_at: later(), goods_ids: [] }],
      ['GET', `${adminLivePaths.goods}?q=frame`],
      ['GET', adminLivePaths.room('frames-live')],
      ['PUT', adminLivePaths.room('sunglasses-preview'), { title: 'Sunglasses preview', starts_at: later(), goods_ids: [] }],
      ['GET', adminLivePaths.figures('frames-live')],
      ['POST', paths.adminLive('frames-live'), { action: 'stock', product_id: 999999, stock: 1 }],
    ];
    for (const [method, path, body] of calls) {
      for (const role of ['fulfilment', 'support', 'catalogue'] as const) {
        const res = await t.api(method, path, { token: tokens.get(role)!, body });
        expect(res.status, `${role} ${method} ${path}`).toBe(403);
      }
      expect((await t.api(method, path, { body })).status, `${method} ${path}`).toBe(401);
      for (const role of ['content', 'manager', 'owner'] as const) {
        const res = await t.api(method, path, { token: tokens.get(role)!, body });
        expect([200, 404], `${role} ${method} ${path}: ${res.text}`).toContain(res.status);
      }
    }
    const png = await pngOf(600, 400);
    for (const role of ['fulfilment', 'support', 'catalogue'] as const)
      expect((await postMultipart(t, adminLivePaths.cover, tokens.get(role)!, { files: [{ name: 'c.png', data: png }] })).status).toBe(403);
  });

  it('schedules a room with a cover and products: listed, read, audited; its href from its title', async () => {
    const a = await testGoods(t, { price: 80, stock: 5 });
    const b = await testGoods(t, { price: 60, stock: 0 });
    const cover = await postMultipart<ShopImage>(t, adminLivePaths.cover, content(), { files: [{ name: 'cover.png', data: await pngOf(800, 450) }] });
    expect(cover.status, cover.text).toBe(200);
    expect(cover.body.data.src).toMatch(/^\/media\/[0-9a-f]{32}\//);
    const when = later(48 * HOUR);
    const res = await schedule({ title: 'Autumn frames, live!', starts_at: when, cover_key: cover.body.data.key, goods_ids: [a.goodsId, b.goodsId] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.msg).toBe(m.liveRoomScheduled);
    const { room, goods, products } = res.body.data;
    expect(room).toMatchObject({
      room_href: 'autumn-frames-live',
      title: 'Autumn frames, live!',
      state: 'scheduled',
      starts_at: new Date(when).toISOString(),
      product_count: 2,
      cover: { key: cover.body.data.key },
    });
    expect(goods.map((g) => g.id)).toEqual([a.goodsId, b.goodsId]);
    expect(products.map((p) => [p.id, p.true_qty])).toEqual([
      [a.goodsId, 5],
      [b.goodsId, 0],
    ]);
    // The same title again: a free href.
    const again = await schedule({ title: 'Autumn frames, live!', starts_at: when, goods_ids: [] });
    expect(again.body.data.room.room_href).toBe('autumn-frames-live-2');

    const list = await t.api<AdminLiveRoom[]>('GET', adminLivePaths.rooms, { token: content() });
    expect(list.body.data[0]).toMatchObject({ room_href: 'frames-live', state: 'live' });
    expect(list.body.data.map((r) => r.room_href)).toEqual(expect.arrayContaining(['autumn-frames-live', 'sunglasses-preview']));
    const scheduled = await t.api<AdminLiveRoom[]>('GET', `${adminLivePaths.rooms}?state=scheduled`, { token: content() });
    expect(scheduled.body.data.every((r) => r.state === 'scheduled')).toBe(true);
    expect((await t.api('GET', `${adminLivePaths.rooms}?state=soon`, { token: content() })).status).toBe(422);
    expect((await auditOf('autumn-frames-live'))[0]).toMatchObject({ action: 'live.schedule' });

    // Shoppers see the scheduled room with its products.
    const shop = await t.api('GET', `${paths.liveRoom}?room_href=autumn-frames-live`);
    expect(shop.body.data.room).toMatchObject({ state: 'scheduled', title: 'Autumn frames, live!' });
  });

  it('refuses a bad schedule with a message per field (title required, a time past, unknown products, a cover not uploaded), storing nothing', async () => {
    const before = await roomCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: ' ', starts_at: later(), goods_ids: [] }, 'title', m.liveTitleRequired],
      [{ title: 'x'.repeat(121), starts_at: later(), goods_ids: [] }, 'title', m.liveTitleTooLong],
      [{ title: 'Past', starts_at: new Date(Date.now() - HOUR).toISOString(), goods_ids: [] }, 'starts_at', m.liveStartsAtPast],
      [{ title: 'No time', starts_at: '', goods_ids: [] }, 'starts_at', m.liveStartsAtRequired],
      [{ title: 'Bad time', starts_at: 'tomorrow-ish', goods_ids: [] }, 'starts_at', m.liveStartsAtRequired],
      [{ title: 'Twice', starts_at: later(), goods_ids: [1, 1] }, 'goods_ids', m.liveGoodsInvalid],
      [
        { title: 'Unknown', starts_at: later(), goods_ids: [1, 99_999_999] },
        'goods_ids',
        'Some of these products do not exist or are not published: 99999999',
      ],
      [{ title: 'Cover', starts_at: later(), goods_ids: [], cover_key: 'a'.repeat(32) }, 'cover_key', m.liveCoverUnknown],
      [{ title: 'Cover', starts_at: later(), goods_ids: [], cover_key: '../etc' }, 'cover_key', m.liveCoverUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await schedule(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(errorsOf(res)[field], JSON.stringify(body)).toBe(message);
    }
    const notPicture = await postMultipart(t, adminLivePaths.cover, content(), {
      files: [{ name: 'c.png', data: 'not a picture', type: 'image/png' }],
    });
    expect(notPicture.status).toBe(422);
    expect(await roomCount()).toBe(before);
  });

  it('edits a scheduled room (title, time, products; kept products keep their room price); once started, an edit is a 409', async () => {
    const a = await testGoods(t, { price: 30, stock: 3 });
    const b = await testGoods(t, { price: 40, stock: 3 });
    const c = await testGoods(t, { price: 50, stock: 3 });
    const { room } = (await schedule({ title: 'Edit me', starts_at: later(), goods_ids: [a.goodsId, b.goodsId] })).body.data;
    expect((await move(room.room_href, { action: 'price', product_id: b.goodsId, price: 35 })).status).toBe(200);
    const edited = await t.api<AdminLiveRoomDetail>('PUT', adminLivePaths.room(room.room_href), {
      token: content(),
      body: { title: 'Edited', starts_at: later(72 * HOUR), goods_ids: [c.goodsId, b.goodsId] },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body.data.room).toMatchObject({ title: 'Edited', room_href: room.room_href, product_count: 2 });
    expect(edited.body.data.goods.map((g) => g.id)).toEqual([c.goodsId, b.goodsId]);
    expect(edited.body.data.products.find((p) => p.id === b.goodsId)!.price).toBe(35);
    const past = await t.api('PUT', adminLivePaths.room(room.room_href), {
      token: content(),
      body: { title: 'Edited', starts_at: new Date(Date.now() - 1000).toISOString(), goods_ids: [] },
    });
    expect(errorsOf(past).starts_at).toBe(m.liveStartsAtPast);
    expect((await auditOf(room.room_href))[0]).toMatchObject({ action: 'live.edit', before: { title: 'Edit me' } });

    expect((await move(room.room_href, { action: 'start', video_url: '/live/demo/index.m3u8' })).status).toBe(200);
    const late = await t.api('PUT', adminLivePaths.room(room.room_href), {
      token: content(),
      body: { title: 'Too late', starts_at: later(), goods_ids: [] },
    });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(m.liveRoomNotScheduled);
    expect(
      (await t.api('PUT', adminLivePaths.room('no-such-room'), { token: content(), body: { title: 'x', starts_at: later(), goods_ids: [] } })).status,
    ).toBe(404);
    await move(room.room_href, { action: 'end' });
  });

  it('a room started twice or ended twice is a 409 with a clear message; a fourth pin is a 409; shoppers are told each move', async () => {
    const items = await Promise.all([1, 2, 3, 4].map(() => testGoods(t, { price: 20, stock: 4 })));
    const { room } = (await schedule({ title: 'Twice', starts_at: later(), goods_ids: items.map((i) => i.goodsId) })).body.data;
    const shopper = await open();
    await shopper.join(room.room_href);
    const started = await move(room.room_href, { action: 'start', video_url: '/live/demo/index.m3u8' });
    expect(started.status, started.text).toBe(200);
    expect(await shopper.next((msg) => msg.type === 4 && msg.update.kind === 'state')).toMatchObject({ update: { state: 'live' } });
    const twice = await move(room.room_href, { action: 'start' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(m.liveRoomStarted);

    for (const i of items.slice(0, 3)) expect((await move(room.room_href, { action: 'pin', product_id: i.goodsId })).status).toBe(200);
    const fourth = await move(room.room_href, { action: 'pin', product_id: items[3]!.goodsId });
    expect(fourth.status).toBe(409);
    expect(fourth.body.msg).toBe('At most 3 products can be pinned');
    expect(await shopper.next((msg) => msg.type === 4 && msg.update.kind === 'product' && msg.update.product.pinned)).toBeTruthy();

    expect((await move(room.room_href, { action: 'end' })).status).toBe(200);
    const endedTwice = await move(room.room_href, { action: 'end' });
    expect(endedTwice.status).toBe(409);
    expect(endedTwice.body.msg).toBe(m.liveRoomEndNotLive);
    const { room: scheduled } = (await schedule({ title: 'Never started', starts_at: later(), goods_ids: [] })).body.data;
    expect((await move(scheduled.room_href, { action: 'end' })).status).toBe(409);
  });

  it('the console watches a room with its staff token: told comments and moves, not counted as a viewer; a role without content.manage is refused', async () => {
    const { room } = (await schedule({ title: 'Watched', starts_at: later(), goods_ids: [] })).body.data;
    await move(room.room_href, { action: 'start' });
    const staff = await open();
    const snap = await staff.join(room.room_href, content());
    expect(snap).toMatchObject({ can_comment: false, room: { room_href: room.room_href, state: 'live' } });
    const refused = await open();
    refused.send({ type: 1, room_href: room.room_href, token: tokens.get('fulfilment')! });
    await refused.error('sign_in');

    const viewer = await open();
    const token = await visitorToken(t);
    await viewer.join(room.room_href, token);
    expect(await staff.next((msg) => msg.type === 4 && msg.update.kind === 'viewers')).toMatchObject({ update: { viewer_count: 1 } });
    viewer.send({ type: 2, text: 'Hello from the shop' });
    const said = await staff.next<Extract<LiveServerMessage, { type: 2 }>>((msg) => msg.type === 2);
    expect(said.text).toBe('Hello from the shop');
    // The staff socket may not comment.
    staff.send({ type: 2, text: 'staff here' });
    await staff.error('sign_in');

    // Mute the comment's writer (a visitor) by the comment, then delete the comment: both from the console.
    expect((await move(room.room_href, { action: 'mute', comment_id: said.id })).status).toBe(200);
    viewer.send({ type: 2, text: 'again' });
    await viewer.error('muted');
    expect((await move(room.room_href, { action: 'delete-comment', comment_id: said.id })).status).toBe(200);
    expect(await staff.next((msg) => msg.type === 4 && msg.update.kind === 'comment_deleted')).toMatchObject({ update: { comment_id: said.id } });
    const missing = await move(room.room_href, { action: 'mute', comment_id: 99_999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe(m.liveCommentNotFound);
    await move(room.room_href, { action: 'end' });
  });

  it("a room's figures: peak viewers, comments, adds to cart from the room and the orders that followed, from what is recorded", async () => {
    const bought = await testGoods(t, { price: 45, stock: 20 });
    const only = await testGoods(t, { price: 55, stock: 20 });
    const { room } = (await schedule({ title: 'Figures', starts_at: later(), goods_ids: [bought.goodsId, only.goodsId] })).body.data;
    const zero = await t.api<LiveRoomFigures>('GET', adminLivePaths.figures(room.room_href), { token: content() });
    expect(zero.body.data).toMatchObject({ peak_viewers: 0, comments: 0, added_to_cart: 0, orders: 0, shoppers: 0 });
    await move(room.room_href, { action: 'start' });

    // Three viewers at once (the console's socket not among them), then one leaves.
    const staff = await open();
    await staff.join(room.room_href, content());
    const viewers = [await open(), await open(), await open()];
    const visitor = await visitorToken(t);
    for (const v of viewers) await v.join(room.room_href, visitor);
    await staff.next((msg) => msg.type === 4 && msg.update.kind === 'viewers' && msg.update.viewer_count === 3, 5000);
    viewers[2]!.close();
    await staff.next((msg) => msg.type === 4 && msg.update.kind === 'viewers' && msg.update.viewer_count === 2, 5000);
    viewers[0]!.send({ type: 2, text: 'one' });
    viewers[0]!.send({ type: 2, text: 'two' });
    await staff.next((msg) => msg.type === 2 && msg.text === 'two');

    // A buyer adds from the room and orders; another adds and does not; a visitor adds.
    const buyer = await readyToOrder(t, bought, 1);
    const add = (token: string, goodsId: number) =>
      t.api('POST', paths.liveAction, { token, body: { room_href: room.room_href, data: 'add_cart', product_id: goodsId } });
    expect((await add(buyer.token, bought.goodsId)).status).toBe(200);
    const placed = await placeOrder(t, buyer.token, { cart_ids: [buyer.cartId], address_id: buyer.address.id });
    expect(placed.body.code, placed.text).toBe(200);
    const browser = await readyToOrder(t, only, 1);
    await add(browser.token, only.goodsId);
    await add(visitor, only.goodsId);
    // An order of a product never added from the room does not count.
    const other = await testGoods(t, { price: 10, stock: 5 });
    const elsewhere = await readyToOrder(t, other, 1);
    await add(elsewhere.token, bought.goodsId);
    await placeOrder(t, elsewhere.token, { cart_ids: [elsewhere.cartId], address_id: elsewhere.address.id });
    await move(room.room_href, { action: 'end' });

    const figures = await t.api<LiveRoomFigures>('GET', adminLivePaths.figures(room.room_href), { token: content() });
    expect(figures.status, figures.text).toBe(200);
    expect(figures.body.data).toEqual({
      room_href: room.room_href,
      state: 'ended',
      started_at: expect.any(String),
      ended_at: expect.any(String),
      peak_viewers: 3,
      comments: 2,
      added_to_cart: 4,
      shoppers: 4,
      orders: 1,
      products: [
        { id: bought.goodsId, name: expect.any(String), added_to_cart: 2, orders: 1 },
        { id: only.goodsId, name: expect.any(String), added_to_cart: 2, orders: 0 },
      ],
    });
    const [row] = await t.db.select({ peak: liveRooms.peakViewers }).from(liveRooms).where(eq(liveRooms.slug, room.room_href));
    expect(row!.peak).toBe(3);
    const listed = (await t.api<AdminLiveRoom[]>('GET', `${adminLivePaths.rooms}?state=ended`, { token: content() })).body.data;
    expect(listed.find((r) => r.room_href === room.room_href)).toMatchObject({ peak_viewers: 3, viewer_count: 0, state: 'ended' });
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the console watches a live room across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres', { live: { heartbeatMs: 1000, commentRateMax: 10, commentRateWindowMs: 60_000 } });
    b = await startTestApp('postgres', { live: { heartbeatMs: 1000, commentRateMax: 10, commentRateWindowMs: 60_000 } }, { sameShopAs: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("a host's page on process A is told a comment, a viewer and a pin made through process B, and the peak counts both processes' viewers", async () => {
    const host = await staffToken(a, 'content');
    const goods = await testGoods(a, { price: 30, stock: 3 });
    const { room } = (
      await a.api<AdminLiveRoomDetail>('POST', adminLivePaths.rooms, {
        token: host,
        body: { title: 'Two processes', starts_at: later(), goods_ids: [goods.goodsId] },
      })
    ).body.data;
    expect((await b.api('POST', paths.adminLive(room.room_href), { token: host, body: { action: 'start' } })).status).toBe(200);
    const staff = await LiveClient.open(a, 500);
    const onA = await LiveClient.open(a, 500);
    const onB = await LiveClient.open(b, 500);
    try {
      await staff.join(room.room_href, host);
      await onA.join(room.room_href);
      await onB.join(room.room_href, await visitorToken(b));
      await staff.next((m) => m.type === 4 && m.update.kind === 'viewers' && m.update.viewer_count === 2, 5000);
      onB.send({ type: 2, text: 'from process B' });
      expect(await staff.next((m) => m.type === 2)).toMatchObject({ text: 'from process B' });
      expect((await b.api('POST', paths.adminLive(room.room_href), { token: host, body: { action: 'pin', product_id: goods.goodsId } })).status).toBe(
        200,
      );
      expect(await staff.next((m) => m.type === 4 && m.update.kind === 'product')).toMatchObject({ update: { product: { pinned: true } } });
      const figures = await a.api<LiveRoomFigures>('GET', adminLivePaths.figures(room.room_href), { token: host });
      expect(figures.body.data).toMatchObject({ peak_viewers: 2, comments: 1 });
    } finally {
      for (const c of [staff, onA, onB]) c.close();
    }
  });
});
