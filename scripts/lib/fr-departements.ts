import { fileURLToPath } from 'node:url';
import { iso31662 } from 'iso-3166';

/** Where the committed data set lives (read by contract/regions.ts). */
export const FR_DEPARTEMENTS_FILE = fileURLToPath(new URL('../../contract/datasets/fr-departements.json', import.meta.url));

export interface FrenchDepartements {
  source: string;
  departements: { code: string; name: string }[];
}

/** A département's ISO 3166-2 code without `FR-`: two digits, 2A/2B, 75C (Paris) or 971 to 976. */
const DEPARTEMENT = /^FR-(\d{2}|2[AB]|75C|97\d)$/;

/** Orders 2A and 2B between 19 and 21, as France numbers them. */
const orderKey = (code: string) => code.replace(/^2([AB])$/, '20$1');

/** France's départements from ISO 3166-2:FR as the `iso-3166` package carries it. */
export function frenchDepartements(): FrenchDepartements {
  const departements = iso31662
    .filter((s) => DEPARTEMENT.test(s.code))
    .map((s) => ({ code: s.code.slice(3), name: s.name }))
    .sort((a, b) => orderKey(a.code).localeCompare(orderKey(b.code), 'en'));
  return {
    source: 'ISO 3166-2:FR (départements), from the npm package iso-3166; written by `npm run data:fr-departements`',
    departements,
  };
}
