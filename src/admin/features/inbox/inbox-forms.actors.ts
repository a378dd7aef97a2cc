import { fromPromise } from 'xstate';
import type { InboxKind, InboxStatus } from '../../../../contract/admin';
import { consoleFormMachine, type ConsoleFormName } from '../../../../machines/admin/console-form.machine';
import type { Values } from '../../../../machines/admin/fields';
import { saveFile } from '../orders/csv-export.actors';
import { inboxApi } from './inbox.api';

/** What each inbox form calls (the message's kind and id in the values' `kind` and `id`). */
async function call(form: ConsoleFormName, values: Values): Promise<unknown> {
  const kind = values.kind as InboxKind;
  const id = Number(values.id);
  switch (form) {
    case 'reply':
      return inboxApi.reply(kind, id, { text: values.text!.trim(), close: values.close === 'true' });
    case 'inboxState':
      return inboxApi.setState(kind, id, { status: values.status as InboxStatus, assignee_id: values.assignee ? Number(values.assignee) : null });
    case 'attachment': {
      const blob = await inboxApi.attachment(kind, id, Number(values.upload_id));
      saveFile(blob, values.name || 'attachment');
      return null;
    }
    default:
      throw new Error(`${form} is not an inbox form`);
  }
}

/**
 * A message's forms (Reply, its status and assignee, an attachment's download); done, the page
 * says so and loads the message again (`done`), except after a download, which changes nothing.
 */
export function inboxFormLogic(done: (form: ConsoleFormName) => void) {
  return consoleFormMachine.provide({
    actors: { send: fromPromise<unknown, { form: ConsoleFormName; values: Values }>(({ input }) => call(input.form, input.values)) },
    actions: { tellDone: (_, { form }) => (form === 'attachment' ? undefined : done(form)) },
  });
}
