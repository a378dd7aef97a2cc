/** Every catalogue of this language, one chunk fetched when the language is chosen (../../index.ts). */
import type { Catalogue } from '../../runtime';

export default import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' });
