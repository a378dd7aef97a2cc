import { adminPaths, type AdminOrderDetail, type AdminOrderPage, type AdminOrderQuery } from '../../../../contract/admin';
import type { OrderAction } from '../../../../machines/admin/order-action.machine';
import { adminHttp } from '../../app/admin-http';

type Query = Record<string, string | number | undefined>;
const asQuery = (q: AdminOrderQuery): Query => ({ ...q });

const actionPath: Record<OrderAction, (id: number) => string> = {
  processing: adminPaths.orderProcessing,
  ship: adminPaths.orderShip,
  deliver: adminPaths.orderDeliver,
  cancel: adminPaths.orderCancel,
  refund: adminPaths.orderRefund,
  price_difference: adminPaths.orderPriceDifference,
};

/** The orders' endpoints of the console (contract/admin.ts). */
export const ordersApi = {
  list: (query: AdminOrderQuery, signal?: AbortSignal) => adminHttp<AdminOrderPage>('get', adminPaths.orders, { query: asQuery(query), signal }),
  /** The filtered orders as CSV: fetched with the staff token, as a file to save. */
  csv: (query: AdminOrderQuery) => adminHttp<Blob>('get', adminPaths.ordersCsv, { query: asQuery({ ...query, page: undefined }), blob: true }),
  detail: (id: number, signal?: AbortSignal) => adminHttp<AdminOrderDetail>('get', adminPaths.order(id), { signal }),
  act: (action: OrderAction, id: number, body: Record<string, unknown>) =>
    adminHttp<AdminOrderDetail>('post', actionPath[action](id), { json: body }),
  addNote: (id: number, text: string) => adminHttp<unknown>('post', adminPaths.orderNote(id), { json: { text } }),
};
