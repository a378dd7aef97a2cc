/**
 * What only staff hear: the messages of the back-office console's endpoints (api/admin/...) and
 * forms, apart from the shop's `messages` (./messages.ts) so that none of their words travel in
 * the shop's first load. A key here is a `MessageKey` like any other (`said('orderChanged')`); its
 * English is known where the console's words are: the server and the console (`allMessages`,
 * ./all-messages.ts). Words in the other languages: src/i18n/locales/<lng>/messages.json, as the
 * shop's (tests/server/message-keys.test.ts checks every key has them).
 */
export const consoleMessages = {
  // the console's orders (api/admin/orders)
  orderChanged: 'This order was changed by someone else. Reload it and try again.',
  carrierRequired: 'Please enter the carrier',
  carrierTooLong: 'A carrier can be at most 40 characters',
  trackingNoRequired: 'Please enter the tracking number',
  trackingNoTooLong: 'A tracking number can be at most 60 characters',
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'A reason can be at most 500 characters',
  amountInvalid: 'Please enter an amount greater than zero',
  refundTooMuch: 'This is more than is left to refund ({{left}})',
  nothingToRefund: 'Nothing is left to refund on this order',
  refundLinesInvalid: 'Choose lines of this order, each at most the quantity not yet refunded',
  refundAmountOrLines: 'Refund either an amount or lines, not both',
  requestKeyInvalid: 'This request has no valid key. Reload the page and try again.',
  priceDifferenceNotAllowed: 'A price difference can only be asked of a paid order not yet delivered',
  noteRequired: 'Please write a note',
  noteTooLong: 'A note can be at most 2000 characters',
  dateInvalid: 'Please enter a date as yyyy-mm-dd',
  listQueryInvalid: 'This list cannot be shown with these filters',
  // staff accounts of the console (contract/staff.ts)
  staffLocked: 'Too many failed sign-ins: this account is locked for 15 minutes, or until the owner unlocks it',
  staffDisabled: 'This staff account is disabled',
  staffPasswordLength: 'The password must be between 10 and 128 characters',
  staffRoleInvalid: 'Please choose a role',
  staffNameRequired: 'Please enter your name',
  staffSetupInvalid: 'This setup link is invalid or has already been used',
  staffOwnerExists: 'The shop already has an owner: please sign in',
  staffInviteInvalid: 'This invitation link is invalid or has already been used',
  staffInviteExpired: 'This invitation link has expired: please ask the owner for a new one',
  staffEmailTaken: 'A member of staff with this email address already exists',
  staffNotFound: 'This member of staff does not exist',
  staffSelfDisable: 'You cannot disable your own account',
  staffLastOwner: 'The shop must keep at least one active owner',
  staffInvited: 'The invitation has been sent',
  staffSaved: 'The change has been saved',
  staffDevOwner: 'An owner is created through the setup link',
  // customers and inbox (api/admin/customers, api/admin/inbox)
  customerNotFound: 'This customer does not exist',
  businessProfileMissing: 'This customer has no business account to approve or decline',
  businessApproved: 'The business account is approved',
  businessDeclined: 'The business account is declined',
  customerResetSent: 'A link to reset the password has been sent to the customer',
  customerDisabled: 'The account is disabled',
  customerEnabled: 'The account is enabled again',
  inboxMessageNotFound: 'This message does not exist',
  inboxReplyRequired: 'Please write a reply',
  inboxReplyTooLong: 'A reply is at most 5000 characters',
  inboxReplySent: 'Your reply was sent',
  inboxAssigneeUnknown: 'This member cannot be assigned messages',
  inboxStateSaved: 'The message is updated',
} as const;
