import { TRANSLATION_STATES, type AdminTranslationRow, type AdminTranslationRun, type AdminTranslations } from '../../admin-translations';
import { LANGUAGES, type LanguageCode } from '../../constants';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

// The console's translations (contract/admin-translations.ts).

const lang = () => word<LanguageCode>(LANGUAGES.map((l) => l.code));

/** POST api/admin/translations/run, GET its latest */
export const adminTranslationRunReply = obj({
  id: int(),
  lang: lang(),
  state: word(['running', 'done', 'failed'] as const),
  total: int(),
  made: int(),
  translator: str(),
  error: str().nullable(),
  started_at: str(),
  finished_at: str().nullable(),
});
type _Run = Assert<Agrees<typeof adminTranslationRunReply, AdminTranslationRun>>;

/** PUT api/admin/translations (and each row of the list) */
export const adminTranslationRowReply = obj({
  source: str(),
  text: str().nullable(),
  state: word(TRANSLATION_STATES),
  translator: str().nullable(),
});
type _Row = Assert<Agrees<typeof adminTranslationRowReply, AdminTranslationRow>>;

/** GET api/admin/translations */
export const adminTranslationsReply = obj({
  lang: lang(),
  translator: str().nullable(),
  runnable: bool(),
  languages: listOf(obj({ lang: lang(), total: int(), machine: int(), corrected: int(), missing: int() })),
  items: listOf(adminTranslationRowReply),
  page: int(),
  page_size: int(),
  total: int(),
  run: adminTranslationRunReply.nullable(),
});
type _Translations = Assert<Agrees<typeof adminTranslationsReply, AdminTranslations>>;

/** GET api/admin/translations/run: the latest run, or null */
export const adminTranslationLatestReply = adminTranslationRunReply.nullable();
