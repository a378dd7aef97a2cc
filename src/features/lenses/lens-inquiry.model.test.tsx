import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer, schemaFormSteps } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { LensInquiryForm } from './lens-inquiry-form';
import { lensInquiryFormLogic } from './lens-inquiry.actors';

const LABELS = { name: 'Name', email: 'E-mail', need: 'What is it about?', right_sph: 'Right SPH', message: 'Your message' } as const;
const badEmail = new ApiError('invalid', 422, messages.emailInvalid, { email: messages.emailInvalid });

/**
 * The lens enquiry, its name and need already given (as a signed-in customer's name is): typing (a
 * SPH beyond even the enquiry's bounds among it), Send, and the server's answers.
 */
const INITIAL = { name: 'Grace Hopper', need: 'outside_range' };
const model = schemaFormModel(
  'lensInquiry',
  [
    { type: 'form.field', name: 'email', value: 'grace@example.com' },
    { type: 'form.field', name: 'message', value: 'Can you make -22.00?' },
    { type: 'form.field', name: 'right_sph', value: '-31.00' },
    { type: 'form.submit' },
  ],
  badEmail,
);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('product', i18n);
});

describe('lens enquiry form (model: every state and transition of schema-form.machine, form lensInquiry)', () => {
  const paths = model.getShortestPaths({ input: { form: 'lensInquiry', values: INITIAL } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = schemaFormServer(lensInquiryFormLogic, badEmail);
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <section aria-labelledby="lens-inquiry-title">
            <h2 id="lens-inquiry-title">Ask us about lenses</h2>
            <LensInquiryForm logic={server.logic} initial={INITIAL} />
          </section>
        </Wrapper>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Ask us about lenses' });
      await path.test(
        schemaFormSteps({ form, labels: LABELS, submit: 'Send enquiry', savedText: messages.lensInquirySent, refusedField: 'email' }, server, {
          emptied: true,
        }),
      );
    });
  }
});
