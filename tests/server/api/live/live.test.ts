import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { paths } from '../../../../contract/endpoints';
import { messages } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { LIVE_NOW_POLL_MS } from '../../../../contract/constants';
import { LIVE_MISSED_MAX, type LiveComment, type LiveNow, type LiveRoomView, type LiveServerMessage } from '../../../../contract/live';
import { liveComments } from '../../../../server/db/schema';
import { backends, startTestApp, type TestApp } from '../../helpers/test-app';
import { LiveClient as Client } from '../../helpers/live-socket';
import { register, signIn, visitorToken, newEmail } from '../../helpers/sessions';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../../../server/db/seed';
import { staffToken } from '../../helpers/staff';
import { listAudit } from '../../../../server/services/staff/audit';

/** A signed-in content member: the live room's operator. */
let ADMIN: string;
// Short, yet long enough that a busy machine (PGlite runs on the event loop) never drops a live test socket.
const HEARTBEAT_MS = 1000;

describe.each(backends())('the live room: api/live and the socket /ws/live (%s)', (backend) => {
  let t: TestApp;
  const clients: Client[] = [];
  const open = async (silent = false) => {
    const c = await Client.open(t, silent ? 0 : HEARTBEAT_MS / 2);
    clients.push(c);
    return c;
  };
  beforeAll(async () => {
    t = await startTestApp(backend, { live: { heartbeatMs: HEARTBEAT_MS, commentRateMax: 3, commentRateWindowMs: 60_000 } });
    ADMIN = await staffToken(t, 'content');
  });
  afterAll(async () => {
    for (const c of clients) c.close();
    await t?.close();
  });

  it('lists the live room first, then the scheduled one; reads a room with products (pinned first) and comments', async () => {
    const rooms = await t.api('GET', paths.liveRooms);
    expect(rooms.status, rooms.text).toBe(200);
    expect(rooms.body.data.map((r: { room_href: string; state: string }) => [r.room_href, r.state])).toEqual([
      ['frames-live', 'live'],
      ['sunglasses-preview', 'scheduled'],
    ]);
    const room = await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=frames-live`);
    expect(room.status, room.text).toBe(200);
    const { products, comments } = room.body.data;
    expect(products.length).toBe(6);
    expect(products.map((p) => p.pinned)).toEqual([true, true, false, false, false, false]);
    expect(products[0]).toMatchObject({ is_wish: false, many_img: expect.arrayContaining([expect.stringMatching(/^\/api\/goods\/image\//)]) });
    expect(comments.map((c) => c.name)).toEqual(['Maria***', 'Kenji***', 'Demo***']);
    expect((await t.api('GET', `${paths.liveRoom}?room_href=nope`)).status).toBe(404);
    expect((await t.api('GET', `${paths.liveRoom}?room_href=${encodeURIComponent('<b>')}`)).status).toBe(422);
  });

  it("joins, answers heartbeats, and a customer's comment reaches every viewer with the first name and stars, its owner from the token", async () => {
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const reader = await open();
    const writer = await open();
    const snap = await reader.join();
    expect(snap).toMatchObject({ can_comment: false, room: { room_href: 'frames-live', state: 'live' } });
    expect((await writer.join('frames-live', demo.access_token)).can_comment).toBe(true);
    writer.send({ type: 0 });
    await writer.next((m) => m.type === 0);
    writer.send({ type: 2, text: '  <b>Hello</b> from the demo  ', customer_id: 999, name: 'Forged Name', color: '#123456' });
    const seen = await reader.next((m) => m.type === 2);
    expect(seen).toMatchObject({ type: 2, name: 'Demo***', text: '<b>Hello</b> from the demo', customer_id: 1, tourist_id: null, color: '#123456' });
    const [row] = await t.db
      .select()
      .from(liveComments)
      .where(eq(liveComments.id, (seen as { id: number }).id));
    expect(row).toMatchObject({ userId: 1, name: 'Demo***' });
    // A reader may not comment.
    reader.send({ type: 2, text: 'hi' });
    expect(await reader.error('sign_in')).toMatchObject({ msg: messages.signInRequired });
  });

  it('refuses bad input with an error message and keeps serving the others: malformed JSON, unknown type, empty, 201 characters, a flood; a frame over 4 KB closes only that connection', async () => {
    const token = await visitorToken(t);
    const bad = await open();
    const good = await open();
    await good.join();
    bad.send('{not json');
    await bad.error('malformed');
    bad.send({ type: 42 });
    await bad.error('unknown_type');
    bad.send({ type: 2, text: 'before joining' });
    await bad.error('not_joined');
    bad.send({ type: 1, room_href: 'no-such-room' });
    await bad.error('no_room');
    await bad.join('frames-live', token);
    bad.send({ type: 2, text: '   ' });
    expect(await bad.error('empty')).toMatchObject({ msg: messages.liveCommentRequired });
    bad.send({ type: 2, text: 'x'.repeat(201) });
    expect(await bad.error('too_long')).toMatchObject({ msg: messages.liveCommentTooLong });
    bad.send({ type: 2, text: 'y'.repeat(200) });
    const ok = await good.next((m) => m.type === 2);
    expect((ok as { name: string }).name).toBe('Guest***');
    for (let i = 0; i < 4; i++) bad.send({ type: 2, text: `flood ${i}` });
    await bad.error('too_fast');
    bad.send('x'.repeat(5000));
    expect(await bad.closed).toBe(1009);
    // The other connection is untouched.
    good.send({ type: 3 });
    expect((await good.next((m) => m.type === 3)).type).toBe(3);
  });

  it('a connection flooding messages (over 20 a second) is closed (1008), binary frames are refused, and the room goes on for the others', async () => {
    const flooder = await open();
    const other = await open();
    await other.join();
    await flooder.join();
    flooder.ws.send(Buffer.from([1, 2, 3]));
    await flooder.error('malformed');
    for (let i = 0; i < 50; i++) flooder.send({ type: 0 });
    expect(await flooder.closed).toBe(1008);
    const writer = await open();
    await writer.join('frames-live', await visitorToken(t));
    writer.send({ type: 2, text: 'after the flood' });
    expect(await other.next((m) => m.type === 2 && m.text === 'after the flood')).toMatchObject({ text: 'after the flood' });
  });

  it('drops a connection silent for more than three heartbeats', async () => {
    const silent = await open(true);
    // Before the join is sent: the server hears from it no earlier than this, so a drop after
    // three silent heartbeats comes at least 3 heartbeats later, however slow the answers are.
    const started = Date.now();
    await silent.join();
    await silent.closed;
    expect(Date.now() - started).toBeGreaterThanOrEqual(3 * HEARTBEAT_MS - 5);
  });

  it('the operator mutes a visitor and a customer: their comments are refused with a message on their socket, the others still comment; unmuted, they comment again', async () => {
    const admin = (body: unknown) => t.api('POST', paths.adminLive('frames-live'), { body, token: ADMIN });
    const said = (text: string) => (m: LiveServerMessage) => m.type === 2 && m.text === text;
    const watcher = await open();
    await watcher.join();
    const visitor = await open();
    await visitor.join('frames-live', await visitorToken(t));
    visitor.send({ type: 2, text: 'before the mute' });
    const before = await watcher.next<LiveComment>(said('before the mute'));
    const [row] = await t.db.select().from(liveComments).where(eq(liveComments.id, before.id));
    const visitorId = row!.visitorId!;

    const nobody = await admin({ action: 'mute' });
    expect(nobody.status).toBe(422);
    expect(nobody.body.msg).toBe(messages.liveMuteWho);
    expect((await admin({ action: 'mute', visitor_id: 'not-a-visitor' })).status).toBe(422);
    expect((await admin({ action: 'mute', customer_id: 999_999 })).status).toBe(404);
    expect((await t.api('POST', paths.adminLive('frames-live'), { body: { action: 'mute', visitor_id: visitorId } })).status).toBe(401);
    // A member whose role does not run live rooms: 403.
    const support = await staffToken(t, 'support');
    expect((await t.api('POST', paths.adminLive('frames-live'), { body: { action: 'mute', visitor_id: visitorId }, token: support })).status).toBe(
      403,
    );
    const muted = await admin({ action: 'mute', visitor_id: visitorId });
    expect(muted.status, muted.text).toBe(200);
    expect(muted.body.data).toMatchObject({ kind: 'muted', visitor_id: visitorId, customer_id: null });
    // Muting twice is still muted (no error, no second row).
    expect((await admin({ action: 'mute', visitor_id: visitorId })).status).toBe(200);
    visitor.send({ type: 2, text: 'after the mute' });
    expect(await visitor.error('muted')).toMatchObject({ msg: messages.liveMuted });

    // Another shopper still comments; muted as a customer, every token of theirs is refused.
    const email = newEmail('muted');
    const shopper = await register(t, email);
    const writer = await open();
    await writer.join('frames-live', shopper.access_token);
    writer.send({ type: 2, text: 'still here' });
    const theirs = await watcher.next<LiveComment>(said('still here'));
    expect((await admin({ action: 'mute', customer_id: theirs.customer_id })).body.data).toMatchObject({
      kind: 'muted',
      customer_id: theirs.customer_id,
    });
    const again = await open();
    await again.join('frames-live', (await signIn(t, email, 'secret123')).access_token);
    again.send({ type: 2, text: 'muted customer' });
    await again.error('muted');

    // Unmuted: the visitor comments again; what was refused never reached the room.
    expect((await admin({ action: 'unmute', visitor_id: visitorId })).body.data).toMatchObject({ kind: 'unmuted' });
    visitor.send({ type: 2, text: 'unmuted' });
    await watcher.next(said('unmuted'));
    expect(watcher.got.some((m) => said('after the mute')(m) || said('muted customer')(m))).toBe(false);
    await admin({ action: 'unmute', customer_id: theirs.customer_id });
  });

  it("the operator's moves and a shopper's heart are broadcast as type 4; at most 3 pinned", async () => {
    const viewer = await open();
    const { products } = await viewer.join();
    const target = products.find((p) => !p.pinned)!;
    const admin = (body: unknown) => t.api('POST', paths.adminLive('frames-live'), { body, token: ADMIN });
    expect((await t.api('POST', paths.adminLive('frames-live'), { body: { action: 'end' } })).status).toBe(401);
    const priced = await admin({ action: 'price', product_id: target.id, price: 99, special_price: 79 });
    const logged = await listAudit(t.db, { record_kind: 'live', record_id: 'frames-live', page: 1, page_size: 1 });
    expect(logged.items[0]).toMatchObject({ action: 'live.price', after: { product_id: target.id, price: 99, special_price: 79 } });
    expect(priced.status, priced.text).toBe(200);
    const update = await viewer.next((m) => m.type === 4 && m.update.kind === 'product');
    expect(update).toMatchObject({ update: { product: { id: target.id, price: 99, special_price: 79 } } });
    await admin({ action: 'stock', product_id: target.id, stock: 0 });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'product')).toMatchObject({ update: { product: { true_qty: 0 } } });
    expect((await admin({ action: 'pin', product_id: target.id })).status).toBe(200);
    const other = products.filter((p) => !p.pinned && p.id !== target.id)[0]!;
    const refused = await admin({ action: 'pin', product_id: other.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(messages.livePinLimit);
    await admin({ action: 'unpin', product_id: target.id });

    const shopper = await register(t, newEmail('live'));
    const wished = await t.api('POST', paths.addWish, { body: { goods_ids: [other.id] }, token: shopper.access_token });
    expect(wished.status, wished.text).toBe(200);
    const action = await t.api('POST', paths.liveAction, {
      body: { room_href: 'frames-live', data: 'wish', product_id: other.id },
      token: shopper.access_token,
    });
    expect(action.status, action.text).toBe(200);
    expect(action.body.data).toMatchObject({ id: other.id, is_wish: true, wish_num: other.wish_num + 1 });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'product' && m.update.product.id === other.id)).toMatchObject({
      update: { product: { wish_num: other.wish_num + 1, is_wish: false } },
    });
    expect((await t.api('POST', paths.liveAction, { body: { room_href: 'frames-live', data: 'wish', product_id: other.id } })).status).toBe(401);

    await admin({ action: 'end' });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'state')).toMatchObject({ update: { state: 'ended' } });
    const demo = await signIn(t, DEMO_EMAIL, DEMO_PASSWORD);
    const late = await open();
    await late.join('frames-live', demo.access_token);
    late.send({ type: 2, text: 'after the end' });
    await late.error('not_live');
    await admin({ action: 'start' });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'state')).toMatchObject({ update: { state: 'live' } });
  });

  it('a reconnected viewer asks with one type 3 request on its new connection (room_href, token, since): it is joined again and gets the room, its products and every comment after since, without the deleted ones, and their ids', async () => {
    const admin = (body: unknown) => t.api('POST', paths.adminLive('frames-live'), { body, token: ADMIN });
    const said = (text: string) => (m: LiveServerMessage) => m.type === 2 && m.text === text;
    const token = await visitorToken(t);
    const viewer = await open();
    const { comments: seen } = await viewer.join('frames-live', token);
    const since = seen.at(-1)!.id;
    const shown = await open();
    await shown.join();
    viewer.close();
    // While the viewer is away: two comments, and the operator deletes one it had seen and one it had not.
    const writer = await open();
    await writer.join('frames-live', await visitorToken(t));
    writer.send({ type: 2, text: 'missed one' });
    const missed = await shown.next<LiveComment>(said('missed one'));
    writer.send({ type: 2, text: 'missed and deleted' });
    const gone = await shown.next<LiveComment>(said('missed and deleted'));
    expect((await admin({ action: 'delete-comment', comment_id: gone.id })).status).toBe(200);
    expect((await admin({ action: 'delete-comment', comment_id: since })).status).toBe(200);

    const back = await open();
    back.send({ type: 3, room_href: 'frames-live', token, since });
    const caught = await back.next<Extract<LiveServerMessage, { type: 3 }>>((m) => m.type === 3);
    expect(caught).toMatchObject({ since, missed_more: false, can_comment: true, room: { room_href: 'frames-live', state: 'live' } });
    expect(caught.comments.map((c) => c.id)).toEqual([missed.id]);
    expect(caught.deleted_ids).toEqual([since]);
    expect(caught.products.length).toBe(6);
    // Joined again: it may comment, and the room's comments reach it.
    back.send({ type: 2, text: 'back again' });
    expect(await back.next(said('back again'))).toMatchObject({ name: 'Guest***' });
    // On a connection already joined, a request with since alone catches up too; with nothing new, nothing.
    back.send({ type: 3, since: missed.id });
    const again = await back.next<Extract<LiveServerMessage, { type: 3 }>>((m) => m.type === 3);
    expect(again.comments.map((c) => c.text)).toEqual(['back again']);
  });

  it(`a catch-up carries at most ${LIVE_MISSED_MAX} comments, the newest, and says more were missed; a bad since or room is refused`, async () => {
    const room = (await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=frames-live`)).body.data.room;
    const [{ id: before }] = (await t.db.select({ id: liveComments.id }).from(liveComments).orderBy(desc(liveComments.id)).limit(1)) as [
      { id: number },
    ];
    const texts = Array.from({ length: LIVE_MISSED_MAX + 5 }, (_, i) => `bulk ${i}`);
    await t.db.insert(liveComments).values(texts.map((text) => ({ roomId: room.id, name: 'Guest***', text, color: '#000000' })));
    const back = await open();
    back.send({ type: 3, room_href: 'frames-live', since: before });
    const caught = await back.next<Extract<LiveServerMessage, { type: 3 }>>((m) => m.type === 3);
    expect(caught).toMatchObject({ since: before, missed_more: true, can_comment: false });
    expect(caught.comments).toHaveLength(LIVE_MISSED_MAX);
    expect(caught.comments[0]!.text).toBe('bulk 5');
    expect(caught.comments.at(-1)!.text).toBe(`bulk ${LIVE_MISSED_MAX + 4}`);
    // Without since: the snapshot of the latest comments, as a join answers.
    back.send({ type: 3 });
    const snap = await back.next<Extract<LiveServerMessage, { type: 3 }>>((m) => m.type === 3);
    expect(snap.since).toBeUndefined();
    expect(snap.comments.length).toBeLessThan(LIVE_MISSED_MAX);

    const bad = await open();
    bad.send({ type: 3, since: 1 });
    await bad.error('not_joined');
    for (const since of [-1, 1.5, '3', 2 ** 60]) {
      bad.send({ type: 3, room_href: 'frames-live', since });
      await bad.error('malformed');
    }
    bad.send({ type: 3, room_href: 'no-such-room', since: 1 });
    await bad.error('no_room');
    bad.send({ type: 0 });
    await bad.next((m) => m.type === 0);
  });

  it("the operator deletes a comment: the room is told (type 4), it is gone from the room's reads; another room's comment or an unknown one is a 404, none given a 422", async () => {
    const admin = (body: unknown, href = 'frames-live') => t.api('POST', paths.adminLive(href), { body, token: ADMIN });
    const viewer = await open();
    await viewer.join();
    const writer = await open();
    await writer.join('frames-live', await visitorToken(t));
    writer.send({ type: 2, text: 'to be deleted' });
    const doomed = await viewer.next<LiveComment>((m) => m.type === 2 && m.text === 'to be deleted');

    expect((await t.api('POST', paths.adminLive('frames-live'), { body: { action: 'delete-comment', comment_id: doomed.id } })).status).toBe(401);
    const none = await admin({ action: 'delete-comment' });
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe(messages.notFound);
    expect((await admin({ action: 'delete-comment', comment_id: 999_999_999 })).status).toBe(404);
    const [elsewhere] = await t.db.insert(liveComments).values({ roomId: 2, name: 'Guest***', text: 'other room', color: '#000000' }).returning();
    expect((await admin({ action: 'delete-comment', comment_id: elsewhere!.id })).status).toBe(404);

    const deleted = await admin({ action: 'delete-comment', comment_id: doomed.id });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.data).toEqual({ room_id: doomed.room_id, kind: 'comment_deleted', comment_id: doomed.id });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'comment_deleted')).toMatchObject({
      update: { kind: 'comment_deleted', comment_id: doomed.id },
    });
    const view = await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=frames-live`);
    expect(view.body.data.comments.some((c) => c.id === doomed.id)).toBe(false);
    const later = await open();
    expect((await later.join()).comments.some((c) => c.id === doomed.id)).toBe(false);
    const [row] = await t.db.select().from(liveComments).where(eq(liveComments.id, doomed.id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it('the operator starts a room with a new video url (http(s) or a path of the shop): the room is told and reads it; anything else is a 422 with a message and changes nothing', async () => {
    const admin = (body: unknown) => t.api('POST', paths.adminLive('sunglasses-preview'), { body, token: ADMIN });
    const viewer = await open();
    await viewer.join('sunglasses-preview');
    for (const video_url of [
      'javascript:alert(1)',
      'ftp://cdn.example.com/live.m3u8',
      '//cdn.example.com/live.m3u8',
      'https://',
      'live/index.m3u8',
      '',
    ]) {
      const refused = await admin({ action: 'start', video_url });
      expect(refused.status, video_url).toBe(422);
      expect(refused.body.msg, video_url).toBe(messages.liveVideoUrlInvalid);
    }
    const still = await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=sunglasses-preview`);
    expect(still.body.data.room).toMatchObject({ state: 'scheduled', video_url: '' });

    const url = 'https://cdn.example.com/live/sunglasses/index.m3u8';
    const started = await admin({ action: 'start', video_url: url });
    expect(started.status, started.text).toBe(200);
    expect(started.body.data).toMatchObject({ kind: 'state', state: 'live', video_url: url });
    expect(await viewer.next((m) => m.type === 4 && m.update.kind === 'state')).toMatchObject({ update: { state: 'live', video_url: url } });
    expect((await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=sunglasses-preview`)).body.data.room).toMatchObject({
      state: 'live',
      video_url: url,
    });
    // Started twice: a 409 that changes nothing. Ended, then started again without a video: the room keeps its url; a path of the shop's own origin is taken too.
    const twice = await admin({ action: 'start', video_url: '/live/demo/index.m3u8' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(consoleMessages.liveRoomStarted);
    expect((await admin({ action: 'end' })).body.data).toMatchObject({ state: 'ended' });
    expect((await admin({ action: 'start' })).body.data).toMatchObject({ video_url: url });
    expect((await admin({ action: 'end' })).body.data).toMatchObject({ state: 'ended' });
    expect((await admin({ action: 'start', video_url: '/live/demo/index.m3u8' })).body.data).toMatchObject({ video_url: '/live/demo/index.m3u8' });
    expect((await admin({ action: 'end' })).body.data).toMatchObject({ state: 'ended' });
  });

  it('api/live/now lists the rooms live now for the badge, with an ETag: 304 while nothing changed; a room started or ended changes it at once', async () => {
    const admin = (body: unknown) => t.api('POST', paths.adminLive('sunglasses-preview'), { body, token: ADMIN });
    const now = await t.api<LiveNow>('GET', paths.liveNow);
    expect(now.status, now.text).toBe(200);
    expect(now.body.data).toEqual({
      rooms: [{ id: 1, room_href: 'frames-live', title: 'New frames, live from the workshop' }],
      poll_ms: LIVE_NOW_POLL_MS,
    });
    expect(now.headers.get('cache-control')).toBe('no-cache');
    const tag = now.headers.get('etag')!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const same = await t.api('GET', paths.liveNow, { headers: { 'if-none-match': tag } });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');
    expect(same.headers.get('etag')).toBe(tag);
    expect((await t.api('GET', paths.liveNow, { headers: { 'if-none-match': `"other", W/${tag}` } })).status).toBe(304);
    expect((await t.api('GET', paths.liveNow, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

    await admin({ action: 'start' });
    const started = await t.api<LiveNow>('GET', paths.liveNow, { headers: { 'if-none-match': tag } });
    expect(started.status).toBe(200);
    expect(started.body.data.rooms.map((r) => r.room_href)).toEqual(['sunglasses-preview', 'frames-live']);
    expect(started.headers.get('etag')).not.toBe(tag);
    // A move that starts or ends nothing keeps the answer (and its tag).
    const [first] = (await t.api<LiveRoomView>('GET', `${paths.liveRoom}?room_href=sunglasses-preview`)).body.data.products;
    await admin({ action: 'price', product_id: first!.id, price: 12 });
    expect((await t.api('GET', paths.liveNow, { headers: { 'if-none-match': started.headers.get('etag')! } })).status).toBe(304);
    await admin({ action: 'end' });
    const ended = await t.api<LiveNow>('GET', paths.liveNow, { headers: { 'if-none-match': started.headers.get('etag')! } });
    expect(ended.status).toBe(200);
    expect(ended.headers.get('etag')).toBe(tag);
    expect(ended.body.data.rooms.map((r) => r.room_href)).toEqual(['frames-live']);
  });
});

describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)('the live room across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await startTestApp('postgres');
    b = await startTestApp('postgres', {}, { sameShopAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a comment sent on one process reaches a viewer of the other, and the viewer count is the sum of both', async () => {
    const onA = await Client.open(a);
    const onB = await Client.open(b);
    try {
      await onA.join();
      await onB.join('frames-live', await visitorToken(b));
      onB.send({ type: 2, text: 'crossing processes' });
      expect(await onA.next((m) => m.type === 2)).toMatchObject({ text: 'crossing processes', name: 'Guest***' });
      await onA.next((m) => m.type === 4 && m.update.kind === 'viewers' && m.update.viewer_count === 2);
      const rooms = await a.api('GET', paths.liveRooms);
      expect(rooms.body.data[0].viewer_count).toBe(2);
    } finally {
      onA.close();
      onB.close();
    }
  });
});
