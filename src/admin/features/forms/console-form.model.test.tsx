import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import { messages, said } from '../../../../contract/messages';
import { consoleFormMachine, type ConsoleFormContext } from '../../../../machines/admin/console-form.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { passwordFormLogic } from '../auth/auth-forms.actors';
import { ConsoleForm } from './console-form';

const wrongPassword = new ApiError('invalid', 422, 'Invalid', { current_password: said('currentPasswordWrong') });
const tooMany = new ApiError('rateLimited', 429, 'Too many attempts, please try again later');
const LABELS = { current_password: 'Current password', new_password: 'New password' } as const;
const TYPING = [
  { name: 'current_password', value: 'the-old-password' },
  { name: 'new_password', value: 'a-new-password-1' },
  { name: 'new_password', value: 'short' },
];

const ctx = (s: AnyMachineSnapshot) => s.context as ConsoleFormContext;
const model = createTestModel(toModelMachine(consoleFormMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...TYPING.filter((f) => ctx(s).values[f.name] !== f.value).map((f) => ({ type: 'form.field', ...f })),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.send', output: null },
    { type: 'xstate.error.actor.send', error: wrongPassword },
    { type: 'xstate.error.actor.send', error: tooMany },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, values: c.values, e: Object.keys(c.errors), err: !!c.error };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const paths = coveringPaths<Path>(model as never, { input: { form: 'password' } });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a console form: the member changes their password (model: machines/admin/console-form.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'sending', 'done']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const send = controlledCall<unknown>();
      render(
        <I18nProvider i18n={i18n}>
          <ConsoleForm
            logic={passwordFormLogic.provide({ actors: { send: send.logic } })}
            input={{ form: 'password' }}
            name="Change password"
            submit="Change password"
            doneText="Your password has been changed."
            fields={[
              { name: 'current_password', label: LABELS.current_password, type: 'password' },
              { name: 'new_password', label: LABELS.new_password, type: 'password' },
            ]}
          />
        </I18nProvider>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Change password' });
      const field = (name: keyof typeof LABELS) => within(form()).getByLabelText(LABELS[name]) as HTMLInputElement;
      const button = () => within(form()).getByRole('button', { name: 'Change password' });
      const messageOf = (name: keyof typeof LABELS) => {
        const id = field(name).getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(field('current_password').value).toBe(c.values.current_password);
            expect(field('new_password').value).toBe(c.values.new_password);
            expect(button().getAttribute('aria-busy')).toBeNull();
            const current = c.errors.current_password;
            expect(messageOf('current_password')).toBe(
              current ? (typeof current === 'object' && 'key' in current ? messages.currentPasswordWrong : 'This field is required') : null,
            );
            const fresh = c.errors.new_password;
            expect(messageOf('new_password')).toBe(fresh ? (c.values.new_password ? 'At least 10 characters' : 'This field is required') : null);
            const alerts = within(form())
              .queryAllByRole('alert')
              .map((a) => a.textContent);
            expect(alerts.includes(tooMany.message)).toBe(c.error === tooMany);
            expect(within(form()).queryByRole('status')).toBeNull();
          },
          sending: () => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(send.calls.at(-1)).toEqual({
              form: 'password',
              values: { current_password: 'the-old-password', new_password: 'a-new-password-1' },
            });
          },
          done: (s: AnyMachineSnapshot) => {
            expect(within(form()).getByRole('status').textContent).toBe('Your password has been changed.');
            // Emptied once saved (a password is not left in the form).
            expect(field('current_password').value).toBe(ctx(s).values.current_password);
            expect(field('new_password').value).toBe('');
          },
        } as never,
        events: {
          'form.field': async ({ event }: { event: { name?: keyof typeof LABELS; value: string } }) => {
            if (!event.name) return;
            fireEvent.change(field(event.name), { target: { value: event.value } });
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
