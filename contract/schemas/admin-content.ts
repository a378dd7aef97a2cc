import { array, number, object, string, type InferType } from 'yup';
import { CONTENT_LIMITS as L, CONTENT_STATUSES, CONTENT_TYPES, type AdminContentKind, type ContentStatus, type ContentType } from '../admin-content';
import { POST_KINDS } from '../blog';
import { SLUG_MAX, SLUG_PATTERN } from '../content';
import { consoleMessages as m } from '../console-messages';
import { messages } from '../messages';
import { rowId } from './list-query';

/**
 * The rules of the console's pages and posts, written once: the editor checks with them as the
 * member types and the server checks every save again (api/admin/content). What only the database
 * knows (an address taken, a product that exists, the version) the service checks.
 */

/** A path on our own origin (`/media/...`), never another site's. */
const OWN_PATH = /^\/(?![/\\])\S*$/;

export const contentInputSchema = object({
  /** A page or one of the posts' kinds; a page's is always 'page', a post's one of POST_KINDS (the service checks which fits). */
  kind: string<AdminContentKind>()
    .oneOf(['page', ...POST_KINDS], m.contentKindInvalid)
    .required(m.contentKindInvalid),
  title: string().trim().required(m.contentTitleRequired).max(L.titleMax, m.contentTitleTooLong),
  /** The address: `/pages/{slug}` for a page (a fixed page keeps its own); a post's key. */
  slug: string().trim().required(m.contentSlugRequired).max(SLUG_MAX, m.contentSlugInvalid).matches(SLUG_PATTERN, m.contentSlugInvalid),
  description: string().trim().max(L.descriptionMax, m.contentDescriptionTooLong).default(''),
  body: string().required(m.contentBodyRequired).max(L.bodyMax, m.contentBodyTooLong),
  related_goods_ids: array(
    number().typeError(m.contentRelatedInvalid).integer(m.contentRelatedInvalid).positive(m.contentRelatedInvalid).required(m.contentRelatedInvalid),
  )
    .typeError(m.contentRelatedInvalid)
    .max(L.relatedMax, m.contentRelatedInvalid)
    .test('once', m.contentRelatedInvalid, (v) => !v || new Set(v).size === v.length)
    .default([]),
  cover: string().trim().max(200, m.contentCoverInvalid).matches(OWN_PATH, { message: m.contentCoverInvalid, excludeEmptyString: true }).default(''),
  cover_alt: string().trim().max(L.coverAltMax, m.contentCoverAltTooLong).default(''),
});
export type ContentInput = InferType<typeof contentInputSchema>;

const version = () =>
  number().typeError(messages.invalidInput).integer(messages.invalidInput).min(1, messages.invalidInput).required(messages.invalidInput);

/** PUT api/admin/content/{type}/{id}: the text with the version it was read at. */
export const contentUpdateSchema = contentInputSchema.shape({ version: version() });
export type ContentUpdate = InferType<typeof contentUpdateSchema>;

/** An ISO 8601 date-time with its zone (the console sends `toISOString()`). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Whether a publish time is acceptable at `now`: empty (publish now) or a time to come. The
 * server checks it at its own clock when the request comes.
 */
export const publishAtField = (now: () => number = Date.now) =>
  string()
    .trim()
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v))
    .default(null)
    .test('time', m.contentPublishAtInvalid, (v) => v == null || (ISO_TIME.test(v) && !Number.isNaN(Date.parse(v))))
    .test('future', m.contentPublishAtPast, (v) => v == null || Number.isNaN(Date.parse(v)) || Date.parse(v) > now());

/** POST api/admin/content/{type}/{id}/publish: now (publish_at empty) or at a time to come. */
export const contentPublishSchema = object({ version: version(), publish_at: publishAtField() });
export type ContentPublishInput = InferType<typeof contentPublishSchema>;

/** POST api/admin/content/{type}/{id}/unpublish, DELETE ?version= */
export const contentVersionSchema = object({ version: version() });
export type ContentVersionInput = InferType<typeof contentVersionSchema>;

export const contentParamsSchema = object({
  type: string<ContentType>()
    .oneOf([...CONTENT_TYPES], m.contentNotFound)
    .required(m.contentNotFound),
  id: rowId(m.contentNotFound).required(m.contentNotFound),
});
export type ContentParams = InferType<typeof contentParamsSchema>;

export const contentTypeParamsSchema = object({
  type: string<ContentType>()
    .oneOf([...CONTENT_TYPES], m.contentNotFound)
    .required(m.contentNotFound),
});
export type ContentTypeParams = InferType<typeof contentTypeParamsSchema>;

/** GET api/admin/content: by type, status, (part of) a title or address. */
export const contentQuerySchema = object({
  type: string<ContentType>().oneOf([...CONTENT_TYPES], messages.filterInvalid),
  status: string<ContentStatus>().oneOf([...CONTENT_STATUSES], messages.filterInvalid),
  q: string().trim().max(L.searchMax, messages.fieldTooLong).default(''),
});
export type ContentQuery = InferType<typeof contentQuerySchema>;

/** POST api/admin/content/preview: any Markdown up to a text's limit. */
export const contentPreviewSchema = object({
  markdown: string().max(L.bodyMax, m.contentBodyTooLong).default(''),
});
export type ContentPreviewInput = InferType<typeof contentPreviewSchema>;

/** POST api/admin/content/pictures (multipart): the picture's text alternative beside its `file`. */
export const contentPictureSchema = object({
  alt: string().trim().max(L.coverAltMax, m.contentPictureAltTooLong).default(''),
});
export type ContentPictureInput = InferType<typeof contentPictureSchema>;
