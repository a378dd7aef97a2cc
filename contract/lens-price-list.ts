import type { LadderPrice } from './entities';
import type { LensCatalogue, LensCoatingKind } from './prescription';
import { roundTo } from './rounding';

/**
 * The lens price lists (/lenses/catalog-price-list-z, -w and -search; issue #13): the lens
 * catalogue (api/customer/lens_list) as a price list by series, a series being a kind of lens
 * (single vision distance or reading, progressive, non-prescription), one row per index with the
 * price of a pair, then the coatings and tints one adds. The wholesale list adds business buyers'
 * prices by number of pairs; anyone else gets the retail list and `wholesale_hidden`.
 */

/** Which lens list: z the lens catalogue's prices (everyone's), w with business buyers' prices by pairs. */
export const LENS_PRICE_LIST_KINDS = ['z', 'w'] as const;
export type LensPriceListKind = (typeof LENS_PRICE_LIST_KINDS)[number];

/** Business buyers' discount on a pair of lenses by the number of pairs in one order. */
export const LENS_WHOLESALE_DISCOUNTS: { min_qty: number; off: number }[] = [
  { min_qty: 10, off: 0.2 },
  { min_qty: 50, off: 0.3 },
  { min_qty: 200, off: 0.4 },
];

export interface LensPriceRow {
  /** The series' usage code (contract/prescription.ts LENS_USAGES). */
  series: string;
  series_name: string;
  index: string;
  index_name: string;
  material: string;
  max_power: number;
  /** A pair: the series' price plus the index's (USD). */
  price: number;
  /** Business buyers' prices by pairs (the wholesale list to a business buyer); empty otherwise. */
  wholesale_price: LadderPrice[];
}

export interface LensExtraRow {
  code: string;
  kind: LensCoatingKind;
  name: string;
  description: string;
  price: number;
  wholesale_price: LadderPrice[];
}

/** GET api/customer/lensPriceList?kind= */
export interface LensPriceList {
  kind: LensPriceListKind;
  wholesale_hidden: boolean;
  series: { code: string; name: string; description: string }[];
  rows: LensPriceRow[];
  extras: LensExtraRow[];
}

const tiersOf = (price: number, withWholesale: boolean): LadderPrice[] =>
  withWholesale ? LENS_WHOLESALE_DISCOUNTS.map((d) => ({ min_qty: d.min_qty, price: roundTo(price * (1 - d.off), 2) })) : [];

/** The price list of a lens catalogue; the business prices only when `withWholesale`. */
export function lensPriceListOf(catalogue: LensCatalogue, kind: LensPriceListKind, business: boolean): LensPriceList {
  const withWholesale = kind === 'w' && business;
  const series = catalogue.usages.filter((u) => u.code !== 'frame_only');
  return {
    kind,
    wholesale_hidden: kind === 'w' && !business,
    series: series.map((s) => ({ code: s.code, name: s.name, description: s.description })),
    rows: series.flatMap((s) =>
      catalogue.indices.map((i) => {
        const price = roundTo(s.price + i.price, 2);
        return {
          series: s.code,
          series_name: s.name,
          index: i.code,
          index_name: i.name,
          material: i.material,
          max_power: i.max_power,
          price,
          wholesale_price: tiersOf(price, withWholesale),
        };
      }),
    ),
    extras: catalogue.coatings.map((c) => ({
      code: c.code,
      kind: c.kind,
      name: c.name,
      description: c.description,
      price: c.price,
      wholesale_price: tiersOf(c.price, withWholesale),
    })),
  };
}

/** Whether a row matches every word typed (series, index, material, name, description), case-insensitively. */
export function lensRowMatches(words: string, ...texts: string[]): boolean {
  const hay = texts.join(' ').toLowerCase();
  return words
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((w) => hay.includes(w));
}
