import type { LadderPrice } from '../../../contract/entities';

export interface Priced {
  priceType: number;
  price: number;
  specialPrice: number | null;
  /** Tiers in any order. */
  ladder: LadderPrice[];
  /** Wholesale tiers, given only for a business buyer (services/wholesale/business.ts); any order. */
  wholesale?: LadderPrice[];
}

/** The tier with the greatest min_qty not above qty. */
function tierFor(tiers: LadderPrice[], qty: number): LadderPrice | undefined {
  let best: LadderPrice | undefined;
  for (const tier of tiers) if (tier.min_qty <= qty && (!best || tier.min_qty > best.min_qty)) best = tier;
  return best;
}

/**
 * The unit price for a quantity, the one pricing rule of cart, quote, order, price lists and
 * shopping lists. Ladder (3): the tier with the greatest min_qty not above qty (the list price
 * below the first tier). Special (2): the special price. Otherwise the price. A business buyer's
 * wholesale tier for the quantity applies when it is lower than that.
 */
export function unitPrice(p: Priced, qty: number): number {
  let unit = p.price;
  if (p.priceType === 3 && p.ladder.length) unit = tierFor(p.ladder, qty)?.price ?? p.price;
  else if (p.priceType === 2 && p.specialPrice != null) unit = p.specialPrice;
  const wholesale = p.wholesale?.length ? tierFor(p.wholesale, qty) : undefined;
  return wholesale && wholesale.price < unit ? wholesale.price : unit;
}
