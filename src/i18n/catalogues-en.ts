/**
 * The English catalogues of the spec's catalogue pages (the frames lookbook, the frame and lens
 * price lists) and the wholesale pages that share their words (the shopping lists), in one chunk
 * that `loadStrings('catalogues')` (./index.ts) loads beside those pages' code.
 */
import type { Catalogue } from './runtime';
import catalogues from './locales/en/catalogues.json';
import wholesale from './locales/en/wholesale.json';

const bundles: Record<string, Catalogue> = { catalogues, wholesale };
export default bundles;
