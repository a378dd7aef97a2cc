/**
 * The back-office console's API: its paths (all under `api/admin/`) and the shapes they answer.
 * The console's `*.api.ts` slices and the server's `routes/api/admin/*` both use these names.
 * Every one of these endpoints needs a staff token (`Authorization: Bearer st.…`) and the
 * permission its route declares (contract/staff.ts), but the three that make a session.
 */
import type { ListPage, OrderCurrency, OrderDetail, OrderStatus, PaymentMethod } from './orders';
import type { AuditRecordKind, StaffRole } from './staff';
import type { Address } from './checkout';
import type { BusinessStatus, BusinessType } from './wholesale';

export const adminPaths = {
  // ---- the session (no staff token needed for the first three)
  /** POST {email, password}: a staff session (StaffSession). */
  signIn: 'api/admin/auth/sign-in',
  /** GET ?token=: whether a setup link can still create the first owner ({ valid }). POST {token, email, name, password}: creates the owner and signs in. */
  setup: 'api/admin/auth/setup',
  /** GET ?token=: the invitation's e-mail and role ({ email, role }); POST {token, name, password}: sets the password and signs in. */
  acceptInvite: 'api/admin/auth/invite',
  /** POST: ends this staff token. */
  signOut: 'api/admin/auth/sign-out',
  /** GET: the signed-in member with their permissions (StaffSelf). */
  me: 'api/admin/auth/me',
  /** POST {current_password, new_password}: a member changes their own password. */
  password: 'api/admin/auth/password',

  // ---- staff (staff.manage)
  /** GET: every member. */
  staff: 'api/admin/staff',
  /** POST {email, role}: invites a member (mail with a set-password link valid 72 h). */
  invite: 'api/admin/staff/invite',
  /** POST {role}. */
  staffRole: (id: number) => `api/admin/staff/${id}/role`,
  /** POST: disables a member (their tokens stop working at once). */
  staffDisable: (id: number) => `api/admin/staff/${id}/disable`,
  /** POST: enables a disabled member again. */
  staffEnable: (id: number) => `api/admin/staff/${id}/enable`,
  /** POST: lifts a sign-in lock. */
  staffUnlock: (id: number) => `api/admin/staff/${id}/unlock`,

  // ---- audit log (audit.read)
  /** GET ?staff_id=&record_kind=&record_id=&page=&page_size=: newest first. */
  audit: 'api/admin/audit',

  // ---- orders (orders.read; the moves orders.fulfil; refunds orders.refund). Every action answers
  // the order as it is now (AdminOrderDetail); a stale `version` is a 409 orderChanged (data.reason
  // 'orderChanged', data.version the current one), a move the state does not allow a 409 with its message.
  /** GET ?status=&payment_method=&from=&to=&q=&sort=&dir=&page=&page_size=. */
  orders: 'api/admin/orders',
  /** GET, the same query: the filtered orders as CSV. */
  ordersCsv: 'api/admin/orders.csv',
  /** GET: one order as the console shows it (AdminOrderDetail). */
  order: (id: number) => `api/admin/orders/${id}`,
  /** POST {version}: paid -> processing. */
  orderProcessing: (id: number) => `api/admin/orders/${id}/processing`,
  /** POST {version, carrier, tracking_no}: -> shipped; the customer is mailed. */
  orderShip: (id: number) => `api/admin/orders/${id}/ship`,
  /** POST {version}: shipped -> delivered. */
  orderDeliver: (id: number) => `api/admin/orders/${id}/deliver`,
  /** POST {version, reason}: anything not yet shipped -> cancelled; stock released, a paid amount refunded. */
  orderCancel: (id: number) => `api/admin/orders/${id}/cancel`,
  /**
   * POST {version, idempotency_key, reason, amount? | lines?}: refunds the whole order, an amount or chosen lines.
   * The same idempotency_key again answers the order without refunding more (make one key per refund the member asks for).
   */
  orderRefund: (id: number) => `api/admin/orders/${id}/refund`,
  /** POST {version, amount}: asks the customer to pay a price difference (the order's total rises by it). */
  orderPriceDifference: (id: number) => `api/admin/orders/${id}/price-difference`,
  /** POST {text}: a staff note on the order. */
  orderNote: (id: number) => `api/admin/orders/${id}/notes`,
} as const;

/** The server's route patterns of the paths that take parameters. */
export const adminPatterns = {
  staffRole: 'api/admin/staff/:id/role',
  staffDisable: 'api/admin/staff/:id/disable',
  staffEnable: 'api/admin/staff/:id/enable',
  staffUnlock: 'api/admin/staff/:id/unlock',
  order: 'api/admin/orders/:id',
  orderProcessing: 'api/admin/orders/:id/processing',
  orderShip: 'api/admin/orders/:id/ship',
  orderDeliver: 'api/admin/orders/:id/deliver',
  orderCancel: 'api/admin/orders/:id/cancel',
  orderRefund: 'api/admin/orders/:id/refund',
  orderPriceDifference: 'api/admin/orders/:id/price-difference',
  orderNote: 'api/admin/orders/:id/notes',
} as const;

