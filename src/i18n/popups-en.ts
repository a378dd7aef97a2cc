/**
 * The English catalogues of the shop's pop-ups to visitors (the e-mail catalogue, the questionnaire
 * promo and its questionnaire, which the questionnaire pages show too), one chunk that
 * `loadStrings('popups')` (./index.ts) loads beside their code. The promo may show on a first
 * visit to `/`: its words must not bring the shop pages' catalogues along.
 */
import type { Catalogue } from './runtime';
import popups from './locales/en/popups.json';
import questionnaire from './locales/en/questionnaire.json';

const bundles: Record<string, Catalogue> = { popups, questionnaire };
export default bundles;
