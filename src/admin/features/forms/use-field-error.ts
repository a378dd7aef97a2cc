import { useCallback } from 'react';
import { isFieldProblem, type FieldError } from '../../../../machines/admin/fields';
import { useTranslation } from '../../../i18n/react';
import { useMessage } from '../../../i18n/use-message';

/** A field's message in the console's words: a problem the form found, or the server's message. */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation();
  const say = useMessage();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      if (isFieldProblem(error)) return t(`problems.${error.problem}`, { limit: error.limit });
      return say(error);
    },
    [t, say],
  );
}
