import { mixed, object, string, type InferType } from 'yup';
import { TRANSLATION_LIMITS as L, TRANSLATION_STATES, type TranslationState } from '../admin-translations';
import { CONTENT_LANGUAGES, type LanguageCode } from '../constants';
import { consoleMessages as m } from '../console-messages';
import { pageQuery } from './list-query';

/**
 * The rules of the console's translations, written once: the console sends what these accept and
 * api/admin/translations checks every call with them. Whether a text is still in the shop's
 * content only the server knows (services/translate/console.ts).
 */

/** One of the languages content is translated into (English is the source, never a target). */
const contentLang = () =>
  string<LanguageCode>()
    .trim()
    .required(m.translationLangInvalid)
    .oneOf([...CONTENT_LANGUAGES], m.translationLangInvalid);

export const translationsQuerySchema = object({
  lang: contentLang(),
  state: mixed<TranslationState | 'all'>()
    .oneOf([...TRANSLATION_STATES, 'all'], m.listQueryInvalid)
    .default('all'),
  q: string().trim().max(L.searchMax, m.listQueryInvalid).default(''),
  ...pageQuery(),
});
export type TranslationsQuery = InferType<typeof translationsQuerySchema>;

export const translationInputSchema = object({
  lang: contentLang(),
  /** The English text, exactly as the list gave it. */
  source: string().required(m.translationSourceUnknown).min(1, m.translationSourceUnknown),
  text: string().trim().required(m.translationTextRequired).max(L.textMax, m.translationTextTooLong),
});
export type TranslationInput = InferType<typeof translationInputSchema>;

export const translationRunInputSchema = object({ lang: contentLang() });
export type TranslationRunInput = InferType<typeof translationRunInputSchema>;

export const translationRunQuerySchema = object({ lang: contentLang() });
