/**
 * The English catalogue of the shop's pop-ups to visitors (the e-mail catalogue), one chunk that
 * `pageCatalogues('popups')` (./index.ts) loads beside the pop-up's code.
 */
import type { Catalogue } from './runtime';
import popups from './locales/en/popups.json';

const bundles: Record<string, Catalogue> = { popups };
export default bundles;
