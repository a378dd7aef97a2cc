import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { wishItems } from '../db/schema';
import { ownedBy } from './owner';
import type { Identity } from './tokens';

/** The caller's wished goods ids, newest first. */
export async function wishedIds(db: Db, who: Identity): Promise<number[]> {
  const rows = await db.select({ goodsId: wishItems.goodsId }).from(wishItems)
    .where(ownedBy(who, wishItems)).orderBy(desc(wishItems.createdAt), desc(wishItems.id));
  return rows.map((r) => r.goodsId);
}

/**
 * Which of these goods the caller of a public route wishes for. No token, or one that is unknown,
 * expired or revoked, is simply nobody: a public read never fails on its token.
 */
export async function callerWishesAmong(db: Db, req: FastifyRequest, goodsIds: number[]): Promise<Set<number>> {
  if (!goodsIds.length || !req.headers.authorization) return new Set();
  const who = await req.identity().catch(() => null);
  if (!who) return new Set();
  const rows = await db.select({ goodsId: wishItems.goodsId }).from(wishItems)
    .where(and(ownedBy(who, wishItems), inArray(wishItems.goodsId, [...new Set(goodsIds)])));
  return new Set(rows.map((r) => r.goodsId));
}

/** Copies of shared (cached) cards with the caller's is_wish; the cached ones stay untouched. */
export function withWishes<T extends { id: number; is_wish: boolean }>(cards: T[], wished: Set<number>): T[] {
  return wished.size ? cards.map((c) => (wished.has(c.id) ? { ...c, is_wish: true } : c)) : cards;
}