/** Limits of the console's forms (the server checks them with the same schemas). */
export const ADMIN_LIMITS = {
  carrierMax: 40,
  trackingNoMax: 60,
  reasonMax: 500,
  noteMax: 2000,
  pageSizeMax: 100,
  pageSizeDefault: 25,
} as const;

// ---- orders

export const ADMIN_ORDER_SORTS = ['created_at', 'total', 'order_no', 'status'] as const;
export type AdminOrderSort = (typeof ADMIN_ORDER_SORTS)[number];

/** The orders list's filters, as they travel in the query string (and in the console's URL). */
export interface AdminOrderQuery {
  status?: OrderStatus;
  payment_method?: PaymentMethod;
  /** ISO date (yyyy-mm-dd), inclusive. */
  from?: string;
  to?: string;
  /** An order number or (part of) a customer's e-mail. */
  q?: string;
  sort?: AdminOrderSort;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface AdminOrderRow {
  id: number;
  order_no: string;
  created_at: string;
  status: OrderStatus;
  customer_email: string;
  customer_name: string;
  /** In USD; `currency` is the order's, to show it in the money it was bought in. */
  total: number;
  currency: OrderCurrency;
  payment_method: PaymentMethod | null;
  item_count: number;
}

export type AdminOrderPage = ListPage<AdminOrderRow>;

export interface AdminOrderNote {
  id: number;
  at: string;
  author: string;
  text: string;
}

export interface AdminOrderRefund {
  id: number;
  at: string;
  amount: number;
  reason: string;
  author: string;
}

/** An order as the console shows it: the shopper's view plus what only staff see. */
export interface AdminOrderDetail extends OrderDetail {
  /** The version check: send it back with every action; a stale one is a 409. */
  version: number;
  customer: { id: number; email: string; name: string; business: boolean };
  notes: AdminOrderNote[];
  refunds: AdminOrderRefund[];
  /** What can still be refunded (USD): paid less refunded. */
  refundable: number;
  /** The moves the order's state allows now. */
  actions: Array<'processing' | 'ship' | 'deliver' | 'cancel' | 'refund' | 'price_difference'>;
}

// ---- staff and audit

export interface InviteInfo {
  email: string;
  role: StaffRole;
}

export interface AdminAuditQuery {
  staff_id?: number;
  record_kind?: AuditRecordKind;
  record_id?: string;
  page?: number;
  page_size?: number;
}

/** GET api/admin/auth/setup?token=: whether the link can still create the first owner. */
export interface SetupLinkState {
  valid: boolean;
}

// ---- customers (customers.read; every change customers.manage)

export const adminCustomerPaths = {
  /** GET ?q=&type=&business_status=&sort=&dir=&page=&page_size= (AdminCustomerPage). */
  customers: 'api/admin/customers',
  /** GET: one customer as the console shows them (AdminCustomerDetail). */
  customer: (id: number) => `api/admin/customers/${id}`,
  /** POST {decision: 'approve' | 'decline', reason?}: decides the business account; the customer is mailed (AdminCustomerDetail). */
  customerBusiness: (id: number) => `api/admin/customers/${id}/business`,
  /** POST: mails the customer a password-reset link (no data). */
  customerPasswordReset: (id: number) => `api/admin/customers/${id}/password-reset`,
  /** POST: disables the account: its tokens stop working at once, sign-in is refused, its orders stay (AdminCustomerDetail). */
  customerDisable: (id: number) => `api/admin/customers/${id}/disable`,
  /** POST: enables a disabled account again (AdminCustomerDetail). */
  customerEnable: (id: number) => `api/admin/customers/${id}/enable`,
} as const;

export const adminCustomerPatterns = {
  customer: 'api/admin/customers/:id',
  customerBusiness: 'api/admin/customers/:id/business',
  customerPasswordReset: 'api/admin/customers/:id/password-reset',
  customerDisable: 'api/admin/customers/:id/disable',
  customerEnable: 'api/admin/customers/:id/enable',
} as const;

export const ADMIN_CUSTOMER_SORTS = ['created', 'orders', 'spent', 'email'] as const;
export type AdminCustomerSort = (typeof ADMIN_CUSTOMER_SORTS)[number];
export const CUSTOMER_TYPES = ['retail', 'business'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const BUSINESS_DECISIONS = ['approve', 'decline'] as const;
export type BusinessDecision = (typeof BUSINESS_DECISIONS)[number];

/** The customers list's filters, as they travel in the query string (and in the console's URL). */
export interface AdminCustomerQuery {
  /** The start of an e-mail, or (part of) a name. */
  q?: string;
  type?: CustomerType;
  business_status?: BusinessStatus;
  sort?: AdminCustomerSort;
  dir?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface AdminCustomerRow {
  id: number;
  email: string;
  name: string;
  type: CustomerType;
  /** The business profile's review; null without one (a retail customer, or a business that declared no profile yet). */
  business_status: BusinessStatus | null;
  orders_count: number;
  /** What the customer paid, less refunds, in USD. */
  total_spent: number;
  disabled: boolean;
  created_at: string;
}

export type AdminCustomerPage = ListPage<AdminCustomerRow>;

/** One of the customer's orders in their detail. */
export interface AdminCustomerOrder {
  id: number;
  order_no: string;
  created_at: string;
  status: OrderStatus;
  total: number;
  currency: OrderCurrency;
  item_count: number;
}

/** A coupon the customer holds. */
export interface AdminCustomerCoupon {
  id: number;
  title: string;
  code: string;
  valid_to: string;
  claimed_at: string;
  used_at: string | null;
}

export interface AdminBusinessProfile {
  company_name: string;
  tax_id: string;
  business_type: BusinessType;
  country: string;
  status: BusinessStatus;
  decided_at: string | null;
  created_at: string;
}

export interface AdminCustomerDetail extends AdminCustomerRow {
  firstname: string;
  lastname: string;
  newsletter: boolean;
  disabled_at: string | null;
  points: number;
  /** The newest orders (at most ADMIN_CUSTOMER_LIMITS.ordersMax; orders_count says how many there are). */
  orders: AdminCustomerOrder[];
  addresses: Address[];
  coupons: AdminCustomerCoupon[];
  business_profile: AdminBusinessProfile | null;
  /** Whether the shop gives wholesale prices only to approved business accounts (BUSINESS_APPROVAL). */
  business_approval: boolean;
}

export const ADMIN_CUSTOMER_LIMITS = {
  searchMax: 100,
  declineReasonMax: 500,
  ordersMax: 50,
} as const;

// ---- inbox (inbox.answer)

export const adminInboxPaths = {
  /** GET ?status=&kind=&assignee=&page=&page_size=: every message, newest first (AdminInboxPage). */
  inbox: 'api/admin/inbox',
  /** GET: the members who may answer the inbox, to assign a message to (AdminInboxAssignee[]). */
  inboxAssignees: 'api/admin/inbox/assignees',
  /** GET: one message with its replies and attachments (AdminInboxItem). */
  inboxItem: (kind: InboxKind, id: number) => `api/admin/inbox/${kind}/${id}`,
  /** POST {text, close?}: a reply, mailed to the shopper and kept with the message; it becomes answered (or closed) (AdminInboxItem). */
  inboxReply: (kind: InboxKind, id: number) => `api/admin/inbox/${kind}/${id}/reply`,
  /** POST {status?, assignee_id? (null: nobody)}: changes the status or the assignee (AdminInboxItem). */
  inboxState: (kind: InboxKind, id: number) => `api/admin/inbox/${kind}/${id}/state`,
  /** GET: an attachment's file (staff only). */
  inboxAttachment: (kind: InboxKind, id: number, uploadId: number) => `api/admin/inbox/${kind}/${id}/attachments/${uploadId}`,
} as const;

export const adminInboxPatterns = {
  inboxItem: 'api/admin/inbox/:kind/:id',
  inboxReply: 'api/admin/inbox/:kind/:id/reply',
  inboxState: 'api/admin/inbox/:kind/:id/state',
  inboxAttachment: 'api/admin/inbox/:kind/:id/attachments/:upload_id',
} as const;

/**
 * What a message is: the contact form, a lens enquiry, an OEM/ODM request, a drop-shipping order,
 * an arrival notification request, a back-in-stock request.
 */
export const INBOX_KINDS = ['contact', 'lens', 'odm', 'drop_shipping', 'arrival', 'stock'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_STATUSES = ['new', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const ADMIN_INBOX_LIMITS = {
  replyMax: 5000,
} as const;

export interface AdminInboxQuery {
  status?: InboxStatus;
  kind?: InboxKind;
  /** A member's id, `me`, or `none` (nobody's). */
  assignee?: string;
  page?: number;
  page_size?: number;
}

export interface AdminInboxAssignee {
  id: number;
  name: string;
  email: string;
}

export interface AdminInboxRow {
  kind: InboxKind;
  /** The id of the message in its own table (with kind, what the paths take). */
  id: number;
  created_at: string;
  name: string;
  email: string;
  subject: string;
  /** The start of the message. */
  preview: string;
  status: InboxStatus;
  assignee: AdminInboxAssignee | null;
  /** The customer, when the sender was signed in (or the drop shipper). */
  customer_id: number | null;
}

export type AdminInboxPage = ListPage<AdminInboxRow>;

export interface AdminInboxReply {
  id: number;
  at: string;
  author: string;
  sent_to: string;
  text: string;
}

export interface AdminInboxAttachment {
  id: number;
  name: string;
  mime: string;
  size: number;
}

export interface AdminInboxItem extends AdminInboxRow {
  /** The whole message. */
  message: string;
  /** What else the message says, as label and value (the order, the prescription, the quantity, the product). */
  facts: Array<{ label: string; value: string }>;
  attachments: AdminInboxAttachment[];
  replies: AdminInboxReply[];
}
