import { useTranslation } from '../i18n/react';
import { styled } from '../styles/theme';

const Notice = styled('p', { margin: 0, fontSize: '$xs', color: '$inkSoft' });

/**
 * The content's language (a product's description, a post, an information page) as the server
 * answers it (`content_lang`): the shopper's when machine translated, else English. `lang` marks
 * the text with it only when it differs from the UI's (so it reads right), `untranslated` says so.
 */
export function useContentLang(contentLang: string): { lang: string | undefined; untranslated: boolean } {
  const { i18n } = useTranslation('common');
  const untranslated = contentLang !== i18n.language;
  return { lang: untranslated ? contentLang : undefined, untranslated };
}

/** The one notice for content shown in English because it has no translation yet (never an error). */
export function InEnglishNotice({ as }: { as?: 'p' | 'span' }) {
  const { t } = useTranslation('common');
  return <Notice as={as}>{t('inEnglish')}</Notice>;
}
