import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer, schemaFormSteps } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import type { I18n } from '../../i18n/runtime';
import AccountSettingsPage from './account-settings-page';
import { settingsFormLogic } from '../../features/account/settings-form.actors';

vi.mock('../../app/session/selectors', () => ({ useUser: () => null }));

const FIELDS = { old_password: 'Current password', password: 'New password', c_password: 'Confirm new password' } as const;
const wrongCurrent = new ApiError('invalid', 422, messages.currentPasswordWrong, { old_password: messages.currentPasswordWrong });

/** The password form: typing (right and wrong), Save, and the server's answers. */
const model = schemaFormModel(
  'password',
  [
    { type: 'form.field', name: 'old_password', value: 'secret123' },
    { type: 'form.field', name: 'password', value: 'newpass1' },
    { type: 'form.field', name: 'c_password', value: 'newpass1' },
    { type: 'form.field', name: 'password', value: 'abc' },
    { type: 'form.submit' },
  ],
  wrongCurrent,
);

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
      await path.test(
        schemaFormSteps(
          { form, labels: FIELDS, submit: 'Change password', savedText: 'Your password has been changed', refusedField: 'old_password' },
          server,
          { emptied: true },
        ),
      );
    });
  }
});
