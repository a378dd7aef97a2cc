import {
  adminTranslationPaths,
  type AdminTranslationRow,
  type AdminTranslationRun,
  type AdminTranslations,
  type TranslationState,
} from '../../../../contract/admin-translations';
import type { LanguageCode } from '../../../../contract/constants';
import { adminHttp } from '../../app/admin-http';

export interface TranslationsListQuery {
  lang: LanguageCode;
  state?: TranslationState;
  q?: string;
  page?: number;
}

/** The translations' endpoints of the console (contract/admin-translations.ts). */
export const translationsApi = {
  list: (query: TranslationsListQuery, signal?: AbortSignal) =>
    adminHttp<AdminTranslations>('get', adminTranslationPaths.translations, { query: { ...query }, signal }),
  correct: (body: { lang: LanguageCode; source: string; text: string }) =>
    adminHttp<AdminTranslationRow>('put', adminTranslationPaths.translations, { json: body }),
  startRun: (lang: LanguageCode) => adminHttp<AdminTranslationRun>('post', adminTranslationPaths.run, { json: { lang } }),
  latestRun: (lang: LanguageCode) => adminHttp<AdminTranslationRun | null>('get', adminTranslationPaths.run, { query: { lang } }),
};
