/**
 * The English catalogues of the catalogue pages (home, goods list, search, product), one chunk
 * that `loadStrings('catalogue')` (./index.ts) loads beside those pages' code. The product
 * page's own words are in ./product-en.ts, loaded with that page only.
 */
import type { Catalogue } from './runtime';
import coupons from './locales/en/coupons.json';
import catalog from './locales/en/catalog.json';
import home from './locales/en/home.json';

const bundles: Record<string, Catalogue> = { catalog, home, coupons };
export default bundles;
