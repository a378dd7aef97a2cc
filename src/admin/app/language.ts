import type { LanguageCode } from '../../../contract/constants';

/**
 * The console speaks the language the shop's pages were last read in on this browser (the shop's
 * stored key `optic:language`, a JSON string) and keeps a choice made in the console there too.
 */
const KEY = 'optic:language';

export function storedLanguage(): unknown {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function keepLanguage(lng: LanguageCode): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(lng));
  } catch {
    /* storage refused: the choice lasts for this page only */
  }
}
