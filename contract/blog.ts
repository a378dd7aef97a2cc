import type { GoodsCard } from './catalog';
import { PAGE_SIZE } from './constants';

/**
 * The blog, company news and readers' topics (spec sections 2 and 7: /company-news,
 * /company-news/{id}, /readers-topic; api/blog/getList, getOne, like, del_like). Posts are
 * Markdown on the server, answered as sanitized HTML (server/services/blog).
 */

/** What a post is: a blog article, a piece of company news, or a reader's story or question. */
export const POST_KINDS = ['blog', 'company_news', 'readers_topic'] as const;
export type PostKind = (typeof POST_KINDS)[number];

/** The news page's kinds (its tabs); `/readers-topic` shows the readers' topics. */
export const NEWS_KINDS = ['blog', 'company_news'] as const satisfies readonly PostKind[];

/** Posts per page of getList: the spec's scroll page size. */
export const BLOG_PAGE_SIZE = PAGE_SIZE;

/** A tag: lower-case words joined by hyphens. */
export const TAG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const TAG_MAX = 40;

/** The largest post id (the database's integer). */
export const POST_ID_MAX = 2_147_483_647;

/**
 * The post id of a post's address (`/company-news/12`: its last segment, digits without a leading
 * zero), or 0 when the segment is not one: the app then shows the not-found page and the server
 * answers that document with a 404.
 */
export function postIdOfSegment(segment: string | undefined): number {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return 0;
  const id = Number(segment);
  return id <= POST_ID_MAX ? id : 0;
}

/** Reading speed for the reading time shown on a post. */
export const WORDS_PER_MINUTE = 200;

/**
 * Minutes to read a Markdown text at WORDS_PER_MINUTE, at least 1: words are counted in the text
 * without its markup (link targets, image addresses, HTML tags and Markdown symbols do not count).
 */
export function readingMinutes(markdown: string): number {
  const text = markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|~-]+/g, ' ');
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** A post in a list: what its card shows. */
export interface PostSummary {
  id: number;
  kind: PostKind;
  title: string;
  /** A sentence or two, plain text: the card's teaser and the page's meta description. */
  excerpt: string;
  /** A picture on our origin (a path), and what it shows. */
  cover: string;
  cover_alt: string;
  tags: string[];
  /** ISO time. */
  published_at: string;
  reading_minutes: number;
  like_count: number;
  /**
   * The language its title, excerpt (and a post's body) are in: the shopper's when machine
   * translated (server/services/translate), else 'en' (the app then says so).
   */
  content_lang: string;
}

/** One page of getList, newest first. */
export interface PostPage {
  items: PostSummary[];
  page: number;
  page_size: number;
  total: number;
}

/** The post before or after one (of the same kind, by date). */
export interface PostLink {
  id: number;
  title: string;
  /** The language of the title (as PostSummary's). */
  content_lang: string;
}

/** getOne: the post, its body as sanitized HTML, whether the caller likes it, its neighbours and related goods. */
export interface PostDetail extends PostSummary {
  html: string;
  author: string;
  is_like: boolean;
  previous: PostLink | null;
  next: PostLink | null;
  related: GoodsCard[];
}

/** What like and del_like answer: the post's state for the caller, and its count now. */
export interface PostLikeState {
  blog_id: number;
  is_like: boolean;
  like_count: number;
}
