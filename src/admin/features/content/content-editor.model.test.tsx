import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, within } from '@testing-library/react';
import { createTestModel } from '@xstate/graph';
import { createMachine, type AnyMachineSnapshot } from 'xstate';
import type { AdminContent, ContentPicture } from '../../../../contract/admin-content';
import { consoleMessages } from '../../../../contract/console-messages';
import { CONTENT_PREVIEW_DELAY_MS } from '../../../../contract/constants';
import { said } from '../../../../contract/messages';
import {
  checkDraft,
  checkPublish,
  contentEditorMachine,
  emptyDraft,
  type ContentEditorContext,
} from '../../../../machines/admin/content-editor.machine';
import { coveringPaths } from '../../../../tests/model/support/covering-paths';
import { everyTransition, pathName, statesVisited, toModelMachine } from '../../../../tests/model/support/model-machine';
import { consoleI18n } from '../../../../tests/support/console-harness';
import { flush } from '../../../../tests/support/shell-harness';
import { controlledCall } from '../../../testing/harness';
import { ApiError } from '../../../api/errors';
import { I18nProvider } from '../../../i18n/react';
import type { I18n } from '../../../i18n/runtime';
import { contentEditorLogic } from './content-editor.actors';
import { ContentEditor } from './content-editor';

const page: AdminContent = {
  type: 'pages',
  id: 7,
  kind: 'page',
  title: 'Size guide',
  slug: 'size-guide',
  status: 'draft',
  publish_at: null,
  version: 3,
  address: '/pages/size-guide',
  description: 'The three numbers on a frame.',
  body: 'Lens width',
  related_goods_ids: [],
  cover: '',
  cover_alt: '',
  fixed: false,
};
const BODIES = ['Lens width', 'Lens **width**'];
const picture: ContentPicture = {
  image: { key: 'a'.repeat(32), src: `/media/${'a'.repeat(32)}/640.webp`, srcset_avif: '', srcset_webp: '', width: 640, height: 320 },
  markdown: `![Frames](/media/${'a'.repeat(32)}/640.webp)`,
};
const slugTaken = new ApiError('invalid', 422, consoleMessages.contentSlugTaken, { slug: said('contentSlugTaken') });
const changed = new ApiError('conflict', 409, consoleMessages.contentChanged, {}, { reason: 'contentChanged', version: 4 }, said('contentChanged'));
const offline = new ApiError('network', 0, 'You appear to be offline');
const file = new File([new Uint8Array([137, 80, 78, 71])], 'frames.png', { type: 'image/png' });

const ctx = (s: AnyMachineSnapshot) => s.context as ContentEditorContext;
const answered = (s: AnyMachineSnapshot, status: AdminContent['status']): AdminContent => ({
  ...page,
  version: (ctx(s).item?.version ?? 3) + 1,
  status,
  publish_at: status === 'draft' ? null : '2026-12-01T10:00:00.000Z',
  body: ctx(s).draft.body,
});
const modelled = toModelMachine(contentEditorMachine);
type ConfigNode = { on?: Record<string, unknown>; states?: Record<string, ConfigNode>; [key: string]: unknown };
/** The model machine without the transitions of `left` (the graph would try every event it has, without a payload). */
function without(left: (type: string) => boolean, node: ConfigNode = modelled.config as ConfigNode): ConfigNode {
  const { on, states, ...rest } = node;
  const out: ConfigNode = { ...rest };
  if (on) out.on = Object.fromEntries(Object.entries(on).filter(([type]) => !left(type)));
  if (states) out.states = Object.fromEntries(Object.entries(states).map(([k, v]) => [k, without(left, v)]));
  return out;
}
const machineWithout = (left: (type: string) => boolean) => createMachine(without(left) as never, modelled.implementations as never);
const PREVIEW_EVENTS = /^(preview|preview\.close|xstate\.(done|error)\.actor\.preview|xstate\.after\..*)$/;
const FORM_CALLS =
  /^(save|publish|unpublish|remove|reload|xstate\.(done|error)\.actor\.(save|publish|unpublish|remove|load)|xstate\.error\.actor\.upload)$/;
const errorKind = (c: ContentEditorContext) => (c.error === changed ? 'changed' : c.error === offline ? 'offline' : !!c.error);

