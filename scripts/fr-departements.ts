/**
 * Writes contract/datasets/fr-departements.json, France's state picker (spec section 3: France's
 * regions are its départements), from ISO 3166-2:FR as the maintained `iso-3166` package carries
 * it: the 96 metropolitan départements (2A and 2B for Corsica, Paris as 75C, its code since ISO
 * 3166-2's 2021 change) and the five overseas ones (971 to 976), in the order of their numbers.
 * Run after updating the package: `npm run data:fr-departements`; tests/server/scripts/fr-departements.test.ts fails
 * while the committed file and the package disagree.
 */
import { writeFileSync } from 'node:fs';
import { frenchDepartements, FR_DEPARTEMENTS_FILE } from './lib/fr-departements';

writeFileSync(FR_DEPARTEMENTS_FILE, `${JSON.stringify(frenchDepartements(), null, 2)}\n`);
console.log(`wrote ${FR_DEPARTEMENTS_FILE}`);
