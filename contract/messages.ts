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
