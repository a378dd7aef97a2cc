import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { messages } from '../../../contract/messages';
import { pathName, statesVisited } from '../../../tests/model/support/model-machine';
import { schemaFormModel, schemaFormServer, schemaFormSteps } from '../../../tests/model/support/schema-form';
import { flush, shellHarness, testI18n } from '../../../tests/support/shell-harness';
import { ApiError } from '../../api/errors';
import { loadStrings } from '../../i18n';
import type { I18n } from '../../i18n/runtime';
import { OdmForm } from './odm-form';
import { odmFormLogic } from './odm-form.actors';

const LABELS = {
  kind: 'OEM or ODM',
  name: 'Your name',
  email: 'E-mail address',
  company: 'Company (optional)',
  quantity: 'Frames per design (at least 300)',
  message: 'What you need',
} as const;
const fewFrames = new ApiError('invalid', 422, messages.odmQtyMin, { quantity: messages.odmQtyMin });

/** The OEM/ODM request, its kind, name and e-mail already given (a signed-in customer's): typing (too few frames among it), Send request, and the server's answers. */
const INITIAL = { kind: 'odm', name: 'Grace Hopper', email: 'grace@example.com' };
const model = schemaFormModel(
  'odm',
  [
    { type: 'form.field', name: 'quantity', value: '500' },
    { type: 'form.field', name: 'message', value: 'Acetate frames in our colours.' },
    { type: 'form.field', name: 'quantity', value: '12' },
    { type: 'form.files', files: [{ name: 'sketch.png', size: 2048 }] },
    { type: 'form.submit' },
  ],
  fewFrames,
);

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
  await loadStrings('services', i18n);
});

describe('OEM/ODM request form (model: every state and transition of schema-form.machine, form odm)', () => {
  const paths = model.getShortestPaths({ input: { form: 'odm', values: INITIAL } } as never);

  it('reaches every state', () => {
    const visited = new Set([...statesVisited(paths)].map((s) => JSON.parse(s) as string));
    expect(visited).toEqual(new Set(['editing', 'saving', 'saved']));
  });

  for (const path of paths) {
    it(pathName(path), async () => {
      const server = schemaFormServer(odmFormLogic, fewFrames);
      const { Wrapper } = shellHarness({ i18n });
      render(
        <Wrapper>
          <OdmForm logic={server.logic} initial={INITIAL} />
        </Wrapper>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Send an OEM/ODM request' });
      await path.test(
        schemaFormSteps(
          {
            form,
            labels: LABELS,
            submit: 'Send request',
            savedText: messages.odmSent,
            refusedField: 'quantity',
            filesLabel: 'Images: sketches or your logo (optional, up to 3: PNG, JPEG, WebP or SVG, 5 MB each)',
          },
          server,
          { emptied: true },
        ),
      );
    });
  }
});
