/**
 * Countries and the regions of the countries whose addresses need one (spec section 3), taken
 * from the maintained `country-region-data` package. Only the spec's countries have a region list;
 * every other country takes a free-text state. The named imports keep the other countries'
 * regions out of the app's bundle.
 */
import { countryTuples, US, CA, AT, EE, FI, FR, DE, LV, LT, MX, RO, ES, CH, type CountryData } from 'country-region-data';

/** Spec: region entry. */
export interface Region {
  region_id: number;
  country_id: string;
  code: string;
  default_name: string;
}

/** Spec: country list entry (`province` only for countries with regions). */
export interface Country {
  country: string;
  country_id: string;
  province?: Region[];
}

/**
 * The countries with a region picker, in a fixed order: a region's id is
 * (position of its country + 1) * 1000 + its position in the country's list + 1, so ids are stable
 * for a given dataset version. Addresses also keep the region's code and name.
 */
const WITH_REGIONS: readonly CountryData[] = [US, CA, AT, EE, FI, FR, DE, LV, LT, MX, RO, ES, CH];

const regionsByCountry = new Map<string, Region[]>(
  WITH_REGIONS.map(([, countryId, regions], c) => [
    countryId,
    regions.map(([name, code], r) => ({
      region_id: (c + 1) * 1000 + r + 1,
      country_id: countryId,
      code: code ?? '',
      default_name: name,
    })),
  ]),
);

/** Every country (name and two-letter code), sorted by name, with its regions where it has some. */
export const COUNTRIES: readonly Country[] = countryTuples
  .map(([country, countryId]) => {
    const province = regionsByCountry.get(countryId);
    return province ? { country, country_id: countryId, province } : { country, country_id: countryId };
  })
  .sort((a, b) => a.country.localeCompare(b.country, 'en'));

const byId = new Map(COUNTRIES.map((c) => [c.country_id, c]));

export function countryOf(countryId: string): Country | undefined {
  return byId.get(countryId.toUpperCase());
}

/** The region list of a country, or undefined when the state is free text. */
export function regionsOf(countryId: string): Region[] | undefined {
  return regionsByCountry.get(countryId.toUpperCase());
}

export function regionOf(countryId: string, regionId: number): Region | undefined {
  return regionsOf(countryId)?.find((r) => r.region_id === regionId);
}
