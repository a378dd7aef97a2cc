import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer, schemaFormSteps } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { ArrivalForm } from './arrival-form';
import { arrivalFormLogic } from './arrival-form.actors';

const LABELS = { email: 'E-mail address' } as const;
const badEmail = new ApiError('invalid', 422, messages.catalogueEmailInvalid, { email: messages.catalogueEmailInvalid });

/** The coming collection's form: typing (right and wrong), Notify me, and the server's answers. */
const model = schemaFormModel(
  'arrival',
  [{ type: 'form.field', name: 'email', value: 'ada@example.com' }, { type: 'form.field', name: 'email', value: 'ada@' }, { type: 'form.submit' }],
  badEmail,
);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('info', i18n);
});

describe('arrival notification form (model: every state and transition of schema-form.machine, form arrival)', () => {
  const paths = model.getShortestPaths({ input: { form: 'arrival' } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = schemaFormServer(arrivalFormLogic, badEmail);
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <ArrivalForm logic={server.logic} />
        </Wrapper>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Coming soon: the autumn collection' });
      await path.test(
        schemaFormSteps({ form, labels: LABELS, submit: 'Notify me', savedText: messages.arrivalNotificationSaved, refusedField: 'email' }, server, {
          emptied: true,
        }),
      );
    });
  }
});
