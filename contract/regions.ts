/**
 * Countries and the regions of the countries whose addresses need one (spec section 3), taken
 * from the maintained `country-region-data` package, but for France, whose picker lists its
 * départements (spec: "France (departments)") from ISO 3166-2:FR (`datasets/fr-departements.json`,
 * written from the `iso-3166` package by `npm run data:fr-departements`). Only the spec's countries
 * have a region list; every other country takes a free-text state. The named imports keep the other
 * countries' regions out of the app's bundle.
 */
import { countryTuples, US, CA, AT, EE, FI, FR, DE, LV, LT, MX, RO, ES, CH, type CountryData } from 'country-region-data';
import frDepartements from './datasets/fr-departements.json' with { type: 'json' };

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

const datasetRegions = new Map<string, Region[]>(
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

/**
 * France's départements, in the order of their numbers. Their ids follow France's block of the
 * scheme above, past its former list: (position of France + 1) * 1000 + 100 + position + 1.
 */
const FR_BLOCK = (WITH_REGIONS.indexOf(FR) + 1) * 1000;
const FR_DEPARTEMENTS: Region[] = frDepartements.departements.map(({ code, name }, d) => ({
  region_id: FR_BLOCK + 100 + d + 1,
  country_id: 'FR',
  code,
  default_name: name,
}));

/**
 * Regions no longer offered that an address may still carry: France's regions and overseas
 * territories, its picker's list before the départements. The server still accepts them, so an
 * address saved with one loads and saves unchanged.
 */
const FORMER_REGIONS = new Map<string, Region[]>([['FR', datasetRegions.get('FR') ?? []]]);

const regionsByCountry = new Map<string, Region[]>([...datasetRegions, ['FR', FR_DEPARTEMENTS]]);

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

/** A region of a country by id: one its picker lists, or one it listed before (see FORMER_REGIONS). */
export function regionOf(countryId: string, regionId: number): Region | undefined {
  const id = countryId.toUpperCase();
  return regionsOf(id)?.find((r) => r.region_id === regionId) ?? FORMER_REGIONS.get(id)?.find((r) => r.region_id === regionId);
}