/**
 * Two models of the one machine, so that the graph stays small: the form's calls with the preview
 * left off, and the preview with the text changing under it (typed, a picture put in).
 */
const formModel = createTestModel(
  machineWithout((t) => PREVIEW_EVENTS.test(t)),
  {
    events: ((s: AnyMachineSnapshot) => [
      { type: 'edit.field', name: 'title', value: ctx(s).draft.title ? '' : 'Size guide' },
      { type: 'save' },
      { type: 'publish' },
      { type: 'unpublish' },
      { type: 'remove' },
      { type: 'reload' },
      { type: 'picture.upload', file, alt: '', at: ctx(s).draft.body.length },
      { type: 'xstate.done.actor.save', output: answered(s, ctx(s).item?.status ?? 'draft') },
      { type: 'xstate.error.actor.save', error: slugTaken },
      { type: 'xstate.error.actor.save', error: changed },
      { type: 'xstate.done.actor.publish', output: answered(s, 'published') },
      { type: 'xstate.error.actor.publish', error: changed },
      { type: 'xstate.error.actor.publish', error: offline },
      { type: 'xstate.done.actor.unpublish', output: answered(s, 'draft') },
      { type: 'xstate.error.actor.unpublish', error: offline },
      { type: 'xstate.done.actor.remove', output: null },
      { type: 'xstate.error.actor.remove', error: changed },
      { type: 'xstate.done.actor.upload', output: picture },
      { type: 'xstate.error.actor.upload', error: offline },
      { type: 'xstate.done.actor.load', output: { ...page, version: 9, title: 'Their title' } },
      { type: 'xstate.error.actor.load', error: offline },
    ]) as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => {
      const c = ctx(s);
      return {
        v: s.value,
        title: !!c.draft.title,
        pic: c.draft.body.includes('![Frames]'),
        status: c.item?.status,
        e: Object.keys(c.errors).length > 0,
        sub: c.submitted,
        n: c.notice,
        err: errorKind(c),
      };
    }) as never,
  },
);
const previewModel = createTestModel(
  machineWithout((t) => FORM_CALLS.test(t)),
  {
    events: ((s: AnyMachineSnapshot) => [
      { type: 'edit.field', name: 'body', value: BODIES[ctx(s).draft.body === BODIES[0] ? 1 : 0] },
      { type: 'preview' },
      { type: 'preview.close' },
      { type: 'picture.upload', file, alt: '', at: ctx(s).draft.body.length },
      { type: 'xstate.done.actor.upload', output: picture },
      { type: 'xstate.done.actor.preview', output: { html: '<p>Lens width</p>' } },
      { type: 'xstate.error.actor.preview', error: offline },
      { type: 'xstate.after.previewDelay.contentEditor.preview.waiting' },
    ]) as never,
    serializeState: everyTransition((s: AnyMachineSnapshot) => {
      const c = ctx(s);
      return { v: s.value, body: BODIES.indexOf(c.draft.body), pic: c.draft.body.includes('![Frames]'), p: c.preview !== null, pe: !!c.previewError };
    }) as never,
  },
);
type Path = ReturnType<typeof formModel.getShortestPaths>[number];
const input = { input: { type: 'pages', item: page } };
const paths = [
  ...coveringPaths<Path>(formModel as never, input).map((p) => ['form', p] as const),
  ...coveringPaths<Path>(previewModel as never, input).map((p) => ['preview', p] as const),
];

let i18n: I18n;
beforeAll(async () => {
  i18n = await consoleI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the page editor’s rules', () => {
  it('names what a new page lacks, and refuses a publish time past', () => {
    expect(checkDraft(emptyDraft('pages'))).toEqual({
      title: consoleMessages.contentTitleRequired,
      slug: consoleMessages.contentSlugRequired,
      body: consoleMessages.contentBodyRequired,
    });
    const d = { ...emptyDraft('posts'), title: 'T', slug: 'not a slug', body: 'x', related: '3, x' };
    expect(checkDraft(d)).toEqual({ slug: consoleMessages.contentSlugInvalid, related: consoleMessages.contentRelatedInvalid });
    const now = Date.parse('2026-12-07T12:00:00Z');
    const ok = { ...emptyDraft('pages'), title: 'T', slug: 't', body: 'x' };
    expect(checkPublish({ ...ok, publish_at: '2026-12-01T10:00' }, now)).toEqual({ publish_at: consoleMessages.contentPublishAtPast });
    expect(checkPublish({ ...ok, publish_at: '2027-01-01T10:00' }, now)).toEqual({});
    expect(checkPublish(ok, now)).toEqual({});
  });
});

