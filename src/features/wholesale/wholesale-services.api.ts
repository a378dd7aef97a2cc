import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { PlacedOrder } from '../../../contract/orders';
import type { Country } from '../../../contract/regions';
import type { CreateShippingInput, OdmInput, UpdateCustomerInput } from '../../../contract/schemas/wholesale-services';
import type {
  CustomerLogo,
  DropShipment,
  IncomingFrame,
  LogoPlacement,
  OdmReceipt,
  OrderLogo,
  PreOrder,
  RebateStatus,
  ReorderPage,
  ReorderResult,
} from '../../../contract/wholesale-services';

/** The wholesale services: pre-orders, reorder, custom logos, OEM/ODM, drop shipping and the rebate. */
export const servicesApi = {
  /** GET advance_sale_order/incoming: colours on their way that can be pre-ordered. */
  incoming: (signal?: AbortSignal) => http<IncomingFrame[]>('get', paths.preOrderIncoming, { signal }),
  addPreOrder: (input: { variant_id: number; qty: number }) => http<PreOrder>('post', paths.addPreOrder, { form: input }),
  preOrders: (signal?: AbortSignal) => http<PreOrder[]>('get', paths.preOrderList, { signal }),
  preOrder: (id: number, signal?: AbortSignal) => http<PreOrder>('get', paths.preOrderOne, { query: { id }, signal }),
  cancelPreOrder: (id: number) => http<PreOrder>('post', paths.cancelPreOrder, { form: { id }, toastSuccess: true, toastError: true }),
  /** POST advance_sale_order/checkout: an arrived pre-order becomes an order to pay (to the default address unless one is given). */
  payPreOrder: (id: number, addressId?: number) =>
    http<PlacedOrder>('post', paths.payPreOrder, { form: addressId ? { id, address_id: addressId } : { id }, toastError: true }),
  /** POST api/goods/replenishIndex: what I bought before, now. */
  boughtBefore: (keywords = '', signal?: AbortSignal) => http<ReorderPage>('post', paths.replenishIndex, { json: { keywords }, signal }),
  reorder: (lines: { variant_id: number; qty: number }[]) => http<ReorderResult>('post', paths.reorder, { json: { lines } }),
  logos: (signal?: AbortSignal) => http<CustomerLogo[]>('get', paths.customerLogo, { signal }),
  uploadLogo: (file: File) => {
    const body = new FormData();
    body.append('file', file, file.name);
    return http<CustomerLogo>('post', paths.customerLogo, { multipart: body });
  },
  /** The logo for the next order; with `orderId`, also printed on that order (/custom-logo?chosed={order}). */
  chooseLogo: (id: number, orderId?: number) =>
    http<CustomerLogo>('post', paths.customerLogo, { query: orderId ? { chosed: id, order_id: orderId } : { chosed: id }, json: {} }),
  deleteLogo: (id: number) => http<null>('get', paths.delLogo(id), { toastError: true }),
  /** POST api/orders/createLogo: the logo printed on qty frames of one of my unshipped orders (again: replaces it). */
  createLogo: (input: { order_id: number; logo_id: number; qty: number; placement: LogoPlacement }) =>
    http<OrderLogo>('post', paths.createLogo, { json: input }),
  /** The logo's file (for its owner), to draw in the preview. */
  logoFile: (id: number, signal?: AbortSignal) => http<Blob>('get', paths.logoFile(id), { blob: true, signal }),
  sendOdm: (input: OdmInput, files: File[]) => {
    const body = new FormData();
    for (const [k, v] of Object.entries(input)) body.append(k, String(v ?? ''));
    for (const f of files) body.append('files', f, f.name);
    return http<OdmReceipt>('post', paths.odm, { multipart: body });
  },
  countries: () => http<Country[]>('post', paths.country),
  createShipping: (input: CreateShippingInput) => http<DropShipment>('post', paths.createShipping, { json: input }),
  dropShipments: (signal?: AbortSignal) => http<DropShipment[]>('get', paths.dropShipments, { signal }),
  /** POST api/orders/updateCustomer: the end customer of an unshipped drop-shipping order. */
  updateCustomer: (input: UpdateCustomerInput) => http<DropShipment>('post', paths.updateCustomer, { json: input }),
  rebate: (signal?: AbortSignal) => http<RebateStatus>('get', paths.rebateAgreement, { signal }),
  acceptRebate: (version: number) => http<RebateStatus>('post', paths.rebateAgreement, { form: { version } }),
};
