import { boolean, number, object, string, type InferType } from 'yup';
import {
  ADMIN_CUSTOMER_LIMITS,
  ADMIN_CUSTOMER_SORTS,
  ADMIN_INBOX_LIMITS,
  BUSINESS_DECISIONS,
  CUSTOMER_TYPES,
  INBOX_KINDS,
  INBOX_STATUSES,
  type BusinessDecision,
  type CustomerType,
  type InboxKind,
  type InboxStatus,
} from '../admin';
import { messages } from '../messages';
import { consoleMessages } from '../console-messages';
import { BUSINESS_STATUSES, type BusinessStatus } from '../wholesale';
import { pageQuery, rowId, sortQuery } from './list-query';

// The console's customers and inbox (contract/admin.ts adminCustomerPaths, adminInboxPaths).

const id = (message: string) => rowId(message).required(message);

/** GET api/admin/customers: searched by the start of an e-mail or part of a name, filtered, sorted, one page. */
export const adminCustomerQuerySchema = object({
  q: string().trim().max(ADMIN_CUSTOMER_LIMITS.searchMax, messages.fieldTooLong).default(''),
  type: string<CustomerType>().oneOf([...CUSTOMER_TYPES], messages.filterInvalid),
  business_status: string<BusinessStatus>().oneOf([...BUSINESS_STATUSES], messages.filterInvalid),
  ...sortQuery(ADMIN_CUSTOMER_SORTS, 'created', messages.filterInvalid),
  ...pageQuery(),
});
export type AdminCustomerQueryInput = InferType<typeof adminCustomerQuerySchema>;

/** api/admin/customers/{id}/... */
export const adminCustomerParamsSchema = object({ id: id(consoleMessages.customerNotFound) });
export type AdminCustomerParams = InferType<typeof adminCustomerParamsSchema>;

/** POST api/admin/customers/{id}/business: approve or decline; a decline may say why (it goes in the mail). */
export const adminBusinessDecisionSchema = object({
  decision: string<BusinessDecision>()
    .oneOf([...BUSINESS_DECISIONS], messages.invalidInput)
    .required(messages.invalidInput),
  reason: string().trim().max(ADMIN_CUSTOMER_LIMITS.declineReasonMax, messages.fieldTooLong).default(''),
});
export type AdminBusinessDecisionInput = InferType<typeof adminBusinessDecisionSchema>;

/** GET api/admin/inbox: newest first, filtered by status, kind and assignee (a member's id, `me` or `none`). */
export const adminInboxQuerySchema = object({
  status: string<InboxStatus>().oneOf([...INBOX_STATUSES], messages.filterInvalid),
  kind: string<InboxKind>().oneOf([...INBOX_KINDS], messages.filterInvalid),
  assignee: string()
    .trim()
    .matches(/^(me|none|[1-9][0-9]{0,9})$/, messages.filterInvalid),
  ...pageQuery(),
});
export type AdminInboxQueryInput = InferType<typeof adminInboxQuerySchema>;

/** api/admin/inbox/{kind}/{id}/... */
export const adminInboxParamsSchema = object({
  kind: string<InboxKind>()
    .oneOf([...INBOX_KINDS], consoleMessages.inboxMessageNotFound)
    .required(consoleMessages.inboxMessageNotFound),
  id: id(consoleMessages.inboxMessageNotFound),
});
export type AdminInboxParams = InferType<typeof adminInboxParamsSchema>;

/** api/admin/inbox/{kind}/{id}/attachments/{upload_id} */
export const adminInboxAttachmentParamsSchema = adminInboxParamsSchema.shape({ upload_id: id(messages.notFound) });
export type AdminInboxAttachmentParams = InferType<typeof adminInboxAttachmentParamsSchema>;

/** POST api/admin/inbox/{kind}/{id}/reply: mailed to the shopper; `close` closes the message with it. */
export const adminInboxReplySchema = object({
  text: string().trim().required(consoleMessages.inboxReplyRequired).max(ADMIN_INBOX_LIMITS.replyMax, consoleMessages.inboxReplyTooLong),
  close: boolean().typeError(messages.invalidInput).default(false),
});
export type AdminInboxReplyInput = InferType<typeof adminInboxReplySchema>;

/** POST api/admin/inbox/{kind}/{id}/state: a new status, a new assignee (null: nobody), or both. */
export const adminInboxStateSchema = object({
  status: string<InboxStatus>().oneOf([...INBOX_STATUSES], messages.invalidInput),
  assignee_id: number()
    .nullable()
    .typeError(consoleMessages.inboxAssigneeUnknown)
    .integer(consoleMessages.inboxAssigneeUnknown)
    .positive(consoleMessages.inboxAssigneeUnknown)
    .max(2_147_483_647, consoleMessages.inboxAssigneeUnknown),
}).test('something', messages.invalidInput, (v) => v.status !== undefined || v.assignee_id !== undefined);
export type AdminInboxStateInput = InferType<typeof adminInboxStateSchema>;
