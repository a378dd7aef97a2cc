import type {
  ArrivalResult,
  CustomerLogo,
  DropShipment,
  IncomingFrame,
  OdmReceipt,
  OrderLogo,
  PreOrder,
  RebateStatus,
  ReorderPage,
  ReorderResult,
} from '../../wholesale-services';
import { LOGO_PLACEMENTS, PRE_ORDER_STATUSES, REORDER_SKIPS } from '../../wholesale-services';
import { ORDER_STATUSES } from '../../orders';
import { shipAddressReply } from './orders';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

/** GET api/users/advance_sale_order/incoming */
export const incomingFramesReply = listOf(
  obj({
    goods_id: int(),
    variant_id: int(),
    name: str(),
    sku: str(),
    color: str(),
    img: str(),
    price: num(),
    expected_date: str(),
    available: int(),
    moq: int(),
  }),
);
type _Incoming = Assert<Agrees<typeof incomingFramesReply, IncomingFrame[]>>;

/** add_advance_sale_order, get_one, cancel */
export const preOrderReply = obj({
  id: int(),
  goods_id: int(),
  variant_id: int(),
  name: str(),
  sku: str(),
  color: str(),
  img: str(),
  qty: int(),
  expected_date: str(),
  status: word(PRE_ORDER_STATUSES),
  order_id: int().nullable(),
  created_at: str(),
  arrived_at: str().nullable(),
  can_cancel: bool(),
  can_pay: bool(),
});
type _PreOrder = Assert<Agrees<typeof preOrderReply, PreOrder>>;
/** get_list */
export const preOrderListReply = listOf(preOrderReply);

/** api/admin/wholesale/arrive */
export const arrivalReply = obj({ goods_id: int(), pre_orders: listOf(int().defined()), to_stock: int() });
type _Arrival = Assert<Agrees<typeof arrivalReply, ArrivalResult>>;

/** POST api/goods/replenishIndex without lines */
export const reorderPageReply = obj({
  items: listOf(
    obj({
      goods_id: int(),
      variant_id: int(),
      name: str(),
      sku: str(),
      color: str(),
      img: str(),
      bought_qty: int(),
      last_qty: int(),
      last_ordered_at: str(),
      price: num(),
      stock: int(),
    }),
  ),
});
type _ReorderPage = Assert<Agrees<typeof reorderPageReply, ReorderPage>>;
/** POST api/goods/replenishIndex with lines */
export const reorderResultReply = obj({
  added: listOf(obj({ variant_id: int(), qty: int() })),
  skipped: listOf(
    obj({
      variant_id: int(),
      name: str(),
      color: str(),
      reason: word(REORDER_SKIPS),
      added_qty: int(),
      moq: int(),
    }),
  ),
});
type _ReorderResult = Assert<Agrees<typeof reorderResultReply, ReorderResult>>;

/** api/orders/customerLogo */
export const customerLogoReply = obj({ id: int(), name: str(), mime: str(), size: int(), url: str(), chosen: bool(), created_at: str() });
type _Logo = Assert<Agrees<typeof customerLogoReply, CustomerLogo>>;
export const customerLogosReply = listOf(customerLogoReply);
/** api/orders/createLogo */
export const orderLogoReply = obj({ order_id: int(), logo_id: int(), qty: int(), placement: word(LOGO_PLACEMENTS) });
type _OrderLogo = Assert<Agrees<typeof orderLogoReply, OrderLogo>>;

/** api/contractUs/odm */
export const odmReceiptReply = obj({ id: int() });
type _Odm = Assert<Agrees<typeof odmReceiptReply, OdmReceipt>>;

/** api/dropshipping/createShipping, api/orders/updateCustomer */
export const dropShipmentReply = obj({
  id: int(),
  order_id: int(),
  order_no: str(),
  blind_packaging: bool(),
  customer: shipAddressReply,
  email: str(),
  status: word(ORDER_STATUSES),
});
type _Drop = Assert<Agrees<typeof dropShipmentReply, DropShipment>>;
export const dropShipmentsReply = listOf(dropShipmentReply);

/** api/users/rebateAgreement */
export const rebateStatusReply = obj({
  year: int(),
  purchases: num(),
  tier_percent: num(),
  rebate: num(),
  next_from: num().nullable(),
  version: int(),
  accepted_version: int().nullable(),
  accepted_at: str().nullable(),
});
type _Rebate = Assert<Agrees<typeof rebateStatusReply, RebateStatus>>;
