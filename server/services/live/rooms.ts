import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goods, liveActions, liveComments, liveMutes, liveRoomProducts, liveRooms, users } from '../../db/schema';
import { goodsImageUrl } from '../../../contract/endpoints';
import { photoForColour, photosOfGoods } from '../media/product-photos';
import { said } from '../../../contract/messages';
import {
  LIVE_COMMENTS_KEPT,
  LIVE_MISSED_MAX,
  chatName,
  type LiveAction,
  type LiveCatchUp,
  type LiveComment,
  type LiveProduct,
  type LiveRoom,
  type LiveRoomView,
  type LiveState,
} from '../../../contract/live';
import { conflict, invalid, notFound } from '../../errors';
import type { Identity } from '../auth/tokens';
import { wishedIds } from '../cart/wishes';
import { recordAudit, type AuditActor } from '../staff/audit';

/** How many comments a snapshot (type 3, GET api/live/room) carries, newest last. */
export const LATEST_COMMENTS = 50;
/** At most this many products of a room are pinned at once. */
export const PIN_MAX = 3;

type RoomRow = typeof liveRooms.$inferSelect;

export const roomOf = (r: RoomRow, viewerCount = 0): LiveRoom => ({
  id: r.id,
  room_href: r.slug,
  title: r.title,
  state: r.state,
  video_url: r.videoUrl,
  starts_at: r.startsAt?.toISOString() ?? null,
  viewer_count: viewerCount,
});

/** A room by its href; 404 when there is none. */
export async function roomByHref(db: Db, href: string): Promise<RoomRow> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.slug, href)).limit(1);
  if (!row) throw notFound(said('liveRoomNotFound'));
  return row;
}

/** A room by its id (a joined connection's room, as it is now). */
export async function roomById(db: Db, id: number): Promise<RoomRow> {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.id, id)).limit(1);
  if (!row) throw notFound(said('liveRoomNotFound'));
  return row;
}

/** The rooms live now and those scheduled, live first then by start. */
export async function listRooms(db: Db): Promise<LiveRoom[]> {
  const rows = await db
    .select()
    .from(liveRooms)
    .where(inArray(liveRooms.state, ['live', 'scheduled']))
    .orderBy(sql`case when ${liveRooms.state} = 'live' then 0 else 1 end`, asc(liveRooms.startsAt), asc(liveRooms.id));
  return rows.map((r) => roomOf(r));
}

/**
 * A room's products (the caller's hearts laid over when `who` is given), pinned first (newest pin
 * first), then by sort. Published products only: a draft or archived one is never shown to shoppers.
 */
