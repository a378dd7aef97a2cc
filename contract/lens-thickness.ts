import { INDEX_MAX_POWER, LENS_INDICES, type LensIndex } from './prescription';
import { roundTo } from './rounding';

/**
 * How thick a lens is, roughly, for a power and an index: what /lensDetail draws so a shopper sees
 * why a strong prescription wants a higher index. The sag of a lens surface over a half-width `h`
 * is about h² · |P| / (2000 · (n − 1)) mm (P in dioptres); a minus lens is thin in the centre and
 * thick at the edge, a plus lens the other way round. A guide, not an optician's measurement.
 */

/** Half the width of a typical finished lens (a 50 mm lens), in mm. */
export const LENS_HALF_WIDTH_MM = 25;
/** The thinnest a minus lens is made at its centre, and a plus lens at its edge, in mm. */
export const LENS_MIN_THICKNESS_MM = 1.5;

export interface LensThickness {
  index: LensIndex;
  /** False when this index is not made for the power (INDEX_MAX_POWER). */
  made: boolean;
  centre_mm: number;
  edge_mm: number;
}

const refractive = (index: LensIndex) => Number(index);

/** The thickness of one index's lens for a power (dioptres, minus or plus), to 0.1 mm. */
export function lensThickness(power: number, index: LensIndex): LensThickness {
  const sag = (LENS_HALF_WIDTH_MM ** 2 * Math.abs(power)) / (2000 * (refractive(index) - 1));
  const thick = roundTo(LENS_MIN_THICKNESS_MM + sag, 1);
  return {
    index,
    made: Math.abs(power) <= INDEX_MAX_POWER[index],
    centre_mm: power > 0 ? thick : LENS_MIN_THICKNESS_MM,
    edge_mm: power > 0 ? LENS_MIN_THICKNESS_MM : thick,
  };
}

/** Every index's lens for a power, thickest first. */
export const lensThicknesses = (power: number): LensThickness[] => LENS_INDICES.map((i) => lensThickness(power, i));
