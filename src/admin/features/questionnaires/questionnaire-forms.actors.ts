import { fromPromise } from 'xstate';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { saveFile } from '../orders/csv-export.actors';
import { questionnairesApi } from './questionnaires.api';

/** A questionnaire's buttons: run it for N days, end it, download its answers (the id in the values); done, the page reads it again. */
export function questionnaireFormLogic(done: (form: ConsoleFormName) => void) {
  return consoleFormMachine.provide({
    actors: {
      send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(async ({ input: { form, values } }) => {
        const id = Number(values.id);
        if (form === 'questionnaireRun') return questionnairesApi.run(id, Number(values.days));
        if (form === 'questionnaireEnd') return questionnairesApi.end(id);
        saveFile(await questionnairesApi.answersCsv(id), `questionnaire-${id}-answers.csv`);
        return null;
      }),
    },
    actions: { tellDone: (_, { form }) => form !== 'csv' && done(form) },
  });
}
