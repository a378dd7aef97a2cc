import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { goods, liveRoomProducts, liveRooms, shopImages } from '../../db/schema';
import { ADMIN_LIVE_LIMITS, type AdminLiveRoom, type AdminLiveRoomDetail, type LiveRoomFigures } from '../../../contract/admin-live';
import type { LiveState } from '../../../contract/live';
import { said } from '../../../contract/messages';
import type { LiveRoomInput } from '../../../contract/schemas/admin-live';
import { conflict, invalid } from '../../errors';
import { goodsRows } from '../catalog/storefront';
import { loadImages, shopImageOf } from '../media/media';
import { recordAudit, type AuditActor } from '../staff/audit';
import { latestComments, roomByHref, roomProducts } from './rooms';

/**
 * The console's live rooms (api/admin/live-rooms, permission content.manage): the list, scheduling
 * and editing a room, its page's read and its figures. The moves during a show are `operatorMove`
 * (rooms.ts), shared with `npm run live`.
 */

type App = Pick<FastifyInstance, 'db' | 'liveHub'>;
type RoomRow = typeof liveRooms.$inferSelect;

async function roomsOf(app: App, rows: RoomRow[]): Promise<AdminLiveRoom[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const counts = await app.db
    .select({ roomId: liveRoomProducts.roomId, n: sql<number>`count(*)::int` })
    .from(liveRoomProducts)
    .where(inArray(liveRoomProducts.roomId, ids))
    .groupBy(liveRoomProducts.roomId);
  const countOf = new Map(counts.map((c) => [c.roomId, c.n]));
  const covers = await loadImages(
    app.db,
    rows.flatMap((r) => (r.coverImageId ? [r.coverImageId] : [])),
  );
  return Promise.all(
    rows.map(async (r) => {
      const cover = r.coverImageId ? covers.get(r.coverImageId) : undefined;
      return {
        id: r.id,
        room_href: r.slug,
        title: r.title,
        state: r.state,
        starts_at: r.startsAt?.toISOString() ?? null,
        ended_at: r.endedAt?.toISOString() ?? null,
        video_url: r.videoUrl,
        cover: cover ? shopImageOf(cover) : null,
        product_count: countOf.get(r.id) ?? 0,
        viewer_count: r.state === 'live' ? await app.liveHub.viewers(r.id) : 0,
        peak_viewers: r.peakViewers,
      };
    }),
  );
}

/** Every room (or those of one state): live first, then scheduled by time, then ended, newest first. */
export async function listAdminRooms(app: App, state?: LiveState): Promise<AdminLiveRoom[]> {
  const rows = await app.db
    .select()
    .from(liveRooms)
    .where(state ? eq(liveRooms.state, state) : undefined)
    .orderBy(
      sql`case ${liveRooms.state} when 'live' then 0 when 'scheduled' then 1 else 2 end`,
      sql`case when ${liveRooms.state} = 'scheduled' then ${liveRooms.startsAt} end asc nulls last`,
      desc(liveRooms.startsAt),
      desc(liveRooms.id),
    );
  return roomsOf(app, rows);
}

/** A room's page: the room, its products as shoppers see them, the products as chosen (in order) and the latest comments. */
export async function adminRoomDetail(app: App, href: string): Promise<AdminLiveRoomDetail> {
  const row = await roomByHref(app.db, href);
  const [room] = await roomsOf(app, [row]);
  const chosen = await app.db
    .select({ goodsId: liveRoomProducts.goodsId })
    .from(liveRoomProducts)
    .where(eq(liveRoomProducts.roomId, row.id))
    .orderBy(asc(liveRoomProducts.sort), asc(liveRoomProducts.id));
  return {
    room: room!,
    products: await roomProducts(app.db, row.id, null),
    goods: await goodsRows(
      app.db,
      chosen.map((c) => c.goodsId),
    ),
    comments: await latestComments(app.db, row.id, ADMIN_LIVE_LIMITS.commentsKept),
  };
}

