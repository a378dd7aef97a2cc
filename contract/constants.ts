/** Business constants and limits (spec section 9). One source for app, machines and server. */
export const HTTP_TIMEOUT_MS = 30_000;
export const LIVE_COMMENT_MAX = 200;
export const LIVE_HEARTBEAT_MS = 30_000;
/** How often the app asks which room is live (GET api/live/now, a conditional request) unless the server says otherwise. */
export const LIVE_NOW_POLL_MS = 30_000;
/** How long after a page settles the app first asks (the first screen goes first). */
export const LIVE_NOW_FIRST_ASK_MS = 1_500;
export const EMAIL_POPUP_DELAY_MS = 10_000;
/** Once the questionnaire promo was shown to a visitor, it is not checked again on this device for this long. */
export const QUESTIONNAIRE_SUPPRESSION_MS = 86_400_000;
/** How long the ticket in a hosted questionnaire's url (startQuestionnaire) lets it be read, saved and submitted. */
export const QUESTIONNAIRE_TICKET_MS = 2 * 3_600_000;
/**
 * The coupons the seed offers in the shop's coupon strip (the spec's ids). Only the seed's choice:
 * which coupons the strip offers is the operator's (coupons.offered, in the console), and the shop
 * learns them from the home page's blocks (the `coupons` block).
 */
export const COUPON_IDS = [38, 39, 40, 41] as const;
export const PAGE_SIZE = 10;
/** The sale countdown ticks once a second, and after a failed sync with the server's clock tries again this much later. */
export const COUNTDOWN_TICK_MS = 1_000;
export const COUNTDOWN_RETRY_MS = 15_000;
export const PROMO_AUTOPLAY_MS = 3_000;
export const MENU_FADE_MS = 300;
/** How long a toast stays before it dismisses itself; at most TOAST_MAX show at once. */
export const TOAST_MS = 4_000;
export const TOAST_MAX = 3;
export const PAGE_PART_TIMEOUT_MS = 120_000;
export const STAR_MAX = 5;
export const EMAIL_MAX = 50;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 25;
export const HEART_SIZE = '16px';
export const HEART_COLOR = '#e5484d';
export const Z_OVERLAY_OPEN = 1e8;
export const Z_OVERLAY_IDLE = 100;
export const Z_POPUP = 5000;
export const Z_INSTALMENT_DIALOG = 5004;
export const INSTALMENT_COUNT = 4;
export const INSTALMENT_INTERVAL_DAYS = 14;
/** Column ids of api/column/{id}: 5 is the navigation menu, 2 the footer (store_id 2). */
export const NAV_COLUMN = 5;
export const FOOTER_COLUMN = 2;
export const FOOTER_STORE_ID = 2;
export const LIVE_CHAT_HOURS = 'Mon–Fri 4:30 PM to 1:30 AM PST';
/**
 * LIVE_CHAT_HOURS as a rule (contract/support.ts `isChatOpen`): a shift starts each Monday to Friday
 * at 4:30 PM Pacific time and ends at 1:30 AM the next morning (so Saturday 1 AM is still Friday's
 * shift, Monday 1 AM is not), reckoned in America/Los_Angeles (PST or PDT as the date falls).
 */
export const LIVE_CHAT_SCHEDULE = { timeZone: 'America/Los_Angeles', days: [1, 2, 3, 4, 5], startMinute: 16 * 60 + 30, endMinute: 60 + 30 } as const;
/** A support chat message is at most this many characters (code points). */
export const SUPPORT_MESSAGE_MAX = 1000;
export const SUPPORT_PHONE = '+1 (626) 555-0142';
export const SUPPORT_EMAIL = 'service@opticshop.example';

/** Languages offered (spec section 9); English is the default. */
export const LANGUAGES = [
  { code: 'en', label: 'English', dir: 'ltr' },
  { code: 'it', label: 'Italiano', dir: 'ltr' },
  { code: 'pt', label: 'Português', dir: 'ltr' },
  { code: 'es', label: 'Español', dir: 'ltr' },
  { code: 'de', label: 'Deutsch', dir: 'ltr' },
  { code: 'fr', label: 'Français', dir: 'ltr' },
  { code: 'ar', label: 'العربية', dir: 'rtl' },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
/** The languages content is translated into: every language of the shop but English. */
export const CONTENT_LANGUAGES: LanguageCode[] = LANGUAGES.map((l) => l.code).filter((c) => c !== 'en');

/** Visitor-token request retry: first wait, doubled per failure up to the cap (the session's offline state). */
export const VISITOR_TOKEN_RETRY_MS = 2_000;
export const VISITOR_TOKEN_RETRY_MAX_MS = 60_000;
/** How long "Added to cart" stays on the product page before the panel is ready again. */
export const ADDED_NOTICE_MS = 3_000;

/** An unpaid order is cancelled and its stock released after this long (card, wallet, pay in 4). */
export const ORDER_PAYMENT_WINDOW_MS = 60 * 60_000;
/** A bank-transfer order waits this long for the money before it is cancelled. */
export const BANK_TRANSFER_WINDOW_MS = 7 * 86_400_000;
/** Shipping: standard is free from this goods amount (USD, after special and ladder prices). */
export const FREE_SHIPPING_FROM = 69;
export const STANDARD_CARRIAGE = 6.95;
export const EXPRESS_CARRIAGE = 19.95;
/** The instalment provider's path segment: api/{INSTALMENT_PROVIDER}/createSession, pay, accessible. */
export const INSTALMENT_PROVIDER = 'payin4';
/** Pay in 4 is offered for order totals in this range (USD). */
export const INSTALMENT_MIN = 35;
export const INSTALMENT_MAX = 2_000;
/** The card provider's path segment: api/users/create_customer_{CARD_PROVIDER}. */
export const CARD_PROVIDER = 'sandbox';
/** A customer may hold at most this many addresses. */
export const ADDRESS_BOOK_MAX = 20;

/** Points a customer earns for each whole US dollar of an order when it is paid. */
export const POINTS_PER_USD = 1;
/** Points a customer earns for a review of a delivered order. */
export const REVIEW_POINTS = 20;
/**
 * Spending points at checkout: each point takes one US cent off the order; at least
 * POINTS_SPEND_MIN at a time and at most POINTS_SPEND_MAX_SHARE of the goods after the coupon.
 */
export const POINTS_SPEND_MIN = 100;
export const POINTS_SPEND_MAX_SHARE = 0.5;

/** The console's page editor draws its preview again this long after the text last changed. */
export const CONTENT_PREVIEW_DELAY_MS = 500;