describe('the page editor (model: machines/admin/content-editor.machine.ts)', () => {
  it('reaches every state of both regions', () => {
    const seen = [...statesVisited(paths.map(([, p]) => p) as never)].join(' ');
    for (const v of ['editing', 'saving', 'publishing', 'unpublishing', 'removing', 'uploading', 'conflict', 'reloading', 'removed']) {
      expect(seen, v).toContain(`"form":"${v}"`);
    }
    for (const v of ['off', 'drawing', 'shown', 'waiting']) expect(seen, v).toContain(`"preview":"${v}"`);
  });

  it('has a manageable number of paths', () => expect(paths.length).toBeLessThan(120));

  for (const [which, path] of paths) {
    it(`${which}: ${pathName(path as never)}`, async () => {
      const calls = {
        save: controlledCall<AdminContent>(),
        publish: controlledCall<AdminContent>(),
        unpublish: controlledCall<AdminContent>(),
        remove: controlledCall<null>(),
        upload: controlledCall<ContentPicture>(),
        load: controlledCall<AdminContent>(),
        preview: controlledCall<{ html: string }>(),
      };
      const removed = vi.fn();
      const logic = contentEditorLogic(() => {}, removed).provide({
        actors: Object.fromEntries(Object.entries(calls).map(([k, c]) => [k, c.logic])) as never,
      });
      render(
        <I18nProvider i18n={i18n}>
          <ContentEditor logic={logic} type="pages" item={page} />
        </I18nProvider>,
      );
      await flush();
      const form = () => document.querySelector<HTMLFormElement>('form[aria-label="Page"]');
      const body = () => within(form()!).getByLabelText('Body') as HTMLTextAreaElement;
      const title = () => within(form()!).getByLabelText('Title') as HTMLInputElement;
      const button = (label: string) => [...(form()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === label) ?? null;
      const click = async (label: string) => {
        const b = button(label);
        if (b && !b.disabled) fireEvent.click(b);
        await flush(1);
      };
      const region = () => document.querySelector('[role="region"][aria-label="Preview as shoppers see it"]');
      const answer =
        (name: keyof typeof calls, how: 'resolve' | 'reject') =>
        async ({ event }: { event: { output?: unknown; error?: unknown } }) => {
          // An answer the model offers where no call is out changes nothing, in the machine as here.
          if (calls[name].waiting) await (how === 'resolve' ? calls[name].resolve(event.output as never) : calls[name].reject(event.error));
          await flush();
        };
      await path.test({
        states: {
          'form.editing': (s: AnyMachineSnapshot) => {
            const c = ctx(s);
            // What the model tells states apart by: a picture put in, which text, a title or none.
            expect(body().value.includes('![Frames]')).toBe(c.draft.body.includes('![Frames]'));
            expect(BODIES.indexOf(body().value)).toBe(BODIES.indexOf(c.draft.body));
            expect(!!title().value).toBe(!!c.draft.title);
            expect(button('Save')!.getAttribute('aria-busy')).toBeNull();
            expect(!!button('Unpublish')).toBe(c.item?.status !== 'draft');
            expect(!!button('Delete draft')).toBe(c.item?.status === 'draft');
            const refusals = [...form()!.querySelectorAll('[role="alert"]')].filter((a) => !region()?.contains(a)).map((a) => a.textContent);
            expect(refusals.includes('You appear to be offline')).toBe(c.error === offline);
            expect(!!within(form()!).queryByText(consoleMessages.contentTitleRequired)).toBe(!!c.errors.title);
            expect(!!within(form()!).queryByText(consoleMessages.contentSlugTaken)).toBe(!!c.errors.slug);
            expect(!!button('Reload')).toBe(false);
            const notice = within(form()!).queryByRole('status');
            if (c.notice === 'published') expect(notice?.textContent).toBe('Published: shoppers see it now.');
            if (c.notice === 'unpublished') expect(notice?.textContent).toBe('Unpublished: shoppers no longer see it.');
          },
          'form.saving': () => expect(button('Save')!.getAttribute('aria-busy')).toBe('true'),
          'form.publishing': () => {
            expect(button('Publish')!.getAttribute('aria-busy')).toBe('true');
            expect(calls.publish.calls.at(-1)).toMatchObject({ id: 7, publish_at: null });
          },
          'form.unpublishing': () => expect(calls.unpublish.calls.at(-1)).toMatchObject({ id: 7 }),
          'form.removing': () => expect(calls.remove.calls.at(-1)).toMatchObject({ id: 7 }),
          'form.uploading': () => {
            expect(within(form()!).getByRole('status').textContent).toBe('Uploading the picture…');
            expect(calls.upload.calls.at(-1)).toMatchObject({ file });
          },
          'form.conflict': () => {
            expect(
              within(form()!)
                .getAllByRole('alert')
                .map((a) => a.textContent)
                .join(' '),
            ).toContain('This page was changed by someone else since you opened it');
            expect(button('Reload')).not.toBeNull();
            expect(button('Save')!.disabled).toBe(true);
          },
          'form.reloading': () => expect(calls.load.calls.at(-1)).toEqual({ type: 'pages', id: 7 }),
          'form.removed': () => expect(removed).toHaveBeenCalled(),
          'preview.off': () => expect(region()).toBeNull(),
          'preview.drawing': (s: AnyMachineSnapshot) => {
            expect(region()!.getAttribute('aria-busy')).toBe('true');
            const sent = calls.preview.calls.at(-1)!.markdown as string;
            expect([BODIES.indexOf(sent), sent.includes('![Frames]')]).toEqual([
              BODIES.indexOf(ctx(s).draft.body),
              ctx(s).draft.body.includes('![Frames]'),
            ]);
          },
          'preview.shown': (s: AnyMachineSnapshot) => {
            expect(region()).not.toBeNull();
            expect(!!region()!.querySelector('.html p')).toBe(ctx(s).preview !== null);
            expect(within(region() as HTMLElement).queryByRole('alert')?.textContent ?? null).toBe(
              ctx(s).previewError ? 'You appear to be offline' : null,
            );
          },
          'preview.waiting': () => expect(region()).not.toBeNull(),
        } as never,
        events: {
          'edit.field': async ({ event }: { event: { name: 'body' | 'title'; value: string } }) => {
            fireEvent.change(event.name === 'body' ? body() : title(), { target: { value: event.value } });
            await flush(1);
          },
          save: () => click('Save'),
          publish: () => click('Publish'),
          unpublish: () => click('Unpublish'),
          remove: () => click('Delete draft'),
          reload: () => click('Reload'),
          preview: () => click('Preview'),
          'preview.close': () => click('Close preview'),
          'picture.upload': async () => {
            const input = form()?.querySelector<HTMLInputElement>('input[type="file"]');
            if (input && !input.disabled) fireEvent.change(input, { target: { files: [file] } });
            await flush(1);
          },
          'xstate.done.actor.save': answer('save', 'resolve'),
          'xstate.error.actor.save': answer('save', 'reject'),
          'xstate.done.actor.publish': answer('publish', 'resolve'),
          'xstate.error.actor.publish': answer('publish', 'reject'),
          'xstate.done.actor.unpublish': answer('unpublish', 'resolve'),
          'xstate.error.actor.unpublish': answer('unpublish', 'reject'),
          'xstate.done.actor.remove': answer('remove', 'resolve'),
          'xstate.error.actor.remove': answer('remove', 'reject'),
          'xstate.done.actor.upload': answer('upload', 'resolve'),
          'xstate.error.actor.upload': answer('upload', 'reject'),
          'xstate.done.actor.load': answer('load', 'resolve'),
          'xstate.error.actor.load': answer('load', 'reject'),
          'xstate.done.actor.preview': answer('preview', 'resolve'),
          'xstate.error.actor.preview': answer('preview', 'reject'),
          'xstate.after.previewDelay.contentEditor.preview.waiting': async () => {
            act(() => vi.advanceTimersByTime(CONTENT_PREVIEW_DELAY_MS));
            await flush(1);
          },
        } as never,
      });
    });
  }
});
