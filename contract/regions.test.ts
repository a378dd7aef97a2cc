import { describe, expect, it } from 'vitest';
import committed from './datasets/fr-departements.json';
import { countryOf, regionOf, regionsOf } from './regions';

describe('regions', () => {
  it('France lists its départements; the regions it listed before are still known by id', () => {
    const france = regionsOf('fr')!;
    expect(france.map((r) => r.code)).toEqual(committed.departements.map((d) => d.code));
    expect(countryOf('FR')?.province).toBe(france);
    const ain = france[0]!;
    expect(regionOf('FR', ain.region_id)).toEqual({ region_id: ain.region_id, country_id: 'FR', code: '01', default_name: 'Ain' });
    expect(regionOf('FR', 6008)).toMatchObject({ code: 'IDF', default_name: 'Île-de-France' });
    expect(france.some((r) => r.region_id === 6008)).toBe(false);
    // Former regions are France's alone.
    expect(regionOf('US', 6008)).toBeUndefined();
  });
});
