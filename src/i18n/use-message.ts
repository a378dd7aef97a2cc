import { useCallback } from 'react';
import { useTranslation } from './react';
import { messageOf } from '../../contract/messages';
import { numberLocaleOf } from '../../contract/money-format';

const NUMBER = /^[+-]?\d+(?:\.(\d+))?$/;

/** A message's values in the language: numbers (a range's ends, "-8.00", "+6.00") with its decimal sign, sign and decimals kept. */
export function localValues(values: Record<string, string>, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      const m = NUMBER.exec(value);
      if (!m) return [name, value];
      const digits = m[1]?.length ?? 0;
      const format = new Intl.NumberFormat(numberLocaleOf(language), {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
        signDisplay: value.startsWith('+') ? 'always' : 'auto',
      });
      return [name, format.format(Number(value))];
    }),
  );
}

/**
 * Turns a contract message text (a validation or server message) into the current language;
 * English is the spec's text itself. A message with values ("from -8.00 to +6.00") keeps them,
 * numbers written the language's way. Text the contract does not know is shown as it came.
 */
export function useMessage(): (text: string | null | undefined) => string {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (text) => {
      if (!text) return '';
      const known = messageOf(text);
      if (!known) return text;
      return t(`messages:${known.key}`, known.values ? localValues(known.values, i18n.language) : undefined);
    },
    [t, i18n],
  );
}
