import { and, asc, eq } from 'drizzle-orm';
import { said } from '../../../contract/messages';
import { toCents } from '../../../contract/rounding';
import {
  LENS_INDICES,
  canonicalLens,
  frameSphRange,
  frameSphRangesOf,
  indicesFor,
  lensChoiceProblem,
  lensPriceRows,
  sphRangeOf,
  sphOutsideFrame,
  sumRows,
  type LensCatalogue,
  type LensChoice,
  type LensConfigInput,
  type LensIndex,
  type LensUsage,
  type LineLens,
  type SphRanges,
} from '../../../contract/prescription';
import type { Db } from '../../db/client';
import { goods, lensOptions } from '../../db/schema';
import { invalid, notFound } from '../../errors';

/** POST api/customer/lens_list: the lens catalogue, each list in the shop's order. */
export async function lensCatalogue(db: Db): Promise<LensCatalogue> {
  const rows = await db.select().from(lensOptions).where(eq(lensOptions.isActive, true)).orderBy(asc(lensOptions.sort), asc(lensOptions.id));
  const base = (r: (typeof rows)[number]) => ({ code: r.code, name: r.name, description: r.description, price: r.price });
  return {
    usages: rows.filter((r) => r.kind === 'usage').map((r) => ({ ...base(r), code: r.code as LensUsage })),
    indices: rows
      .filter((r) => r.kind === 'index' && (LENS_INDICES as readonly string[]).includes(r.code))
      .map((r) => ({ ...base(r), code: r.code as LensIndex, material: r.material, max_power: maxPowerOf(r.code as LensIndex) })),
    coatings: rows.filter((r) => r.kind === 'coating' || r.kind === 'tint').map((r) => ({ ...base(r), kind: r.kind as 'coating' | 'tint' })),
  };
}

const maxPowerOf = (index: LensIndex) => Math.max(-sphRangeOf('full-rim', index).min, sphRangeOf('full-rim', index).max);

/** GET api/goods/sphRange?goods_id=&index=: the SPH range a frame can be made in, per lens index (or the one asked). */
export async function sphRangesOf(db: Db, goodsId: number, index?: LensIndex): Promise<SphRanges> {
  const [frame] = await db
    .select({ rim: goods.rim })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.isActive, true)))
    .limit(1);
  if (!frame) throw notFound(said('goodsNotFound'));
  return { goods_id: goodsId, rim: frame.rim, ranges: frameSphRangesOf(frame.rim).filter((r) => !index || r.index === index) };
}

/**
 * The lenses of a cart line as the server allows them, for a frame of `rim`: known usage, index
 * and coatings (at most one tint), each eye's SPH within what the frame can be made in at all (the
 * configurator's prescription step refuses the same, in the same words naming the range), an index
 * whose range for the frame takes both SPHs (the configurator offers no other), and the lens price
 * the shopper saw equal to the catalogue's. Anything else is a 422 on the field (`lens.<field>`),
 * before anything is stored.
 */
export function allowedLens(catalogue: LensCatalogue, rim: string, input: LensConfigInput): LensChoice {
  const choice = canonicalLens(input as LensChoice);
  const problem = lensChoiceProblem(catalogue, choice);
  if (problem) throw invalid({ [`lens.${problem.field}`]: problem.message });
  const rx = choice.prescription;
  if (rx) {
    const ranges = frameSphRangesOf(rim);
    const outside = sphOutsideFrame({ right: rx.right.sph, left: rx.left.sph }, frameSphRange(ranges));
    if (Object.keys(outside).length)
      throw invalid(Object.fromEntries(Object.entries(outside).map(([field, m]) => [`lens.prescription.${field}`, m])));
    if (!indicesFor(rx, ranges).includes(choice.index)) throw invalid({ 'lens.index': said('lensIndexNotAllowed') });
  }
  if (input.price !== undefined && toCents(input.price) !== toCents(sumRows(lensPriceRows(catalogue, choice)))) {
    throw invalid({ 'lens.price': said('lensPriceChanged') });
  }
  return choice;
}

/** A line's lenses priced now: the frame's row (its unit price for the quantity), then the lens rows. */
export function pricedLens(catalogue: LensCatalogue, choice: LensChoice, frame: { name: string; unit: number }): LineLens {
  const rows = lensPriceRows(catalogue, choice);
  return { ...choice, rows: [{ kind: 'frame', code: 'frame', name: frame.name, price: frame.unit }, ...rows], lens_price: sumRows(rows) };
}
