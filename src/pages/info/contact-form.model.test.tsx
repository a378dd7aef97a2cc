import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer, schemaFormSteps } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { ContactForm } from './contact-us-page';
import { contactFormLogic } from '../../features/content/contact-form.actors';

const LABELS = {
  name: 'Your name',
  email: 'E-mail address',
  subject: 'Subject',
  message: 'Your message',
  order_no: 'Order number (optional)',
} as const;
const badEmail = new ApiError('invalid', 422, messages.emailInvalid, { email: messages.emailInvalid });

/** The contact form: typing (right and wrong), Send, and the server's answers. */
const model = schemaFormModel(
  'inquiry',
  [
    { type: 'form.field', name: 'name', value: 'Ada Lovelace' },
    { type: 'form.field', name: 'email', value: 'ada@example.com' },
    { type: 'form.field', name: 'subject', value: 'Loose hinge' },
    { type: 'form.field', name: 'message', value: 'The left hinge is loose.' },
    { type: 'form.field', name: 'email', value: 'ada@' },
    { type: 'form.submit' },
  ],
  badEmail,
);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('info', i18n);
});

describe('contact form (model: every state and transition of schema-form.machine, form inquiry)', () => {
  const paths = model.getShortestPaths({ input: { form: 'inquiry' } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = schemaFormServer(contactFormLogic, badEmail);
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <ContactForm logic={server.logic} />
        </Wrapper>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Send us a message' });
      await path.test(
        schemaFormSteps({ form, labels: LABELS, submit: 'Send message', savedText: messages.inquirySent, refusedField: 'email' }, server, {
          emptied: true,
        }),
      );
    });
  }
});
