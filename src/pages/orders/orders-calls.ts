import { createContext, useContext } from 'react';
import type { OrderComment, OrderDetail, OrderPage, OrderTab, TrackResult } from '../../../contract/orders';
import type { OrderCommentInput, TrackOrderInput } from '../../../contract/schemas/checkout';
import { ordersApi } from '../../api/orders';

const api = ordersApi;

/** The calls the order pages make; component tests provide in-memory ones. */
export interface OrdersCalls {
  myOrders(tab: OrderTab, page: number, signal?: AbortSignal): Promise<OrderPage>;
  orderDetail(id: number, signal?: AbortSignal): Promise<OrderDetail>;
  delOrder(id: number): Promise<unknown>;
  addOrderComment(orderId: number, input: OrderCommentInput): Promise<OrderComment>;
  orderComments(orderId: number, signal?: AbortSignal): Promise<OrderComment[]>;
  trackOrder(input: TrackOrderInput, signal?: AbortSignal): Promise<TrackResult>;
}

const apiCalls: OrdersCalls = {
  myOrders: (tab, page, signal) => api.myOrders(tab, page, signal),
  orderDetail: (id, signal) => api.orderDetail(id, signal),
  delOrder: (id) => api.delOrder(id),
  addOrderComment: (orderId, input) => api.addOrderComment(orderId, input),
  orderComments: (orderId, signal) => api.orderComments(orderId, signal),
  trackOrder: (input, signal) => api.trackOrder(input, signal),
};

export const OrdersCallsContext = createContext<OrdersCalls>(apiCalls);

export function useOrdersCalls(): OrdersCalls {
  return useContext(OrdersCallsContext);
}
