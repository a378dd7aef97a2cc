/**
 * The English catalogues of the catalogue pages (home, goods list, search, product), one chunk
 * that `pageCatalogues('catalogue')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import catalog from './locales/en/catalog.json';
import home from './locales/en/home.json';
import product from './locales/en/product.json';

const bundles: Record<string, Catalogue> = { catalog, home, product };
export default bundles;
