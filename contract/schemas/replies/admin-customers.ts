import {
  INBOX_KINDS,
  INBOX_STATUSES,
  type AdminCustomerDetail,
  type AdminCustomerPage,
  type AdminInboxAssignee,
  type AdminInboxItem,
  type AdminInboxPage,
} from '../../admin';
import { ORDER_STATUSES } from '../../orders';
import { BUSINESS_STATUSES, BUSINESS_TYPES } from '../../wholesale';
import { addressReply } from './orders';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

// The console's customers and inbox (contract/admin.ts).

const paging = { page: int(), page_size: int(), total: int() };

const customerRow = {
  id: int(),
  email: str(),
  name: str(),
  type: word(['retail', 'business'] as const),
  business_status: word(BUSINESS_STATUSES).nullable(),
  orders_count: int(),
  total_spent: num(),
  disabled: bool(),
  created_at: str(),
};

/** GET api/admin/customers */
export const adminCustomerPageReply = obj({ items: listOf(obj(customerRow)), ...paging });
type _CustomerPage = Assert<Agrees<typeof adminCustomerPageReply, AdminCustomerPage>>;

/** GET api/admin/customers/{id} and every change of a customer */
export const adminCustomerDetailReply = obj({
  ...customerRow,
  firstname: str(),
  lastname: str(),
  newsletter: bool(),
  disabled_at: str().nullable(),
  points: int(),
  orders: listOf(
    obj({
      id: int(),
      order_no: str(),
      created_at: str(),
      status: word(ORDER_STATUSES),
      total: num(),
      currency: obj({ symbol: str(), money: str(), exchange_rate: num() }),
      item_count: int(),
    }),
  ),
  addresses: listOf(addressReply),
  coupons: listOf(obj({ id: int(), title: str(), code: str(), valid_to: str(), claimed_at: str(), used_at: str().nullable() })),
  business_profile: obj({
    company_name: str(),
    tax_id: str(),
    business_type: word(BUSINESS_TYPES),
    country: str(),
    status: word(BUSINESS_STATUSES),
    decided_at: str().nullable(),
    created_at: str(),
  }).nullable(),
  business_approval: bool(),
});
type _CustomerDetail = Assert<Agrees<typeof adminCustomerDetailReply, AdminCustomerDetail>>;

const assignee = { id: int(), name: str(), email: str() };

/** GET api/admin/inbox/assignees (a list) */
export const adminInboxAssigneeReply = obj(assignee);
type _Assignee = Assert<Agrees<typeof adminInboxAssigneeReply, AdminInboxAssignee>>;

const inboxRow = {
  kind: word(INBOX_KINDS),
  id: int(),
  created_at: str(),
  name: str(),
  email: str(),
  subject: str(),
  preview: str(),
  status: word(INBOX_STATUSES),
  assignee: obj(assignee).nullable(),
  customer_id: int().nullable(),
};

/** GET api/admin/inbox */
export const adminInboxPageReply = obj({ items: listOf(obj(inboxRow)), ...paging });
type _InboxPage = Assert<Agrees<typeof adminInboxPageReply, AdminInboxPage>>;

/** GET api/admin/inbox/{kind}/{id}, and after a reply or a change of state */
export const adminInboxItemReply = obj({
  ...inboxRow,
  message: str(),
  facts: listOf(obj({ label: str(), value: str() })),
  attachments: listOf(obj({ id: int(), name: str(), mime: str(), size: int() })),
  replies: listOf(obj({ id: int(), at: str(), author: str(), sent_to: str(), text: str() })),
});
type _InboxItem = Assert<Agrees<typeof adminInboxItemReply, AdminInboxItem>>;
