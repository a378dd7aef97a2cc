import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api';
import { pageCatalogues } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { ContactForm } from './contact-us-page';
import { contactFormLogic } from './contact-form.actors';

const LABELS = { name: 'Your name', email: 'E-mail address', subject: 'Subject', message: 'Your message', order_no: 'Order number (optional)' } as const;
type Field = keyof typeof LABELS;
const badEmail = new ApiError('invalid', 422, messages.emailInvalid, { email: messages.emailInvalid });

/** The contact form: typing (right and wrong), Send, and the server's answers. */
const model = schemaFormModel('inquiry', [
  { type: 'form.field', name: 'name', value: 'Ada Lovelace' },
  { type: 'form.field', name: 'email', value: 'ada@example.com' },
  { type: 'form.field', name: 'subject', value: 'Loose hinge' },
  { type: 'form.field', name: 'message', value: 'The left hinge is loose.' },
  { type: 'form.field', name: 'email', value: 'ada@' },
  { type: 'form.submit' },
], badEmail);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await pageCatalogues('info', i18n);
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
      const field = (name: Field) => within(form()).getByLabelText(LABELS[name]) as HTMLInputElement;
      const send = () => within(form()).getByRole('button', { name: 'Send message' });
      const shownErrors = () => within(form()).queryAllByRole('alert').map((a) => a.textContent);

      await path.test({
        states: {
          editing: (state: AnyMachineSnapshot) => {
            expect(send().getAttribute('aria-busy')).toBeNull();
            for (const name of Object.keys(LABELS) as Field[]) {
              expect(field(name).getAttribute('aria-invalid')).toBe(state.context.errors[name] ? 'true' : null);
            }
            expect(shownErrors()).toHaveLength(Object.keys(state.context.errors).length);
            expect(within(form()).queryByRole('status')).toBeNull();
          },
          saving: () => {
            expect(send().getAttribute('aria-busy')).toBe('true');
            // A second Send while the first is on its way is ignored.
            const before = server.saves.length;
            fireEvent.submit(form());
            expect(server.saves.length).toBe(before);
          },
          saved: () => {
            expect(within(form()).getByRole('status').textContent).toBe(messages.inquirySent);
            for (const name of Object.keys(LABELS) as Field[]) expect(field(name).value).toBe('');
          },
        },
        events: {
          'form.field': async ({ event }: { event: { name: Field; value: string } }) => {
            // Typing the value the field already has: the shopper retypes it (React sees no change otherwise).
            if (field(event.name).value === event.value) fireEvent.change(field(event.name), { target: { value: '' } });
            fireEvent.change(field(event.name), { target: { value: event.value } });
            await flush();
          },
          'form.submit': async () => {
            fireEvent.click(send());
            await flush();
          },
          'xstate.done.actor.save': async () => {
            await server.answer();
            await flush();
          },
          'xstate.error.actor.save': async () => {
            await server.fail();
            await flush();
            expect(field('email').getAttribute('aria-invalid')).toBe('true');
            expect(shownErrors()).toContain(messages.emailInvalid);
          },
        } as never,
      });
    });
  }
});
