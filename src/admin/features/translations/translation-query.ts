import { TRANSLATION_STATES } from '../../../../contract/admin-translations';
import { CONTENT_LANGUAGES } from '../../../../contract/constants';
import * as list from '../../components/url-query';
import type { TranslationsListQuery } from './translations.api';

/** The translations list's filters as they live in the address (`/admin/translations?lang=de&state=missing`); the first language by default. */
export function translationQueryOf(search: string): TranslationsListQuery {
  const p = new URLSearchParams(search);
  return list.withoutEmpty<TranslationsListQuery>({
    lang: list.oneOf(CONTENT_LANGUAGES, p.get('lang')) ?? CONTENT_LANGUAGES[0]!,
    state: list.oneOf(TRANSLATION_STATES, p.get('state')),
    q: list.textOf(p.get('q')),
    page: list.pageParam(p),
  });
}

export const translationSearchOf = (query: TranslationsListQuery): string => list.searchOf(query);
