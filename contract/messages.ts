/**
 * User-facing messages, written once. Validation texts are the spec's exact words (section 5);
 * the app translates them through i18n under `messages.<key>`, English being the text itself.
 */
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
  requestFailed: 'We could not reach the shop, please check your connection',
  resetSent: 'If an account exists for this address, we have sent a link to reset the password',
  passwordChanged: 'Your password has been changed',
  currencyUnknown: 'This currency is not available',
  businessByRequest: 'Business accounts are opened by our sales team; please contact us',
  goodsNotFound: 'This product is not available',
  colorUnknown: 'Please choose a colour of this product',
  quantityInvalid: 'Please choose a quantity of at least 1',
  outOfStock: 'This colour is out of stock',
  notEnoughStock: 'There is not enough stock for this quantity',
  overPurchaseLimit: 'This quantity is over the purchase limit',
  stockNotifySaved: 'We will e-mail you when it is back in stock',
  stockNotifyInStock: 'This colour is in stock, you can order it now',
  filterInvalid: 'This filter is not valid',
  pageInvalid: 'This page does not exist',
} as const;

export type MessageKey = keyof typeof messages;

/**
 * Messages the server already sends that have no translations in the app's catalogues yet (every
 * key of `messages` must be translated in src/i18n/locales/<lng>/messages.json). The app shows
 * them in English until they move into `messages` with their translations.
 */
const byText = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(messages)) if (!byText.has(text)) byText.set(text, key as MessageKey);

/** The key of a known message text, so the app can show it translated. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return byText.get(text);
}