export async function roomProducts(db: Db, roomId: number, who: Identity | null, goodsIds?: number[]): Promise<LiveProduct[]> {
  const rows = await db
    .select({
      goodsId: liveRoomProducts.goodsId,
      name: goods.name,
      price: goods.price,
      specialPrice: goods.specialPrice,
      priceType: goods.priceType,
      roomPrice: liveRoomProducts.price,
      roomSpecial: liveRoomProducts.specialPrice,
      roomStock: liveRoomProducts.stockQty,
      pinnedAt: liveRoomProducts.pinnedAt,
      stock: sql<number>`(select coalesce(sum(v.stock_qty), 0)::int from goods_variants v where v.goods_id = ${goods.id})`,
      variantId: sql<number>`(select v.id from goods_variants v where v.goods_id = ${goods.id} order by (v.stock_qty > 0) desc, v.sort, v.id limit 1)`,
      colors: sql<
        string[]
      >`(select coalesce(array_agg(v.color_hex order by v.sort, v.id), '{}') from goods_variants v where v.goods_id = ${goods.id})`,
      wishNum: sql<number>`(select count(*)::int from wish_items w where w.goods_id = ${goods.id})`,
    })
    .from(liveRoomProducts)
    .innerJoin(goods, eq(goods.id, liveRoomProducts.goodsId))
    .where(and(eq(liveRoomProducts.roomId, roomId), eq(goods.isActive, true), goodsIds ? inArray(liveRoomProducts.goodsId, goodsIds) : undefined))
    .orderBy(sql`${liveRoomProducts.pinnedAt} desc nulls last`, asc(liveRoomProducts.sort), asc(liveRoomProducts.id));
  const wished = who ? new Set(await wishedIds(db, who)) : new Set<number>();
  const photos = await photosOfGoods(
    db,
    rows.map((r) => r.goodsId),
    new Map(rows.map((r) => [r.goodsId, r.name])),
  );
  return rows.map((r) => {
    const photo = photoForColour(photos.get(r.goodsId), null);
    const price = r.roomPrice ?? r.price;
    const special = r.roomSpecial ?? (r.roomPrice == null && r.priceType === 2 ? r.specialPrice : null);
    return {
      id: r.goodsId,
      name: r.name,
      many_img: [
        ...(photo ? [photo.src] : []),
        ...(r.colors.length ? r.colors : [undefined]).slice(0, photo ? 3 : 4).map((hex) => goodsImageUrl(r.goodsId, hex ?? undefined)),
      ],
      ...(photo ? { photo } : {}),
      price,
      special_price: special != null && special < price ? special : null,
      wish_num: r.wishNum,
      is_wish: wished.has(r.goodsId),
      true_qty: r.roomStock ?? r.stock,
      variant_id: r.variantId,
      pinned: r.pinnedAt != null,
    };
  });
}

/** A short public tag of a visitor (never their id). */
const touristTag = (visitorId: string) => createHash('sha256').update(`live:${visitorId}`).digest('hex').slice(0, 10);

type CommentRow = typeof liveComments.$inferSelect;
export const commentOf = (c: CommentRow): LiveComment => ({
  type: 2,
  id: c.id,
  name: c.name,
  text: c.text,
  color: c.color,
  customer_id: c.userId,
  tourist_id: c.userId == null && c.visitorId ? touristTag(c.visitorId) : null,
  room_id: c.roomId,
  created_at: c.createdAt.toISOString(),
});

const latestRows = async (db: Db, roomId: number, limit: number) =>
  (
    await db
      .select()
      .from(liveComments)
      .where(and(eq(liveComments.roomId, roomId), isNull(liveComments.deletedAt)))
      .orderBy(desc(liveComments.id))
      .limit(limit)
  ).reverse();

/** The room's latest comments not deleted, oldest first. */
export async function latestComments(db: Db, roomId: number, limit = LATEST_COMMENTS): Promise<LiveComment[]> {
  return (await latestRows(db, roomId, limit)).map(commentOf);
}

/**
 * What a reconnected viewer missed (type 3 with `since`): every comment after `since` not deleted,
 * oldest first, at most `max` (the newest; `missed_more` when there were more), and the ids of the
 * comments deleted since the `since` comment was written among those the viewer may still show
 * (the LIVE_COMMENTS_KEPT up to `since`).
 */
export async function commentsSince(
  db: Db,
  roomId: number,
  since: number,
  max = LIVE_MISSED_MAX,
): Promise<LiveCatchUp & { comments: LiveComment[] }> {
  const rows = await db
    .select()
    .from(liveComments)
    .where(and(eq(liveComments.roomId, roomId), isNull(liveComments.deletedAt), gt(liveComments.id, since)))
    .orderBy(desc(liveComments.id))
    .limit(max + 1);
  // Among the comments the viewer can hold (the LIVE_COMMENTS_KEPT up to `since`, through the room's index).
  const held = db
    .select({ id: liveComments.id })
    .from(liveComments)
    .where(and(eq(liveComments.roomId, roomId), sql`${liveComments.id} <= ${since}`))
    .orderBy(desc(liveComments.id))
    .limit(LIVE_COMMENTS_KEPT);
  const deleted = await db
    .select({ id: liveComments.id })
    .from(liveComments)
    .where(
      and(
        inArray(liveComments.id, held),
        sql`${liveComments.deletedAt} >= (select c.created_at from live_comments c where c.id = ${since} and c.room_id = ${roomId})`,
      ),
    )
    .orderBy(asc(liveComments.id));
  return {
    since,
    missed_more: rows.length > max,
    deleted_ids: deleted.map((d) => d.id),
    comments: rows.slice(0, max).reverse().map(commentOf),
  };
}

