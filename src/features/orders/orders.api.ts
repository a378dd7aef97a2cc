import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { OrderComment, OrderDetail, OrderPage, OrderTab, ShipAddress, TrackResult, TransactionPage, PointPage } from '../../../contract/orders';
import type { OrderCommentInput, TrackOrderInput } from '../../../contract/schemas/checkout';

/**
 * The customer's orders (contract/orders.ts). Another customer's order answers 404 (notFound),
 * the same as an unknown id. Failures reach the caller, which shows them in place.
 */
export const ordersApi = {
  /** GET api/users/myOrders?tab=&page= -> one page of orders, newest first. */
  myOrders: (tab: OrderTab, page: number, signal?: AbortSignal) => http<OrderPage>('get', paths.myOrders, { query: { tab, page }, signal }),
  /** GET api/users/pointList?page=: the customer's points balance and history, newest first. */
  pointList: (page: number, signal?: AbortSignal) => http<PointPage>('get', paths.pointList, { query: { page }, signal }),
  /** GET api/users/transactionHistory?page=: the customer's payments, newest first. */
  transactionHistory: (page: number, signal?: AbortSignal) => http<TransactionPage>('get', paths.transactionHistory, { query: { page }, signal }),
  /** GET api/users/orderDetail?id= */
  orderDetail: (id: number, signal?: AbortSignal) => http<OrderDetail>('get', paths.orderDetail, { query: { id }, signal }),
  /** GET api/users/shipAddress/{id}: the address as it was when the order was placed. */
  shipAddress: (id: number, signal?: AbortSignal) => http<ShipAddress>('get', paths.shipAddress(id), { signal }),
  /** DELETE api/users/delOrder/{id}: an unpaid order is cancelled (stock released), a cancelled one hidden. */
  delOrder: (id: number) => http<null>('delete', paths.delOrder(id)),
  /** POST api/users/addOrderComment/{id}: a review of one delivered line. */
  addOrderComment: (orderId: number, input: OrderCommentInput) => http<OrderComment>('post', paths.addOrderComment(orderId), { form: input }),
  /** GET api/users/orderComments?order_id= */
  orderComments: (orderId: number, signal?: AbortSignal) =>
    http<OrderComment[]>('get', paths.orderComments, { query: { order_id: orderId }, signal }),
  /** GET api/orders/track?order_no=&email= (public, rate-limited). */
  trackOrder: (input: TrackOrderInput, signal?: AbortSignal) => http<TrackResult>('get', paths.trackOrder, { query: input, signal }),
};
