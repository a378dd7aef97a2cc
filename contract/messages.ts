/**
 * User-facing messages, written once. Validation texts are the spec's exact words (section 5);
 * the app translates them through i18n under `messages.<key>`, English being the text itself.
 */
import type { consoleMessages } from './console-messages';

export const messages = {
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'Please enter a valid email address.',
  passwordRequired: 'Please enter your password',
  passwordLength: 'Your password must be between 6-25 characters',
  firstnameRequired: 'Please enter your first name',
  lastnameRequired: 'Please enter your last name',
  catalogueEmailRequired: 'This is a required field.',
  catalogueEmailInvalid: 'Please input a valid E-mail.',
  searchRequired: 'Please enter a search term',
  liveCommentRequired: 'Please enter a comment',
  liveCommentTooLong: 'A comment can be at most 200 characters',
  liveMessageInvalid: 'This message could not be read',
  liveRoomNotFound: 'This live room is not available',
  liveRoomNotLive: 'This live has not started or has ended',
  liveTooFast: 'You are commenting too fast, please wait a moment',
  liveMuted: 'You can no longer comment in this live',
  liveMuteWho: 'Give the customer id or the visitor id to mute',
  supportMessageRequired: 'Please enter a message',
  supportMessageTooLong: 'A message can be at most 1000 characters',
  supportMessageInvalid: 'This message could not be sent',
  supportTooFast: 'You are sending messages too fast, please wait a moment',
  supportConversationNotFound: 'This conversation does not exist',
  livePinLimit: 'At most 3 products can be pinned',
  liveVideoUrlInvalid: 'The video must be an http:// or https:// address, or a path of this shop',
  urlError: 'url error',
  passwordsDiffer: 'The passwords do not match',
  resetTokenInvalid: 'This reset link is invalid or has expired',
  wrongCredentials: 'The email address or password is incorrect',
  emailTaken: 'An account with this email address already exists',
  tooManyAttempts: 'Too many attempts, please try again later',
  signInRequired: 'Please sign in to continue',
  tokenRevoked: 'Your session has ended, please sign in again',
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  invalidInput: 'Some fields are not valid',
  serverError: 'Something went wrong, please try again',
  serviceUnavailable: 'The shop cannot answer for a moment, please try again',
  requestFailed: 'We could not reach the shop, please check your connection',
  resetSent: 'If an account exists for this address, we have sent a link to reset the password',
  passwordChanged: 'Your password has been changed',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is incorrect',
  informationSaved: 'Your details have been saved',
  newsletterSaved: 'Your newsletter choice has been saved',
  catalogueSent: 'Thank you! The catalogue is on its way to your inbox.',
  currencyUnknown: 'This currency is not available',
  businessByRequest: 'Business accounts are opened by our sales team; please contact us',
  goodsNotFound: 'This product is not available',
  endTimeInvalid: 'Please give the end time as unix seconds or an ISO date',
  saleNotFound: 'There is no sale on at the moment',
  saleCategoryUnknown: 'This category is not part of the sale',
  colorUnknown: 'Please choose a colour of this product',
  quantityInvalid: 'Please choose a quantity of at least 1',
  outOfStock: 'This colour is out of stock',
  notEnoughStock: 'There is not enough stock for this quantity',
  overPurchaseLimit: 'This quantity is over the purchase limit',
  stockNotifySaved: 'We will e-mail you when it is back in stock',
  stockNotifyInStock: 'This colour is in stock, you can order it now',
  filterInvalid: 'This filter is not valid',
  pageInvalid: 'This page does not exist',
  // cart, checkout
  cartLineNotFound: 'This item is no longer in your cart',
  cartSelectionEmpty: 'Please choose the items to check out',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number',
  countryRequired: 'Please choose a country',
  regionRequired: 'Please choose a state or province',
  regionInvalid: 'Please choose a state or province of this country',
  cityRequired: 'Please enter your city',
  streetRequired: 'Please enter your street address',
  postcodeRequired: 'Please enter your ZIP or postal code',
  postcodeInvalid: 'Please enter a valid ZIP or postal code',
  fieldTooLong: 'This is too long',
  addressNotFound: 'This address is not in your address book',
  addressBookFull: 'Your address book is full, please delete an address first',
  addressRequired: 'Please choose a shipping address',
  shippingMethodInvalid: 'Please choose a shipping method',
  couponNotOwned: 'This coupon is not in your account',
  couponExpired: 'This coupon has expired',
  couponNotStarted: 'This coupon is not valid yet',
  couponUsed: 'This coupon has already been used',
  couponBelowThreshold: 'Your order does not reach the minimum amount for this coupon',
  couponNotClaimable: 'This coupon cannot be claimed',
  couponSaved: 'Coupon saved',
  couponSoldOut: 'All of these coupons have been claimed',
  couponCodeEmpty: 'Please enter a coupon code',
  couponCodeUnknown: 'No coupon has this code',
  priceChanged: 'Prices have changed, please review your order',
  // orders
  orderNotFound: 'This order does not exist',
  orderNotPayable: 'This order cannot be paid now',
  orderAlreadyPaid: 'This order is already paid',
  orderNotDeletable: 'Only unpaid or cancelled orders can be deleted',
  orderStatusConflict: 'This order cannot be moved to that status',
  orderNotReviewable: 'You can review an item once it is delivered',
  alreadyReviewed: 'You have already reviewed this item',
  reviewRequired: 'Please write a few words about the product',
  ratingInvalid: 'Please give a rating from 1 to 5',
  orderNoRequired: 'Please enter your order number',
  trackNotFound: 'We could not find an order with this number and e-mail address',
  // payment
  cardNumberInvalid: 'Please enter a valid card number',
  cardExpiryInvalid: 'Please enter a valid expiry date',
  cardExpired: 'This card has expired',
  cvcInvalid: 'Please enter the 3 or 4 digit security code',
  cardNameRequired: 'Please enter the name on the card',
  cardDeclined: 'Your card was declined',
  insufficientFunds: 'Your card has insufficient funds',
  cvcFailed: "Your card's security code is incorrect",
  paymentCancelled: 'The payment was cancelled',
  paymentNotFound: 'This payment does not exist',
  paymentFailed: 'The payment did not go through, please try again or choose another method',
  instalmentUnavailable: 'Pay in 4 is not available for this amount',
  noDifferenceDue: 'There is no price difference to pay on this order',
  // questionnaires
  answerRequired: 'Please answer this question',
  answerInvalid: 'Please choose one of the answers offered',
  answerTooLong: 'An answer can be at most 1000 characters',
  questionnaireNotFound: 'This questionnaire does not exist',
  questionnaireClosed: 'This questionnaire has closed',
  questionnaireAnswered: 'You have already answered this questionnaire',
  questionnaireLinkExpired: 'This questionnaire link has expired, please open it again from the shop',
  questionnaireSubmitted: 'Thank you, your answers are in',
  // information pages and contact forms
  pageNotFound: 'Sorry, we could not find this page',
  agreementNotFound: 'This agreement does not exist',
  inquiryNameRequired: 'Please enter your name',
  inquirySubjectRequired: 'Please enter a subject',
  inquiryMessageRequired: 'Please enter your message',
  inquiryMessageTooLong: 'Your message can be at most 2000 characters',
  orderNoInvalid: 'Please enter a valid order number',
  inquirySent: 'Thank you! We have received your message and will reply within one business day.',
  arrivalNotificationSaved: 'Thank you! We will e-mail you when the new collection arrives.',
  collectionUnknown: 'This collection is not available',
  // the blog, company news and readers' topics
  postNotFound: 'Sorry, we could not find this article',
  postKindInvalid: "Please choose blog, company news or readers' topics",
  postTagInvalid: 'This tag is not valid',
  // lenses and prescriptions (the ranges are those of RX_RANGES in prescription.ts; its test checks the words)
  rxSph: 'SPH must be from -20.00 to +12.00 in steps of 0.25',
  rxCyl: 'CYL must be from -6.00 to +6.00 in steps of 0.25',
  rxAxis: 'AXIS must be a whole number from 1 to 180',
  rxAxisRequired: 'Enter the AXIS (1 to 180) for a CYL other than 0',
  rxAxisWithoutCyl: 'AXIS only applies when CYL is not 0',
  rxAdd: 'ADD must be from +0.75 to +3.50 in steps of 0.25',
  rxAddRequired: 'Progressive lenses need an ADD from +0.75 to +3.50',
  rxAddNotForUsage: 'ADD only applies to progressive and reading lenses',
  rxPd: 'PD must be from 50 to 80 in steps of 0.5',
  rxPdEye: 'PD per eye must be from 25 to 40 in steps of 0.5, for both eyes',
  rxPdRequired: 'Enter your PD: one value from 50 to 80, or one per eye from 25 to 40',
  rxPrism: 'Prism must be from 0.25 to 5.00 in steps of 0.25',
  rxPrismBase: 'Choose the prism base: up, down, in or out',
  rxRequired: 'Please enter your prescription',
  /** A template: `sphOutOfFrameMessage` (prescription.ts) fills in the frame's range. */
  rxSphOutOfFrame: 'For this frame, SPH must be from {{min}} to {{max}}',
  lensInquiryNeedRequired: 'Please choose what your enquiry is about',
  lensInquirySph: 'SPH must be from -30.00 to +30.00 in steps of 0.25',
  lensInquiryCyl: 'CYL must be from -10.00 to +10.00 in steps of 0.25',
  lensInquiryAdd: 'ADD must be from +0.25 to +5.00 in steps of 0.25',
  lensInquiryPd: 'PD must be from 40 to 85 in steps of 0.5',
  lensInquirySent: 'Thank you! We have received your lens enquiry and will reply within two business days.',
  replenishLineUnknown: 'These glasses are not in one of your paid orders',
  replenishLensGone: 'These lenses are no longer made as ordered; please choose them again with Select lenses',
  lensUsageUnknown: 'Please choose how you will use these glasses',
  lensIndexNotAllowed: 'This lens index cannot be made for this prescription',
  lensCoatingUnknown: 'This coating or tint is not available',
  lensOneTint: 'Please choose at most one tint',
  lensPriceChanged: 'The lens price has changed, please review your lenses again',
  rxNameRequired: 'Please name this prescription (at most 40 characters)',
  rxSavedFull: 'You can keep at most 20 prescriptions; please delete one first',
  rxNotFound: 'This prescription does not exist',
  rxPhotoType: 'Please upload a photo of your prescription as a JPEG, PNG or WebP image',
  rxPhotoTooLarge: 'The photo is larger than 10 MB; please upload a smaller one',
  rxPhotoUnknown: 'This prescription photo was not found; please upload it again',
  rxPhotoSaved: 'Your prescription photo is uploaded',
  rxPhotoRequired: 'Please upload a photo of your prescription, or type it in',
  rxAwaitingReading: 'This order cannot ship before its prescription photo is read',
  rxNotAwaiting: 'This order line does not wait for a prescription to be read',
  rxRead: 'The prescription is read',
  businessCompanyRequired: 'Please enter your company name (at most 120 characters)',
  businessTaxIdRequired: 'Please enter your tax or VAT number (4 to 40 letters and digits)',
  businessTypeRequired: 'Please choose your type of business',
  businessCountryRequired: 'Please choose your country',
  businessSaved: 'Your business account is set up: wholesale prices are now shown',
  belowMinimum: 'This quantity is below the minimum order quantity for business buyers',
  quickOrderEmpty: 'Please paste SKU, quantity lines or choose a CSV file',
  quickOrderTooManyLines: 'A quick order can have at most 500 lines; please split your file',
  quickOrderLineFormat: 'Write the line as SKU, quantity',
  quickOrderQty: 'The quantity must be a whole number of at least 1',
  quickOrderUnknownSku: 'No product has this SKU',
  quickOrderUnknownColor: 'This product has no such colour',
  shoppingListEmpty: 'Your shopping list is empty',
  shoppingListNotFound: 'This shopping list does not exist',
  // wholesale services (contract/wholesale-services.ts)
  businessOnly: 'This service is for business customers',
  preOrderSaved: 'Your pre-order is placed. We will e-mail you when the frames arrive.',
  preOrderNotFound: 'This pre-order does not exist',
  preOrderNotIncoming: 'This colour is not on its way and cannot be pre-ordered',
  preOrderNotEnough: 'Not enough incoming frames are left for this quantity',
  preOrderQty: 'Please enter a quantity from 1 to 500',
  preOrderCannotCancel: 'These frames have arrived: the pre-order can no longer be cancelled',
  preOrderCancelled: 'Your pre-order is cancelled',
  preOrderNotArrived: 'These frames have not arrived yet: the pre-order cannot be paid',
  preOrderAlreadyPaid: 'This pre-order is already paid',
  preOrderOrderCancelled: 'The order of this pre-order was cancelled: it can no longer be paid',
  reorderNothing: 'Please choose at least one frame to reorder',
  reorderAdded: 'The frames are in your cart',
  uploadRequired: 'Please choose a file to upload',
  uploadTooLarge: 'The file is larger than 5 MB',
  uploadType: 'Please upload a PNG, JPEG, WebP or SVG image',
  uploadUnreadable: 'This image could not be read; please upload another one',
  uploadSvgUnsafe: 'This SVG holds scripts or external links and cannot be used',
  uploadTooMany: 'Please attach at most 3 files',
  logoNotFound: 'This logo does not exist',
  logoTooMany: 'You can keep at most 20 logos; please delete one first',
  logoMinQty: 'A custom logo is printed on at least 50 frames',
  logoOverOrder: 'The order has fewer frames than this quantity',
  logoSaved: 'Your logo is saved',
  orderShipped: 'This order has shipped and can no longer be changed',
  odmQtyMin: 'OEM and ODM runs start at 300 frames per design',
  odmKindInvalid: 'Please choose OEM or ODM',
  odmSent: 'Thank you! We have received your request and will reply within two business days.',
  dropShipSaved: 'Your drop-shipping order is saved',
  dropShipExists: 'This order is already a drop-shipping order',
  dropShipNotFound: 'This order is not a drop-shipping order',
  dropShipChooseOrder: 'Please choose the order to send',
  rebateAccepted: 'Thank you: you have accepted the agreement',
  agreementChanged: 'The agreement has changed: please read it again before accepting',
  // the frames lookbook (contract/lookbook.ts)
  lookbookCollectionUnknown: 'This collection is not in the frames catalogue',
  lookbookCategoryUnknown: 'This category is not in the frames catalogue',
  lookbookIdsInvalid: 'Please ask for 1 to 48 product ids, separated by commas',
  lensPriceListKind: 'Please choose the lens price list z or w',
  accountDisabled: 'This account has been disabled. Please contact customer service.',
} as const;