/** The operator's view of the latest comments: each with its writer's visitor id (what `mute` takes for a visitor). */
export async function operatorComments(db: Db, roomId: number, limit: number): Promise<(LiveComment & { visitor_id: string | null })[]> {
  return (await latestRows(db, roomId, limit)).map((c) => ({ ...commentOf(c), visitor_id: c.visitorId }));
}

const COLORS = ['#b5651d', '#2b6cb0', '#2f855a', '#9b2c2c', '#6b46c1', '#975a16', '#2c7a7b', '#b83280'];

/**
 * Stores a comment already checked (contract/live.ts checkComment) by `who`; the name and the owner
 * come from the token's identity, the colour is the shopper's own pick when it is a hex colour.
 */
export async function addComment(db: Db, roomId: number, who: Identity, text: string, color?: unknown): Promise<LiveComment> {
  let firstname: string | null = null;
  if (who.kind === 'customer') {
    const [u] = await db.select({ firstname: users.firstname }).from(users).where(eq(users.id, who.userId)).limit(1);
    firstname = u?.firstname ?? null;
  }
  const seed = who.kind === 'customer' ? who.userId : parseInt(who.visitorId.slice(0, 6), 16);
  const chosen = typeof color === 'string' && /^#[0-9a-fA-F]{6}$/.test(color) ? color : COLORS[seed % COLORS.length]!;
  const [row] = await db
    .insert(liveComments)
    .values({
      roomId,
      userId: who.kind === 'customer' ? who.userId : null,
      visitorId: who.visitorId,
      name: chatName(firstname),
      text,
      color: chosen,
    })
    .returning();
  return commentOf(row!);
}

/** POST api/live: records what the shopper did; answers the product as it is now (its wish count moved with a heart). */
export async function recordAction(
  db: Db,
  href: string,
  action: LiveAction,
  goodsId: number,
  who: Identity,
): Promise<{ roomId: number; product: LiveProduct }> {
  const room = await roomByHref(db, href);
  const [product] = await roomProducts(db, room.id, who, [goodsId]);
  if (!product) throw notFound(said('goodsNotFound'));
  await db.insert(liveActions).values({
    roomId: room.id,
    goodsId,
    action,
    userId: who.kind === 'customer' ? who.userId : null,
    visitorId: who.visitorId,
  });
  return { roomId: room.id, product };
}

// ---------- the operator's moves (npm run live, api/admin/live/...) ----------

export type OperatorMove =
  | { action: 'start'; video_url?: string }
  | { action: 'end' }
  | { action: 'pin' | 'unpin'; product_id: number }
  | { action: 'price'; product_id: number; price: number; special_price?: number | null }
  | { action: 'stock'; product_id: number; stock: number }
  | { action: 'delete-comment'; comment_id: number }
  /** One of: a customer (all their tokens), a visitor (all that visitor's tokens), or the writer of a comment of the room. */
  | { action: 'mute' | 'unmute'; customer_id?: number; visitor_id?: string; comment_id?: number };

/** What a move changed, for the broadcast (type 4). */
export type MoveResult =
  | { roomId: number; kind: 'state'; state: LiveState; video_url: string }
  | { roomId: number; kind: 'product'; product: LiveProduct }
  | { roomId: number; kind: 'comment_deleted'; comment_id: number }
  /** Told to nobody: the muted shopper learns it when they next comment. */
  | { roomId: number; kind: 'muted' | 'unmuted'; customer_id: number | null; visitor_id: string | null };

