import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { said } from '../../../../contract/messages';
import { consoleMessages } from '../../../../contract/console-messages';
import { consoleFormMachine, type ConsoleFormContext } from '../../../../machines/admin/console-form.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { ConsoleForm } from '../forms/console-form';
import { inboxFormLogic } from './inbox-forms.actors';

/** The server's refusals: a reply too long (about the field), and a message that no longer exists (about the form). */
const tooLong = new ApiError('invalid', 422, 'Invalid', { text: said('inboxReplyTooLong') });
const gone = new ApiError('notFound', 404, consoleMessages.inboxMessageNotFound);
const LABELS = { text: 'Reply to sam@example.com', close: 'Close the message with this reply' } as const;
const TYPING = [
  { name: 'text', value: 'A 48 mm lens width suits a narrow face.' },
  { name: 'close', value: 'true' },
  { name: 'close', value: '' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as ConsoleFormContext;
const model = createTestModel(toModelMachine(consoleFormMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...TYPING.filter((f) => (ctx(s).values[f.name] ?? '') !== f.value).map((f) => ({ type: 'form.field', ...f })),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.send', output: null },
    { type: 'xstate.error.actor.send', error: tooLong },
    { type: 'xstate.error.actor.send', error: gone },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, values: c.values, e: Object.keys(c.errors), err: !!c.error };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const input = { form: 'reply' as const, values: { kind: 'contact', id: '7' } };
const paths = coveringPaths<Path>(model as never, { input });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a console form: a support member replies to an inbox message (model: machines/admin/console-form.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'sending', 'done']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const send = controlledCall<unknown>();
      const done: string[] = [];
      render(
        <I18nProvider i18n={i18n}>
          <ConsoleForm
            logic={inboxFormLogic((form) => done.push(form)).provide({ actors: { send: send.logic } })}
            input={input}
            name="Reply"
            submit="Send reply"
            doneText="The reply has been mailed."
            fields={[
              { name: 'text', label: LABELS.text, type: 'textarea' },
              { name: 'close', label: LABELS.close, type: 'checkbox' },
            ]}
          />
        </I18nProvider>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Reply' });
      const text = () => within(form()).getByLabelText(LABELS.text) as HTMLTextAreaElement;
      const close = () => within(form()).getByLabelText(LABELS.close) as HTMLInputElement;
      const button = () => within(form()).getByRole('button', { name: 'Send reply' });
      const messageOfText = () => {
        const id = text().getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(text().value).toBe(c.values.text);
            expect(close().checked).toBe(c.values.close === 'true');
            expect(button().getAttribute('aria-busy')).toBeNull();
            const error = c.errors.text;
            expect(messageOfText()).toBe(
              error ? (typeof error === 'object' && 'key' in error ? consoleMessages.inboxReplyTooLong : 'This field is required') : null,
            );
            const alerts = within(form())
              .queryAllByRole('alert')
              .map((a) => a.textContent);
            expect(alerts.includes(consoleMessages.inboxMessageNotFound)).toBe(c.error === gone);
            expect(within(form()).queryByRole('status')).toBeNull();
          },
          sending: (s: AnyMachineSnapshot) => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(send.calls.at(-1)).toEqual({
              form: 'reply',
              values: { kind: 'contact', id: '7', text: ctx(s).values.text, close: ctx(s).values.close },
            });
          },
          done: () => {
            expect(within(form()).getByRole('status').textContent).toBe('The reply has been mailed.');
            // Sent, the form starts over (the reply is in the thread now) and the page was told.
            expect(text().value).toBe('');
            expect(close().checked).toBe(false);
            expect(done.at(-1)).toBe('reply');
          },
        } as never,
        events: {
          'form.field': async ({ event }: { event: { name?: keyof typeof LABELS; value: string } }) => {
            if (!event.name) return;
            if (event.name === 'close') fireEvent.click(close());
            else fireEvent.change(text(), { target: { value: event.value } });
            await flush(1);
          },
          'form.submit': async () => {
            fireEvent.click(button());
            await flush(1);
          },
          'xstate.done.actor.send': async () => {
            await send.resolve(null);
            await flush();
          },
          'xstate.error.actor.send': async ({ event }: { event: { error: unknown } }) => {
            await send.reject(event.error);
            await flush();
          },
        } as never,
      });
    });
  }
});