/** A room's href from its title: lower-case words joined by dashes, made unique with -2, -3... */
async function freeHref(db: Db, title: string): Promise<string> {
  const base =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56)
      .replace(/-+$/, '') || 'live';
  const taken = new Set(
    (
      await db
        .select({ slug: liveRooms.slug })
        .from(liveRooms)
        .where(sql`${liveRooms.slug} = ${base} or ${liveRooms.slug} like ${`${base}-%`}`)
    ).map((r) => r.slug),
  );
  // The list's own paths (api/admin/live-rooms/goods, /cover; the console's /admin/live/new) are never a room's.
  taken.add('goods').add('cover').add('new');
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** What only the database knows of an input: its products published, its cover uploaded. The cover's id. */
async function checkInput(db: Db, input: LiveRoomInput): Promise<number | null> {
  if (input.goods_ids.length) {
    const found = await db
      .select({ id: goods.id })
      .from(goods)
      .where(and(inArray(goods.id, input.goods_ids), eq(goods.status, 'published')));
    const known = new Set(found.map((f) => f.id));
    const unknown = input.goods_ids.filter((id) => !known.has(id));
    if (unknown.length) throw invalid({ goods_ids: said('liveGoodsUnknown', { ids: unknown.join(', ') }) });
  }
  if (!input.cover_key) return null;
  const [image] = await db.select({ id: shopImages.id }).from(shopImages).where(eq(shopImages.key, input.cover_key)).limit(1);
  if (!image) throw invalid({ cover_key: said('liveCoverUnknown') });
  return image.id;
}

/** The room's products as chosen, in order: new ones added, the others removed; kept ones keep their room price, stock and pin. */
async function setRoomGoods(tx: Db, roomId: number, ids: number[]) {
  const now = await tx.select({ goodsId: liveRoomProducts.goodsId }).from(liveRoomProducts).where(eq(liveRoomProducts.roomId, roomId));
  const gone = now.map((r) => r.goodsId).filter((id) => !ids.includes(id));
  if (gone.length) await tx.delete(liveRoomProducts).where(and(eq(liveRoomProducts.roomId, roomId), inArray(liveRoomProducts.goodsId, gone)));
  for (const [sort, goodsId] of ids.entries())
    await tx
      .insert(liveRoomProducts)
      .values({ roomId, goodsId, sort })
      .onConflictDoUpdate({ target: [liveRoomProducts.roomId, liveRoomProducts.goodsId], set: { sort } });
}

/** POST api/admin/live-rooms: a new scheduled room, its products and its audit entry in one transaction. */
export async function scheduleRoom(app: App, actor: AuditActor, input: LiveRoomInput): Promise<AdminLiveRoomDetail> {
  const coverId = await checkInput(app.db, input);
  const href = await app.db.transaction(async (tx) => {
    const slug = await freeHref(tx, input.title);
    const [row] = await tx
      .insert(liveRooms)
      .values({ slug, title: input.title, state: 'scheduled', startsAt: new Date(input.starts_at), coverImageId: coverId })
      .returning();
    await setRoomGoods(tx, row!.id, input.goods_ids);
    await recordAudit(tx, actor, { action: 'live.schedule', record_kind: 'live', record_id: slug, after: input });
    return slug;
  });
  return adminRoomDetail(app, href);
}

/** PUT api/admin/live-rooms/{room_href}: a scheduled room's title, time, cover and products; 409 once it started. */
export async function editRoom(app: App, actor: AuditActor, href: string, input: LiveRoomInput): Promise<AdminLiveRoomDetail> {
  const coverId = await checkInput(app.db, input);
  await app.db.transaction(async (tx) => {
    const room = await roomByHref(tx, href);
    // Locked: a start at the same moment waits, then sees the edit (or the edit sees it started).
    const [locked] = await tx.select().from(liveRooms).where(eq(liveRooms.id, room.id)).for('update');
    if (locked!.state !== 'scheduled') throw conflict(null, said('liveRoomNotScheduled'));
    const before = { title: locked!.title, starts_at: locked!.startsAt?.toISOString() ?? null, cover_image_id: locked!.coverImageId };
    await tx
      .update(liveRooms)
      .set({ title: input.title, startsAt: new Date(input.starts_at), coverImageId: coverId })
      .where(eq(liveRooms.id, room.id));
    await setRoomGoods(tx, room.id, input.goods_ids);
    await recordAudit(tx, actor, { action: 'live.edit', record_kind: 'live', record_id: href, before, after: input });
  });
  return adminRoomDetail(app, href);
}

