import { useEffect, useState } from 'react';
import type { GoodsWholesaleTerms } from '../../../contract/wholesale';
import { WHOLESALE_TERMS_MAX_IDS } from '../../../contract/wholesale';
import { wholesaleApi } from './wholesale.api';
import { useIsBusinessBuyer, useUser } from '../../app/session/selectors';

/**
 * A business buyer's wholesale terms (tiers, minimum) of the products on screen. The catalogue's
 * replies are the same for everyone (cached, and drawn in the first screen), so the terms are asked
 * for beside them, GET api/goods/wholesaleTerms: the ids every card and page ask for in one tick go
 * in one request (chunks of WHOLESALE_TERMS_MAX_IDS), and each answer is kept for this buyer.
 */
type Terms = GoodsWholesaleTerms | null;

let buyer = 0;
const known = new Map<number, Promise<Terms>>();
let waiting = new Map<number, { resolve(t: Terms): void; reject(e: unknown): void }[]>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = waiting;
  waiting = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += WHOLESALE_TERMS_MAX_IDS) {
    const chunk = ids.slice(i, i + WHOLESALE_TERMS_MAX_IDS);
    wholesaleApi.terms(chunk).then(
      (terms) => {
        const byId = new Map(terms.map((t) => [t.goods_id, t]));
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? null);
      },
      (error: unknown) => {
        for (const id of chunk) {
          known.delete(id);
          for (const w of batch.get(id) ?? []) w.reject(error);
        }
      },
    );
  }
}

/** The terms of one product for the business buyer `userId` (null: the product has none). */
export function termsOf(userId: number, goodsId: number): Promise<Terms> {
  if (userId !== buyer) {
    buyer = userId;
    known.clear();
  }
  const held = known.get(goodsId);
  if (held) return held;
  const p = new Promise<Terms>((resolve, reject) => {
    waiting.set(goodsId, [...(waiting.get(goodsId) ?? []), { resolve, reject }]);
  });
  known.set(goodsId, p);
  if (!scheduled) {
    scheduled = true;
    setTimeout(flush, 0);
  }
  return p;
}

/** Forgets every answer (tests). */
export function resetWholesaleTerms(): void {
  buyer = 0;
  known.clear();
  waiting = new Map();
  scheduled = false;
}

/**
 * A product's wholesale terms for the signed-in business buyer; null for anyone else, while they
 * load, when the product has none, or when they could not be had (the retail price shows, and the
 * server applies the buyer's terms to the cart regardless).
 */
export function useWholesaleTerms(goodsId: number): Terms {
  const business = useIsBusinessBuyer();
  const userId = useUser()?.id ?? 0;
  const [held, setHeld] = useState<{ userId: number; goodsId: number; terms: Terms } | null>(null);
  useEffect(() => {
    if (!business || !userId) return;
    let live = true;
    termsOf(userId, goodsId).then(
      (terms) => live && setHeld({ userId, goodsId, terms }),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [business, userId, goodsId]);
  return business && held?.userId === userId && held.goodsId === goodsId ? held.terms : null;
}