/** Whether `who` may not comment in the room (muted as a customer, or as the visitor behind the token). */
export async function isMuted(db: Db, roomId: number, who: Identity): Promise<boolean> {
  const [row] = await db
    .select({ id: liveMutes.id })
    .from(liveMutes)
    .where(
      and(
        eq(liveMutes.roomId, roomId),
        or(
          who.kind === 'customer' ? eq(liveMutes.userId, who.userId) : undefined,
          who.visitorId ? eq(liveMutes.visitorId, who.visitorId) : undefined,
        ),
      ),
    )
    .limit(1);
  return !!row;
}

async function requireRoomProduct(db: Db, roomId: number, goodsId: number) {
  // A draft or archived product is not the room's to show: refused before anything is written.
  const [row] = await db
    .select({ id: liveRoomProducts.id })
    .from(liveRoomProducts)
    .innerJoin(goods, eq(goods.id, liveRoomProducts.goodsId))
    .where(and(eq(liveRoomProducts.roomId, roomId), eq(liveRoomProducts.goodsId, goodsId), eq(goods.isActive, true)))
    .limit(1);
  if (!row) throw notFound(said('goodsNotFound'));
  return row;
}

/** One operator move on room `href`, each its own single-statement write (pin checks its limit inside a transaction). */
/** A move made from the console (api/admin/live): the move and its audit entry in one transaction. */
export function auditedOperatorMove(db: Db, actor: AuditActor, href: string, move: OperatorMove): Promise<MoveResult> {
  return db.transaction(async (tx) => {
    const moved = await operatorMove(tx, href, move);
    await recordAudit(tx, actor, { action: `live.${move.action}`, record_kind: 'live', record_id: href, after: move });
    return moved;
  });
}

