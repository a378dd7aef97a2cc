/** The English catalogue of the support chat widget (src/features/support/), loaded with their own chunks. */
import type { Catalogue } from './runtime';
import support from './locales/en/support.json';

const bundles: Record<string, Catalogue> = { support };
export default bundles;
