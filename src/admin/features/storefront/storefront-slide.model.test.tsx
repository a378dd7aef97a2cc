import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import type { AnyMachineSnapshot } from 'xstate';
import type { Storefront, StorefrontSlide } from '../../../../contract/admin-storefront';
import { consoleMessages } from '../../../../contract/console-messages';
import { said } from '../../../../contract/messages';
import { consoleFormMachine, type ConsoleFormContext } from '../../../../machines/admin/console-form.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { StorefrontForm } from './storefront-form';
import { storefrontFormLogic } from './storefront-forms.actors';
import { slideValues } from './storefront-values';

/** The server's refusals: a picture off the shop (about the field), and someone else saved first (409, with Reload). */
const badPicture = new ApiError('invalid', 422, 'Invalid', { img: said('storefrontImageInvalid') });
const stale = new ApiError('conflict', 409, consoleMessages.storefrontChanged);
const LABELS = { img: 'Picture', title: 'Title' } as const;
const TYPING = [
  { name: 'title', value: 'Autumn frames' },
  { name: 'title', value: '' },
  { name: 'img', value: '/media/abc/640.webp' },
];
const slide: StorefrontSlide = {
  id: 5,
  block_id: 2,
  title: 'Spring sale',
  subtitle: '',
  img: '/api/goods/image/3.svg',
  alt: 'A round frame',
  link: '/goods-list/1',
  sort: 0,
  starts_at: null,
  ends_at: null,
  live: true,
  version: 'v1',
};
const answer: Storefront = { blocks: [], questionnaires: [] };

const ctx = (s: AnyMachineSnapshot) => s.context as ConsoleFormContext;
const model = createTestModel(toModelMachine(consoleFormMachine), {
  events: ((s: AnyMachineSnapshot) => [
    ...TYPING.filter((f) => (ctx(s).values[f.name] ?? '') !== f.value).map((f) => ({ type: 'form.field', ...f })),
    { type: 'form.submit' },
    { type: 'xstate.done.actor.send', output: answer },
    { type: 'xstate.error.actor.send', error: badPicture },
    { type: 'xstate.error.actor.send', error: stale },
  ]) as never,
  serializeState: everyTransition((s: AnyMachineSnapshot) => {
    const c = ctx(s);
    return { v: s.value, values: c.values, e: Object.keys(c.errors), err: !!c.error };
  }) as never,
});
type Path = ReturnType<typeof model.getShortestPaths>[number];
const input = { form: 'storefrontSlide' as const, values: slideValues(2, slide) };
const paths = coveringPaths<Path>(model as never, { input });

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});

describe('a console form: a merchandiser edits a promo slide and publishes it (model: machines/admin/console-form.machine.ts)', () => {
  it('reaches every state', () => {
    const seen = statesVisited(paths as never);
    for (const v of ['editing', 'sending', 'done']) expect(seen.has(JSON.stringify(v)), v).toBe(true);
  });

  for (const path of paths) {
    it(pathName(path as never), async () => {
      const send = controlledCall<unknown>();
      const done: [string, Storefront][] = [];
      let reloads = 0;
      render(
        <I18nProvider i18n={i18n}>
          <StorefrontForm
            logic={storefrontFormLogic((form, s) => done.push([form, s])).provide({ actors: { send: send.logic } })}
            input={input}
            name="Slide 1"
            fields={[
              { name: 'img', label: LABELS.img, type: 'picture' },
              { name: 'title', label: LABELS.title },
            ]}
            submit="Publish"
            onReload={() => reloads++}
          />
        </I18nProvider>,
      );
      await flush();
      const form = () => screen.getByRole('form', { name: 'Slide 1' });
      const field = (name: keyof typeof LABELS) => within(form()).getByLabelText(LABELS[name]) as HTMLInputElement;
      const button = () => within(form()).getByRole('button', { name: 'Publish' });
      const messageOf = (name: keyof typeof LABELS) => {
        const id = field(name).getAttribute('aria-describedby');
        return id ? document.getElementById(id)!.textContent : null;
      };
      await path.test({
        states: {
          editing: (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            expect(field('title').value).toBe(c.values.title);
            expect(field('img').value).toBe(c.values.img);
            expect(button().getAttribute('aria-busy')).toBeNull();
            expect(messageOf('title')).toBe(c.errors.title ? 'This field is required' : null);
            expect(messageOf('img')).toBe(c.errors.img ? consoleMessages.storefrontImageInvalid : null);
            const alerts = within(form())
              .queryAllByRole('alert')
              .map((a) => a.textContent);
            const conflict = c.error === stale;
            expect(alerts.some((a) => a?.startsWith(consoleMessages.storefrontChanged))).toBe(conflict);
            const reload = within(form()).queryByRole('button', { name: 'Reload' });
            expect(!!reload).toBe(conflict);
            if (reload) {
              const before = reloads;
              fireEvent.click(reload);
              expect(reloads).toBe(before + 1);
            }
          },
          sending: (s: AnyMachineSnapshot) => {
            expect(button().getAttribute('aria-busy')).toBe('true');
            expect(send.calls.at(-1)).toEqual({ form: 'storefrontSlide', values: ctx(s).values });
            expect(ctx(s).values).toMatchObject({ id: '5', version: 'v1', block_id: '2' });
          },
          done: (s: AnyMachineSnapshot) => {
            // The page takes the storefront answered (and draws the slide again at its new version).
            expect(done.at(-1)).toEqual(['storefrontSlide', answer]);
            expect(field('title').value).toBe(ctx(s).values.title);
            expect(within(form()).queryByRole('alert')).toBeNull();
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
            await send.resolve(answer);
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
