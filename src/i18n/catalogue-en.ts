/**
 * The English catalogues of the catalogue pages (home, goods list, search, product), one chunk
 * that `pageCatalogues('catalogue')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import coupons from './locales/en/coupons.json';
import catalog from './locales/en/catalog.json';
import home from './locales/en/home.json';
import product from './locales/en/product.json';

const bundles: Record<string, Catalogue> = { catalog, home, product, coupons };
export default bundles;