/**
 * Every text a key names: the shop's (`messages`, above) and the console's (`consoleMessages`,
 * known here by type only: their words load with the server and the console, never with the shop).
 */
type Texts = typeof messages & typeof consoleMessages;
export type MessageKey = keyof Texts;

/** The names of a template's `{{placeholders}}` (none: never). */
type PlaceholdersOf<S extends string> = S extends `${string}{{${infer Name}}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never;
/** What `said` takes after the key: nothing for a plain message, one string per placeholder for a template. */
type ValuesArgs<K extends MessageKey> = [PlaceholdersOf<Texts[K]>] extends [never] ? [] : [values: Record<PlaceholdersOf<Texts[K]>, string>];

/**
 * A message as both sides pass it: its key and, for a template, the values of its placeholders.
 * The server sends it beside the English text (`key`, `values` of an error envelope, and
 * `data.field_keys` of a 422), and the app translates it by key (src/i18n/use-message.ts).
 */
export interface MessageRef {
  key: MessageKey;
  values?: Record<string, string>;
}

/**
 * What can be shown: a reference, or a text. A text is what the app's own yup checks produce (the
 * schemas' messages are the plain texts of `messages`) or something the contract does not know.
 */
export type Message = MessageRef | string;

/** THE way to make a reference: `said('notEnoughStock')`, `said('rxSphOutOfFrame', { min, max })`. */
export function said<K extends MessageKey>(key: K, ...values: ValuesArgs<K>): MessageRef {
  return values[0] ? { key, values: values[0] } : { key };
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * What a table of texts knows, at run time: its keys, the English of a message, whether a key or a
 * reference is one of it, and the reference of a plain text. The shop's book is over `messages`
 * (the exports below); the server's and the console's over both tables (./all-messages.ts).
 */
export function messageBook<T extends Readonly<Partial<Record<MessageKey, string>>>>(texts: T) {
  const table: Readonly<Partial<Record<MessageKey, string>>> = texts;
  const keys = Object.keys(texts) as Array<keyof T & MessageKey>;

  /** The English of a message: a reference's template filled with its values; a text as it is. */
  const textOf = (message: Message): string => {
    if (typeof message === 'string') return message;
    const values = message.values ?? {};
    return (table[message.key] ?? message.key).replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
  };

  /** Whether a key is one of the table (a key read from the wire, or a phrase of the app's own catalogues, is not always). */
  const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && Object.hasOwn(texts, key);

  /** Whether a value is a reference to one of the table (values, when any, all strings). */
  const isMessageRef = (value: unknown): value is MessageRef => {
    if (typeof value !== 'object' || value === null || !isMessageKey((value as { key?: unknown }).key)) return false;
    const values = (value as { values?: unknown }).values;
    if (values === undefined) return true;
    return typeof values === 'object' && values !== null && Object.values(values).every((v) => typeof v === 'string');
  };

  const byText = new Map<string, MessageKey>();
  for (const key of keys) {
    const text = table[key]!;
    if (!text.includes('{{') && !byText.has(text)) byText.set(text, key);
  }

  /**
   * The reference of a plain text of the table, by its exact words: ONLY for the texts yup
   * validation produces (the contract's schemas, run by the app's forms and by the server's
   * validator), whose messages are these plain texts; no template has values there, so nothing is
   * read back out of a text. Everything else travels as a reference from where it is said. Two keys
   * with the same words (emailInvalid, emailTooLong) read as the first: their translations agree.
   */
  const refOfText = (text: string): MessageRef | undefined => {
    const key = byText.get(text);
    return key ? { key } : undefined;
  };

  return { keys, textOf, isMessageKey, isMessageRef, refOfText };
}

/** The shop's book: what the shop app says and shows (the server and the console read ./all-messages.ts). */
const shopBook = messageBook(messages);
export const MESSAGE_KEYS = shopBook.keys;
export const { textOf, isMessageKey, isMessageRef, refOfText } = shopBook;
