/**
 * The English catalogue of the product page (goods detail), one chunk that
 * `loadStrings('product')` (./index.ts) loads beside that page's code, so the other catalogue
 * pages (the home page first) do not carry it.
 */
import type { Catalogue } from './runtime';
import product from './locales/en/product.json';

const bundles: Record<string, Catalogue> = { product };
export default bundles;
