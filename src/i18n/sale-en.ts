/**
 * The English catalogue of the sale (its page, and the countdown of the home page's sale row), one
 * chunk that `loadStrings('sale')` (./index.ts) loads beside that code, so the home page's
 * first screen does not carry it.
 */
import type { Catalogue } from './runtime';
import sale from './locales/en/sale.json';

const bundles: Record<string, Catalogue> = { sale };
export default bundles;
