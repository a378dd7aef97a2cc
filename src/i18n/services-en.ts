/**
 * The English catalogue of the wholesale services' pages (pre-orders, reorder, custom logo), one
 * chunk that `loadStrings('services')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import services from './locales/en/services.json';

const bundles: Record<string, Catalogue> = { services };
export default bundles;
