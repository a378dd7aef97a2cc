import { fromPromise } from 'xstate';
import type { LanguageCode } from '../../../../contract/constants';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { translationsApi } from './translations.api';

/** A translation corrected by hand: PUT with the row's language and English text; done, the list is read again. */
export function translationFormLogic(done: () => void) {
  return consoleFormMachine.provide({
    actors: {
      send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input: { values } }) =>
        translationsApi.correct({ lang: values.lang as LanguageCode, source: values.source!, text: values.text!.trim() }),
      ),
    },
    actions: { tellDone: () => done() },
  });
}
