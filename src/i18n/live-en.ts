/** The English catalogue of the live-stream player (src/features/live/), loaded with the player's own chunk. */
import type { Catalogue } from './runtime';
import live from './locales/en/live.json';

const bundles: Record<string, Catalogue> = { live };
export default bundles;
