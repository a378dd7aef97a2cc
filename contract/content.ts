/**
 * Information pages and agreements (spec section 2's information routes, section 7's getAgreement):
 * their texts live on the server as Markdown the operator can change without a deploy, and are
 * answered as sanitized HTML (server/services/content).
 */

/** The information pages the app routes (each path is `/${slug}`), in the footer's order. */
export const INFO_SLUGS = [
  'after-sales',
  'shipping',
  'privacy',
  'terms-conditions',
  'contact-us',
  'intellectual-property-rights',
  'introduction',
  'oem-odm',
  'drop-shipping-service',
] as const;
export type InfoSlug = (typeof INFO_SLUGS)[number];

/** A slug: lower-case words joined by hyphens (what a page path or an agreement key may be). */
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** Whether a text is a slug an information page may have. */
export const isPageSlug = (s: string | undefined): s is string => !!s && s.length <= SLUG_MAX && SLUG_PATTERN.test(s);
/** Whether a slug is one of the pages the app routes at `/${slug}`. */
export const isInfoSlug = (s: string): s is InfoSlug => (INFO_SLUGS as readonly string[]).includes(s);

/**
 * Where an information page lives: the fixed ones of INFO_SLUGS at `/${slug}` (the spec's routes),
 * any other the operator adds (`npm run pages -- set new-slug`) at `/pages/${slug}`, so a new page
 * has an address without a deploy; `/pages/${slug}` of a fixed one moves to its own path.
 */
export const ADDED_PAGES_PREFIX = '/pages/';
export const infoPagePath = (slug: string): string => (isInfoSlug(slug) ? `/${slug}` : `${ADDED_PAGES_PREFIX}${slug}`);

/** The agreements served by getAgreement, by key. */
export const AGREEMENT_KEYS = ['annual-rebate-reward'] as const;
export type AgreementKey = (typeof AGREEMENT_KEYS)[number];
export const DEFAULT_AGREEMENT: AgreementKey = 'annual-rebate-reward';
/** The app's page of each agreement (spec section 2). */
export const AGREEMENT_PATHS: Record<AgreementKey, string> = { 'annual-rebate-reward': '/Annual-Rebate-Reward-Agreement' };

/** One page or agreement as the API answers it. */
export interface ContentPage {
  slug: string;
  title: string;
  /** For search engines: the page's meta description. */
  description: string;
  /** The Markdown body rendered to HTML and sanitized by the server: safe to insert as is. */
  html: string;
  /** ISO time of the last change. */
  updated_at: string;
  /** 1 when seeded, one more at each change. */
  version: number;
  /** The language of title, description and text: the shopper's when machine translated, else 'en'. */
  content_lang: string;
}

/** The contact form's limits. */
export const INQUIRY_NAME_MAX = 80;
export const INQUIRY_SUBJECT_MAX = 120;
export const INQUIRY_MESSAGE_MAX = 2000;
export const ORDER_NO_MAX = 40;

/** What addInquiry answers: the inquiry's number, for the sender's reference. */
export interface InquiryReceipt {
  id: number;
}

/** The collection an arrival notification is for when the form does not say. */
export const DEFAULT_COLLECTION = 'new-arrivals';
