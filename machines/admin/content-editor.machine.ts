import { assign, setup, stateIn } from 'xstate';
import type { AdminContent, AdminContentKind, ContentPicture, ContentType } from '../../contract/admin-content';
import { failureOf, type FieldMessages } from '../../contract/codes';
import { CONTENT_PREVIEW_DELAY_MS } from '../../contract/constants';
import { contentInputSchema, publishAtField, type ContentInput } from '../../contract/schemas/admin-content';
import { validate } from '../../contract/schemas/validate';
import { object } from 'yup';
import { providedCall } from '../provided';

/**
 * The console's editor of a page or post (/admin/content/pages/new, /admin/content/posts/:id...):
 * Title, Address, Description, Body (Markdown), Publish at, and for a post its kind and related
 * products, checked as the member types by the contract's rules (the server checks them again).
 * Two regions side by side:
 * - `form`: editing; saving, publishing (saved first when it changed, then published now or at
 *   Publish at), unpublishing, removing (a draft), uploading a picture (its Markdown goes into the
 *   body where the cursor was); a 409 contentChanged is `conflict`: nothing is overwritten, the
 *   member reads the page again (Reload) or keeps their text to copy.
 * - `preview`: off until Preview; then the body drawn by the server's renderer and sanitizer, drawn
 *   again `previewDelay` after the text last changed.
 */

/** The fields as the form holds them (texts). */
export interface ContentDraft {
  kind: AdminContentKind;
  title: string;
  slug: string;
  description: string;
  body: string;
  /** `yyyy-mm-ddThh:mm` in the member's time zone (a datetime-local field); empty: publish now. */
  publish_at: string;
  /** A post's related products: their numbers, separated by commas or spaces. */
  related: string;
}
export type DraftField = keyof ContentDraft;

export function emptyDraft(type: ContentType): ContentDraft {
  return { kind: type === 'pages' ? 'page' : 'blog', title: '', slug: '', description: '', body: '', publish_at: '', related: '' };
}

