import { useCallback } from 'react';
import { useTranslation } from './react';
import { refOfText, type Message, type MessageRef } from '../../contract/messages';
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
 * Turns a contract message into the current language; English is the spec's text itself. A
 * reference (`said(...)`, or what the server named beside its text: an envelope's `key` and
 * `values`, a 422's `field_keys`) is translated by its key, its values (a range's ends, "-8.00",
 * "+6.00") written the language's way. A text is translated only when it is exactly a plain text of
 * `messages` (`refOfText`): that is for the texts the app's own yup checks produce, whose messages
 * are those texts; any other text is shown as it came.
 */
export function useMessage(): (message: Message | null | undefined) => string {
  const { t, i18n } = useTranslation('messages');
  return useCallback(
    (message) => {
      if (!message) return '';
      const ref: MessageRef | undefined = typeof message === 'string' ? refOfText(message) : message;
      if (!ref) return message as string;
      return t(`messages:${ref.key}`, ref.values ? localValues(ref.values, i18n.language) : undefined);
    },
    [t, i18n],
  );
}
