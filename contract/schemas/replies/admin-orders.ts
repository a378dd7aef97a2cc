import { ORDER_STATUSES, PAYMENT_METHODS } from '../../orders';
import type { AdminOrderDetail, AdminOrderPage } from '../../admin';
import { orderDetailReply } from './orders';
import { int, listOf, num, obj, str, bool, word, type Agrees, type Assert } from './shape';

const orderCurrency = () => obj({ symbol: str(), money: str(), exchange_rate: num() });

/** GET api/admin/orders */
export const adminOrderPageReply = obj({
  items: listOf(
    obj({
      id: int(),
      order_no: str(),
      created_at: str(),
      status: word(ORDER_STATUSES),
      customer_email: str(),
      customer_name: str(),
      total: num(),
      currency: orderCurrency(),
      payment_method: word(PAYMENT_METHODS).nullable(),
      item_count: int(),
    }),
  ),
  page: int(),
  page_size: int(),
  total: int(),
});
type _Page = Assert<Agrees<typeof adminOrderPageReply, AdminOrderPage>>;

const ADMIN_ORDER_ACTIONS = ['processing', 'ship', 'deliver', 'cancel', 'refund', 'price_difference'] as const;

/** GET api/admin/orders/{id}, and the answer of every action on it: the order as it is now. */
export const adminOrderDetailReply = orderDetailReply.shape({
  version: int(),
  customer: obj({ id: int(), email: str(), name: str(), business: bool() }),
  notes: listOf(obj({ id: int(), at: str(), author: str(), text: str() })),
  refunds: listOf(obj({ id: int(), at: str(), amount: num(), reason: str(), author: str() })),
  refundable: num(),
  actions: listOf(word(ADMIN_ORDER_ACTIONS)),
});
type _Detail = Assert<Agrees<typeof adminOrderDetailReply, AdminOrderDetail>>;