export async function operatorMove(db: Db, href: string, move: OperatorMove): Promise<MoveResult> {
  const room = await roomByHref(db, href);
  const productNow = async (goodsId: number): Promise<MoveResult> => {
    const [product] = await roomProducts(db, room.id, null, [goodsId]);
    // Unpublished between the check and now.
    if (!product) throw notFound(said('goodsNotFound'));
    return { roomId: room.id, kind: 'product', product };
  };
  switch (move.action) {
    case 'start':
    case 'end': {
      const state = move.action === 'start' ? 'live' : 'ended';
      const [row] = await db
        .update(liveRooms)
        .set({
          state,
          ...(move.action === 'start'
            ? { startsAt: new Date(), endedAt: null, ...(move.video_url !== undefined ? { videoUrl: move.video_url } : {}) }
            : { endedAt: new Date() }),
        })
        // Started twice or ended twice: the second is refused (one statement, so two at once cannot both pass).
        .where(and(eq(liveRooms.id, room.id), move.action === 'start' ? ne(liveRooms.state, 'live') : eq(liveRooms.state, 'live')))
        .returning();
      if (!row) throw conflict(null, said(move.action === 'start' ? 'liveRoomStarted' : 'liveRoomEndNotLive'));
      return { roomId: room.id, kind: 'state', state, video_url: row.videoUrl };
    }
    case 'pin':
      await db.transaction(async (tx) => {
        await requireRoomProduct(tx, room.id, move.product_id);
        // The room row locked: two pins at once cannot both see two pinned.
        await tx.select({ id: liveRooms.id }).from(liveRooms).where(eq(liveRooms.id, room.id)).for('update');
        const pinned = await tx
          .select({ goodsId: liveRoomProducts.goodsId })
          .from(liveRoomProducts)
          .where(and(eq(liveRoomProducts.roomId, room.id), isNotNull(liveRoomProducts.pinnedAt)));
        if (pinned.length >= PIN_MAX && !pinned.some((p) => p.goodsId === move.product_id)) throw conflict(null, said('livePinLimit'));
        await tx
          .update(liveRoomProducts)
          .set({ pinnedAt: new Date() })
          .where(and(eq(liveRoomProducts.roomId, room.id), eq(liveRoomProducts.goodsId, move.product_id)));
      });
      return productNow(move.product_id);
    case 'unpin':
      await requireRoomProduct(db, room.id, move.product_id);
      await db
        .update(liveRoomProducts)
        .set({ pinnedAt: null })
        .where(and(eq(liveRoomProducts.roomId, room.id), eq(liveRoomProducts.goodsId, move.product_id)));
      return productNow(move.product_id);
    case 'price':
      await requireRoomProduct(db, room.id, move.product_id);
      await db
        .update(liveRoomProducts)
        .set({ price: move.price, specialPrice: move.special_price ?? null })
        .where(and(eq(liveRoomProducts.roomId, room.id), eq(liveRoomProducts.goodsId, move.product_id)));
      return productNow(move.product_id);
    case 'stock':
      await requireRoomProduct(db, room.id, move.product_id);
      await db
        .update(liveRoomProducts)
        .set({ stockQty: move.stock })
        .where(and(eq(liveRoomProducts.roomId, room.id), eq(liveRoomProducts.goodsId, move.product_id)));
      return productNow(move.product_id);
    case 'mute':
    case 'unmute': {
      let owner: { userId: number | null; visitorId: string | null } =
        move.customer_id != null ? { userId: move.customer_id, visitorId: null } : { userId: null, visitorId: move.visitor_id ?? null };
      if (owner.userId == null && owner.visitorId == null && move.comment_id != null) {
        // The writer of a comment of the room (what the console's chat offers): the customer, else the visitor.
        const [c] = await db
          .select({ userId: liveComments.userId, visitorId: liveComments.visitorId })
          .from(liveComments)
          .where(and(eq(liveComments.id, move.comment_id), eq(liveComments.roomId, room.id)))
          .limit(1);
        if (!c) throw notFound(said('liveCommentNotFound'));
        owner = c.userId != null ? { userId: c.userId, visitorId: null } : { userId: null, visitorId: c.visitorId };
      }
      if (owner.userId == null && owner.visitorId == null) throw invalid({ customer_id: said('liveMuteWho') });
      if (owner.userId != null) {
        const [u] = await db.select({ id: users.id }).from(users).where(eq(users.id, owner.userId)).limit(1);
        if (!u) throw notFound();
      }
      if (move.action === 'mute')
        await db
          .insert(liveMutes)
          .values({ roomId: room.id, ...owner })
          .onConflictDoNothing();
      else {
        await db
          .delete(liveMutes)
          .where(
            and(eq(liveMutes.roomId, room.id), owner.userId != null ? eq(liveMutes.userId, owner.userId) : eq(liveMutes.visitorId, owner.visitorId!)),
          );
      }
      return { roomId: room.id, kind: move.action === 'mute' ? 'muted' : 'unmuted', customer_id: owner.userId, visitor_id: owner.visitorId };
    }
    case 'delete-comment': {
      const [row] = await db
        .update(liveComments)
        .set({ deletedAt: new Date() })
        .where(and(eq(liveComments.id, move.comment_id), eq(liveComments.roomId, room.id)))
        .returning({ id: liveComments.id });
      if (!row) throw notFound(said('liveCommentNotFound'));
      return { roomId: room.id, kind: 'comment_deleted', comment_id: row.id };
    }
  }
}

/** What the big popup shows at once (GET api/live/room, and the socket's type 3): room, products, latest comments. */
export async function roomView(db: Db, room: RoomRow, who: Identity | null, viewerCount: number): Promise<LiveRoomView> {
  const [products, comments] = [await roomProducts(db, room.id, who), await latestComments(db, room.id)];
  return { room: roomOf(room, viewerCount), products, comments };
}

/** A reconnected viewer's catch-up (the socket's type 3 with `since`): room, products, and the comments after `since`. */
export async function roomCatchUp(
  db: Db,
  room: RoomRow,
  who: Identity | null,
  viewerCount: number,
  since: number,
): Promise<LiveRoomView & LiveCatchUp> {
  const products = await roomProducts(db, room.id, who);
  return { room: roomOf(room, viewerCount), products, ...(await commentsSince(db, room.id, since)) };
}
