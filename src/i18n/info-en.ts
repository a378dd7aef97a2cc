/**
 * The English catalogue of the information pages and the contact form, one chunk that
 * `pageCatalogues('info')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import info from './locales/en/info.json';

const bundles: Record<string, Catalogue> = { info };
export default bundles;
