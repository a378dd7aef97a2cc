/**
 * The console's pages and posts (issue 26, permission `content.manage`): the information pages
 * (`content_pages`, kind page, at `/pages/{slug}` or a fixed path) and the blog's posts, company news
 * and readers' topics (`posts`, every kind at `/company-news/{id}`). Paths under
 * `api/admin/content`, the shapes they answer and the limits of their fields; the rules are
 * contract/schemas/admin-content.ts, written once. `npm run pages` calls the same service.
 */
import { infoPagePath } from './content';
import type { PostKind } from './blog';
import type { ShopImage } from './admin-products';

/** What the console edits: an information page or a post. */
export const CONTENT_TYPES = ['pages', 'posts'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** An information page's kind beside the posts' kinds (contract/blog.ts POST_KINDS). */
export type AdminContentKind = 'page' | PostKind;

/**
 * Where a page or post stands: a draft (no publish time), scheduled (a time to come: shoppers do
 * not see it before), or published (its time has come).
 */
export const CONTENT_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_LIMITS = {
  titleMax: 160,
  descriptionMax: 320,
  /** A page's or post's Markdown: at most this many characters (a 1 MB text is refused with a message, never stored). */
  bodyMax: 200_000,
  relatedMax: 12,
  coverAltMax: 160,
  authorMax: 80,
  searchMax: 100,
  /** The request body limit of the routes that take a text: above bodyMax, so a too-long text is a 422 on `body`, not a 413. */
  requestBytes: 4 * 1024 * 1024,
} as const;

export const adminContentPaths = {
  /** GET ?type=&status=&q=: every page and post, newest change first (AdminContentRow[]). */
  list: 'api/admin/content',
  /** POST ContentInput: a new draft page or post (AdminContent). */
  create: (type: ContentType) => `api/admin/content/${type}`,
  /** GET: one (AdminContent). PUT ContentInput with `version` (stale: 409 contentChanged). DELETE ?version=: a draft only. */
  item: (type: ContentType, id: number) => `api/admin/content/${type}/${id}`,
  /** POST {version, publish_at}: publishes now (publish_at null) or at a time to come (scheduled). */
  publish: (type: ContentType, id: number) => `api/admin/content/${type}/${id}/publish`,
  /** POST {version}: back to a draft; shoppers no longer see it. */
  unpublish: (type: ContentType, id: number) => `api/admin/content/${type}/${id}/unpublish`,
  /** POST {markdown}: the text as shoppers would get it, by the shop's own renderer and sanitizer ({html}). */
  preview: 'api/admin/content/preview',
  /** POST multipart `file` (and `alt`): a picture for a text (ContentPicture: its Markdown to insert). */
  pictures: 'api/admin/content/pictures',
} as const;

export const adminContentPatterns = {
  create: 'api/admin/content/:type',
  item: 'api/admin/content/:type/:id',
  publish: 'api/admin/content/:type/:id/publish',
  unpublish: 'api/admin/content/:type/:id/unpublish',
} as const;

/** A page or post in the console's list. */
export interface AdminContentRow {
  type: ContentType;
  id: number;
  kind: AdminContentKind;
  title: string;
  slug: string;
  status: ContentStatus;
  /** ISO time it was or will be published; null for a draft. */
  publish_at: string | null;
  version: number;
  /** Where shoppers find it (`/pages/size-guide`, `/company-news/12`). */
  address: string;
}

/** A page or post in the console's editor. */
export interface AdminContent extends AdminContentRow {
  /** A page's meta description, a post's excerpt (its card's teaser and meta description). */
  description: string;
  /** Markdown. */
  body: string;
  /** A post's products shown under it (their ids); always empty for a page. */
  related_goods_ids: number[];
  /** A post's cover (a path on our origin) and its alt text; empty for a page. */
  cover: string;
  cover_alt: string;
  /** A fixed information page (`/privacy`...): its address cannot change. */
  fixed: boolean;
}

/** What an uploaded picture answers: the picture, and the Markdown that shows it. */
export interface ContentPicture {
  image: ShopImage;
  markdown: string;
}

/** Where shoppers read a page or post. */
export function contentAddress(type: ContentType, slug: string, id: number): string {
  return type === 'pages' ? infoPagePath(slug) : `/company-news/${id}`;
}

/** A publish time's status now. */
export function statusOf(publishAt: string | Date | null, now = Date.now()): ContentStatus {
  if (publishAt === null) return 'draft';
  return new Date(publishAt).getTime() > now ? 'scheduled' : 'published';
}

/** The Markdown that shows an uploaded picture (its alt text without brackets that would end it). */
export function pictureMarkdown(src: string, alt: string): string {
  return `![${alt.replace(/[[\]\n]/g, ' ').trim()}](${src})`;
}
