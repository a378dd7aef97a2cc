/**
 * The English catalogue of the information pages and the contact form, and of the blog's pages, one chunk that
 * `loadStrings('info')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import info from './locales/en/info.json';
import blog from './locales/en/blog.json';

const bundles: Record<string, Catalogue> = { info, blog };
export default bundles;