/** A datetime-local value of an ISO time, in the time zone the app runs in. */
export function localTime(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A saved page or post as the form shows it (a scheduled one's time in Publish at). */
export function draftOf(c: AdminContent): ContentDraft {
  return {
    kind: c.kind,
    title: c.title,
    slug: c.slug,
    description: c.description,
    body: c.body,
    publish_at: c.status === 'scheduled' ? localTime(c.publish_at) : '',
    related: c.related_goods_ids.join(', '),
  };
}

const relatedIds = (text: string) =>
  text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((w) => (/^\d+$/.test(w) ? Number(w) : w));

/** What a save sends. */
export function inputOf(d: ContentDraft, item: Pick<AdminContent, 'cover' | 'cover_alt'> | null): Record<string, unknown> {
  return {
    kind: d.kind,
    title: d.title,
    slug: d.slug,
    description: d.description,
    body: d.body,
    related_goods_ids: d.kind === 'page' ? [] : relatedIds(d.related),
    cover: item?.cover ?? '',
    cover_alt: item?.cover_alt ?? '',
  };
}

/** Publish at as an ISO time (null: now); an unreadable value is passed on for the rule to name. */
export function publishAtOf(d: ContentDraft): string | null {
  if (!d.publish_at.trim()) return null;
  const t = new Date(d.publish_at);
  return Number.isNaN(t.getTime()) ? d.publish_at : t.toISOString();
}

/** The rules of a save, with `related_goods_ids` named as the form's field. */
export function checkDraft(d: ContentDraft): FieldMessages {
  const r = validate(contentInputSchema, inputOf(d, null));
  if (r.ok) return {};
  const out: FieldMessages = {};
  for (const [k, m] of Object.entries(r.errors)) {
    const field = k.startsWith('related_goods_ids') ? 'related' : k;
    if (!(field in out)) out[field] = m;
  }
  return out;
}

/** The rules of a publish: a save's and Publish at (empty, or a time to come at `now`). */
export function checkPublish(d: ContentDraft, now: number): FieldMessages {
  const r = validate(object({ publish_at: publishAtField(() => now) }), { publish_at: publishAtOf(d) });
  return { ...checkDraft(d), ...(r.ok ? {} : r.errors) };
}

export interface ContentEditorInput {
  type: ContentType;
  /** The page or post being edited; none: a new one. */
  item?: AdminContent | null;
}

export type Notice = 'saved' | 'published' | 'scheduled' | 'unpublished';

export interface ContentEditorContext {
  type: ContentType;
  item: AdminContent | null;
  draft: ContentDraft;
  /** The draft as last read or saved: what `hasUnsavedChanges` compares with. */
  savedDraft: ContentDraft;
  errors: FieldMessages;
  submitted: boolean;
  /** A refusal not about one field (offline, a server error, the page changed meanwhile). */
  error: unknown;
  notice: Notice | null;
  preview: string | null;
  previewError: unknown;
  /** Where an uploading picture's Markdown goes in the body (the cursor when it was chosen). */
  pictureAt: number | null;
}

export const hasUnsavedChanges = (c: Pick<ContentEditorContext, 'draft' | 'savedDraft'>): boolean =>
  JSON.stringify(c.draft) !== JSON.stringify(c.savedDraft);

/** 409 contentChanged: someone else saved the page since it was read. */
export const isContentConflict = (error: unknown) => (failureOf(error).reason as string | null) === 'contentChanged';

export interface SaveContentInput {
  type: ContentType;
  id: number | null;
  version: number | null;
  input: ContentInput;
}
export interface PublishContentInput extends SaveContentInput {
  /** Saved first: the text changed since it was read (or was never saved). */
  changed: boolean;
  publish_at: string | null;
}
export interface ContentRef {
  type: ContentType;
  id: number;
  version: number;
}
export interface UploadPictureInput {
  file: File;
  alt: string;
}

export type ContentEditorEvent =
  | { type: 'edit.field'; name: DraftField; value: string }
  | { type: 'save' }
  | { type: 'publish' }
  | { type: 'unpublish' }
  | { type: 'remove' }
  | { type: 'picture.upload'; file: File; alt: string; at: number }
  | { type: 'reload' }
  | { type: 'preview' }
  | { type: 'preview.close' };

export const contentEditorMachine = setup({
  types: {
    input: {} as ContentEditorInput,
    context: {} as ContentEditorContext,
    events: {} as ContentEditorEvent,
    tags: {} as 'busy' | 'conflict' | 'uploading' | 'previewOn' | 'drawing' | 'removed',
  },
  actors: {
    /** POST api/admin/content/{type} (a new one) or PUT .../{id} with its version. */
    save: providedCall<AdminContent, SaveContentInput>('save'),
    /** Saved first when changed, then POST .../{id}/publish with publish_at. */
    publish: providedCall<AdminContent, PublishContentInput>('publish'),
    /** POST .../{id}/unpublish */
    unpublish: providedCall<AdminContent, ContentRef>('unpublish'),
    /** DELETE .../{id}?version= (a draft only) */
    remove: providedCall<null, ContentRef>('remove'),
    /** POST api/admin/content/pictures: the picture and its Markdown. */
    upload: providedCall<ContentPicture, UploadPictureInput>('upload'),
    /** GET .../{id}: as saved now (after someone else changed it). */
    load: providedCall<AdminContent, { type: ContentType; id: number }>('load'),
    /** POST api/admin/content/preview */
    preview: providedCall<{ html: string }, { markdown: string }>('preview'),
  },
  delays: { previewDelay: CONTENT_PREVIEW_DELAY_MS },
  guards: {
    isValid: ({ context }) => Object.keys(checkDraft(context.draft)).length === 0,
    canPublish: ({ context }) => Object.keys(checkPublish(context.draft, Date.now())).length === 0,
    isConflict: (_, { error }: { error: unknown }) => isContentConflict(error),
    canUnpublish: ({ context }) => !!context.item && context.item.status !== 'draft',
    canRemove: ({ context }) => !!context.item && context.item.status === 'draft',
    isBody: ({ event }) => event.type === 'edit.field' && event.name === 'body',
    /** The answer is to this form's upload or reload (the preview region hears it too). */
    wasUploading: stateIn({ form: 'uploading' }),
    wasReloading: stateIn({ form: 'reloading' }),
  },
  actions: {
    edit: assign(({ context, event }) => {
      if (event.type !== 'edit.field' || !(event.name in context.draft)) return {};
      const draft = { ...context.draft, [event.name]: event.value };
      return { draft, notice: null, errors: context.submitted ? checkDraft(draft) : context.errors };
    }),
    showErrors: assign({ errors: ({ context }) => checkDraft(context.draft), submitted: true, error: null, notice: null }),
    showPublishErrors: assign({ errors: ({ context }) => checkPublish(context.draft, Date.now()), submitted: true, error: null, notice: null }),
    clear: assign({ errors: {}, error: null, notice: null }),
    take: assign((_, { item, notice }: { item: AdminContent; notice: Notice | null }) => {
      const draft = draftOf(item);
      return { item, draft, savedDraft: draft, errors: {}, error: null, submitted: false, notice };
    }),
    rememberFailure: assign((_, { error }: { error: unknown }) => {
      const { fieldErrors } = failureOf(error);
      return Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors, error: null } : { error };
    }),
    insertPicture: assign(({ context }, { markdown, at }: { markdown: string; at: number }) => {
      const body = context.draft.body;
      const i = Math.max(0, Math.min(at, body.length));
      const before = body.slice(0, i);
      const after = body.slice(i);
      const text = `${before && !before.endsWith('\n') ? '\n\n' : ''}${markdown}\n\n`;
      return { draft: { ...context.draft, body: before + text + after.replace(/^\n+/, '') }, error: null, pictureAt: null };
    }),
    rememberPictureAt: assign({ pictureAt: ({ event }) => (event.type === 'picture.upload' ? event.at : null) }),
    showPreview: assign((_, { html }: { html: string }) => ({ preview: html, previewError: null })),
    previewFailed: assign((_, { error }: { error: unknown }) => ({ previewError: error })),
    closePreview: assign({ preview: null, previewError: null }),
    /** Provided by the app: a new page or post was saved (its own address opens). */
    tellSaved: (_, _p: AdminContent) => {},
    /** Provided by the app: the draft was deleted (back to the list). */
    tellRemoved: () => {},
  },
}).createMachine({
  id: 'contentEditor',
  type: 'parallel',
  context: ({ input }) => {
    const draft = input.item ? draftOf(input.item) : emptyDraft(input.type);
    return {
      type: input.type,
      item: input.item ?? null,
      draft,
      savedDraft: draft,
      errors: {},
      submitted: false,
      error: null,
      notice: null,
      preview: null,
      previewError: null,
      pictureAt: null,
    };
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'edit.field': { actions: 'edit' },
            save: [{ guard: 'isValid', target: 'saving', actions: 'clear' }, { actions: 'showErrors' }],
            publish: [{ guard: 'canPublish', target: 'publishing', actions: 'clear' }, { actions: 'showPublishErrors' }],
            unpublish: { guard: 'canUnpublish', target: 'unpublishing', actions: 'clear' },
            remove: { guard: 'canRemove', target: 'removing', actions: 'clear' },
            'picture.upload': { target: 'uploading', actions: ['clear', 'rememberPictureAt'] },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ context }) => ({
              type: context.type,
              id: context.item?.id ?? null,
              version: context.item?.version ?? null,
              input: contentInputSchema.cast(inputOf(context.draft, context.item), { stripUnknown: true }),
            }),
            onDone: {
              target: 'editing',
              actions: [
                { type: 'take', params: ({ event }) => ({ item: event.output, notice: 'saved' as const }) },
                { type: 'tellSaved', params: ({ event }) => event.output },
              ],
            },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        publishing: {
          tags: ['busy'],
          invoke: {
            id: 'publish',
            src: 'publish',
            input: ({ context }) => ({
              type: context.type,
              id: context.item?.id ?? null,
              version: context.item?.version ?? null,
              input: contentInputSchema.cast(inputOf(context.draft, context.item), { stripUnknown: true }),
              changed: !context.item || hasUnsavedChanges(context),
              publish_at: publishAtOf(context.draft),
            }),
            onDone: {
              target: 'editing',
              actions: [
                {
                  type: 'take',
                  params: ({ event }) => ({
                    item: event.output,
                    notice: event.output.status === 'scheduled' ? ('scheduled' as const) : ('published' as const),
                  }),
                },
                { type: 'tellSaved', params: ({ event }) => event.output },
              ],
            },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        unpublishing: {
          tags: ['busy'],
          invoke: {
            id: 'unpublish',
            src: 'unpublish',
            input: ({ context }) => ({ type: context.type, id: context.item!.id, version: context.item!.version }),
            onDone: { target: 'editing', actions: { type: 'take', params: ({ event }) => ({ item: event.output, notice: 'unpublished' as const }) } },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'remove',
            src: 'remove',
            input: ({ context }) => ({ type: context.type, id: context.item!.id, version: context.item!.version }),
            onDone: { target: 'removed', actions: 'tellRemoved' },
            onError: [
              { guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
              { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        uploading: {
          tags: ['uploading'],
          invoke: {
            id: 'upload',
            src: 'upload',
            input: ({ event }) => (event.type === 'picture.upload' ? { file: event.file, alt: event.alt } : { file: new File([], ''), alt: '' }),
            onDone: {
              target: 'editing',
              actions: [
                {
                  type: 'insertPicture',
                  params: ({ event, context }) => ({ markdown: event.output.markdown, at: context.pictureAt ?? context.draft.body.length }),
                },
              ],
            },
            onError: { target: 'editing', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        conflict: {
          description: 'Someone else saved this page since it was read: nothing was saved; Reload reads it again (the text typed here is dropped).',
          tags: ['conflict'],
          on: {
            'edit.field': { actions: 'edit' },
            reload: { target: 'reloading' },
          },
        },
        reloading: {
          tags: ['busy', 'conflict'],
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ type: context.type, id: context.item!.id }),
            onDone: { target: 'editing', actions: { type: 'take', params: ({ event }) => ({ item: event.output, notice: null }) } },
            onError: { target: 'conflict', actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        removed: { type: 'final', tags: ['removed'] },
      },
    },
    preview: {
      initial: 'off',
      states: {
        off: {
          on: { preview: { target: 'drawing' } },
        },
        drawing: {
          tags: ['previewOn', 'drawing'],
          on: {
            // The text changed while it was drawn: drawn again once the member pauses.
            'edit.field': { guard: 'isBody', target: 'waiting' },
            'xstate.done.actor.upload': { guard: 'wasUploading', target: 'waiting' },
            'xstate.done.actor.load': { guard: 'wasReloading', target: 'waiting' },
          },
          invoke: {
            id: 'preview',
            src: 'preview',
            input: ({ context }) => ({ markdown: context.draft.body }),
            onDone: { target: 'shown', actions: { type: 'showPreview', params: ({ event }) => event.output } },
            onError: { target: 'shown', actions: { type: 'previewFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {
          tags: ['previewOn'],
          on: {
            'edit.field': { guard: 'isBody', target: 'waiting' },
            // The body changed by a picture put in, or the page read again (their calls' answers reach both regions).
            'xstate.done.actor.upload': { guard: 'wasUploading', target: 'waiting' },
            'xstate.done.actor.load': { guard: 'wasReloading', target: 'waiting' },
            preview: { target: 'drawing' },
            'preview.close': { target: 'off', actions: 'closePreview' },
          },
        },
        waiting: {
          description: 'The text changed: drawn again once the member pauses.',
          tags: ['previewOn'],
          after: { previewDelay: { target: 'drawing' } },
          on: {
            'edit.field': { guard: 'isBody', target: 'waiting', reenter: true },
            'xstate.done.actor.upload': { guard: 'wasUploading', target: 'waiting', reenter: true },
            'xstate.done.actor.load': { guard: 'wasReloading', target: 'waiting', reenter: true },
            preview: { target: 'drawing' },
            'preview.close': { target: 'off', actions: 'closePreview' },
          },
        },
      },
    },
  },
});
