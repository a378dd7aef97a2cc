import type { LadderPrice } from '../../../contract/entities';

export interface Priced {
  priceType: number;
  price: number;
  specialPrice: number | null;
  /** Tiers in any order. */
  ladder: LadderPrice[];
}

/**
 * The unit price for a quantity. Ladder (3): the tier with the greatest min_qty not above qty
 * (the list price below the first tier). Special (2): the special price. Otherwise the price.
 */
export function unitPrice(p: Priced, qty: number): number {
  if (p.priceType === 3 && p.ladder.length) {
    let best: LadderPrice | undefined;
    for (const tier of p.ladder) if (tier.min_qty <= qty && (!best || tier.min_qty > best.min_qty)) best = tier;
    return best?.price ?? p.price;
  }
  if (p.priceType === 2 && p.specialPrice != null) return p.specialPrice;
  return p.price;
}
