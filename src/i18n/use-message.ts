import { useCallback } from 'react';
import { useTranslation } from './react';
import { messageKeyOf } from '../../contract/messages';

/**
 * Turns a contract message text (a validation or server message) into the current language;
 * English is the spec's text itself. Text the contract does not know is shown as it came.
 */
export function useMessage(): (text: string | null | undefined) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (text) => {
      if (!text) return '';
      const key = messageKeyOf(text);
      return key ? t(`messages:${key}`) : text;
    },
    [t],
  );
}