/**
 * A room's figures from what is recorded: its peak viewers (live_rooms, kept by the hub while it is
 * live), its comments (live_comments), the adds to cart from it (live_actions) and the orders that
 * followed: an order not cancelled of a customer who added one of its products to the cart from the
 * room, placed within ADMIN_LIVE_LIMITS.orderWindowHours after the add.
 */
export async function roomFigures(db: Db, href: string): Promise<LiveRoomFigures> {
  const room = await roomByHref(db, href);
  const window = `${ADMIN_LIVE_LIMITS.orderWindowHours} hours`;
  const totals = (await db.execute(sql`
    select
      (select count(*)::int from live_comments c where c.room_id = ${room.id}) as comments,
      (select count(*)::int from live_actions a where a.room_id = ${room.id} and a.action = 'add_cart') as added,
      (select count(distinct coalesce(a.user_id::text, a.visitor_id::text))::int from live_actions a
        where a.room_id = ${room.id} and a.action = 'add_cart') as shoppers,
      (select count(distinct o.id)::int from orders o
        join order_lines l on l.order_id = o.id
        where o.status <> 'cancelled' and exists (
          select 1 from live_actions a where a.room_id = ${room.id} and a.action = 'add_cart'
            and a.user_id = o.user_id and a.goods_id = l.goods_id
            and o.created_at >= a.created_at and o.created_at < a.created_at + ${window}::interval)) as orders`)) as unknown as {
    rows: { comments: number; added: number; shoppers: number; orders: number }[];
  };
  const perProduct = (await db.execute(sql`
    select g.id, g.name,
      (select count(*)::int from live_actions a where a.room_id = ${room.id} and a.action = 'add_cart' and a.goods_id = g.id) as added,
      (select count(distinct o.id)::int from orders o
        join order_lines l on l.order_id = o.id and l.goods_id = g.id
        where o.status <> 'cancelled' and exists (
          select 1 from live_actions a where a.room_id = ${room.id} and a.action = 'add_cart'
            and a.user_id = o.user_id and a.goods_id = g.id
            and o.created_at >= a.created_at and o.created_at < a.created_at + ${window}::interval)) as orders
    from live_room_products p join goods g on g.id = p.goods_id
    where p.room_id = ${room.id}
    order by p.sort, p.id`)) as unknown as { rows: { id: number; name: string; added: number; orders: number }[] };
  const t = totals.rows[0]!;
  return {
    room_href: room.slug,
    state: room.state,
    started_at: room.state === 'scheduled' ? null : (room.startsAt?.toISOString() ?? null),
    ended_at: room.endedAt?.toISOString() ?? null,
    peak_viewers: room.peakViewers,
    comments: Number(t.comments),
    added_to_cart: Number(t.added),
    shoppers: Number(t.shoppers),
    orders: Number(t.orders),
    products: perProduct.rows.map((p) => ({ id: Number(p.id), name: p.name, added_to_cart: Number(p.added), orders: Number(p.orders) })),
  };
}

/** The hub's count of a live room's viewers (across processes): kept as its peak when higher. */
export async function recordViewers(db: Db, roomId: number, viewers: number): Promise<void> {
  await db
    .update(liveRooms)
    .set({ peakViewers: sql`greatest(${liveRooms.peakViewers}, ${viewers})` })
    .where(and(eq(liveRooms.id, roomId), eq(liveRooms.state, 'live'), sql`${liveRooms.peakViewers} < ${viewers}`));
}
