import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api';
import type { I18n } from '../../i18n/runtime';
import AccountSettingsPage from './account-settings-page';
import { settingsFormLogic } from './settings-form.actors';

vi.mock('../../app/session/selectors', () => ({ useUser: () => null }));

const FIELDS = { old_password: 'Current password', password: 'New password', c_password: 'Confirm new password' } as const;
const wrongCurrent = new ApiError('invalid', 422, messages.currentPasswordWrong, { old_password: messages.currentPasswordWrong });

/** The password form: typing (right and wrong), Save, and the server's answers. */
const model = schemaFormModel('password', [
  { type: 'form.field', name: 'old_password', value: 'secret123' },
  { type: 'form.field', name: 'password', value: 'newpass1' },
  { type: 'form.field', name: 'c_password', value: 'newpass1' },
  { type: 'form.field', name: 'password', value: 'abc' },
  { type: 'form.submit' },
], wrongCurrent);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});

describe('account settings, password form (model: every state and transition of schema-form.machine)', () => {
  const paths = model.getShortestPaths({ input: { form: 'password' } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = schemaFormServer(settingsFormLogic, wrongCurrent);
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <AccountSettingsPage logic={server.logic} />
        </Wrapper>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Change password' });
      const field = (name: keyof typeof FIELDS) => within(form()).getByLabelText(FIELDS[name]) as HTMLInputElement;
      const save = () => within(form()).getByRole('button', { name: 'Change password' });
      const shownErrors = () => within(form()).queryAllByRole('alert').map((a) => a.textContent);

      await path.test({
        states: {
          editing: (state: AnyMachineSnapshot) => {
            expect(save().getAttribute('aria-busy')).toBeNull();
            for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) {
              expect(field(name).getAttribute('aria-invalid')).toBe(state.context.errors[name] ? 'true' : null);
            }
            expect(shownErrors()).toHaveLength(Object.keys(state.context.errors).length);
            expect(within(form()).queryByRole('status')).toBeNull();
          },
          saving: () => {
            expect(save().getAttribute('aria-busy')).toBe('true');
            // A second Save while the first is on its way is ignored.
            const before = server.saves.length;
            fireEvent.submit(form());
            expect(server.saves.length).toBe(before);
          },
          saved: () => {
            expect(within(form()).getByRole('status').textContent).toContain('Your password has been changed');
            for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) expect(field(name).value).toBe('');
          },
        },
        events: {
          'form.field': async ({ event }: { event: { name: keyof typeof FIELDS; value: string } }) => {
            // Typing the value the field already has: the customer retypes it (React sees no change otherwise).
            if (field(event.name).value === event.value) fireEvent.change(field(event.name), { target: { value: '' } });
            fireEvent.change(field(event.name), { target: { value: event.value } });
            await flush();
          },
          'form.submit': async () => {
            fireEvent.click(save());
            await flush();
          },
          'xstate.done.actor.save': async () => {
            await server.answer();
            await flush();
          },
          'xstate.error.actor.save': async () => {
            await server.fail();
            await flush();
            expect(field('old_password').getAttribute('aria-invalid')).toBe('true');
          },
        } as never,
      });
    });
  }
});
