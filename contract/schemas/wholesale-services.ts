import { array, boolean, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { LOGO_PLACEMENTS, ODM_KINDS, ODM_MESSAGE_MAX, ODM_MIN_QTY, PRE_ORDER_MAX_QTY, LOGO_MIN_QTY } from '../wholesale-services';
import { INQUIRY_NAME_MAX } from '../content';
import { emailField, optionalEmailField } from './email';
import { addressSchema, id } from './checkout';

const qty = (min: number, max: number, message: string) =>
  number().typeError(message).integer(message).min(min, message).max(max, message).required(message);

/** POST api/users/advance_sale_order/add_advance_sale_order: a colour on its way and how many. */
export const addPreOrderSchema = object({
  variant_id: id(messages.preOrderNotIncoming).required(messages.preOrderNotIncoming),
  qty: qty(1, PRE_ORDER_MAX_QTY, messages.preOrderQty),
});
export type AddPreOrderInput = InferType<typeof addPreOrderSchema>;

/** get_one?id=, cancel {id}. */
export const preOrderIdSchema = object({ id: id(messages.preOrderNotFound).required(messages.preOrderNotFound) });
export type PreOrderIdInput = InferType<typeof preOrderIdSchema>;

/** POST api/users/advance_sale_order/checkout {id, address_id?}: pay an arrived pre-order (an order of it); no address: the default one. */
export const payPreOrderSchema = object({
  id: id(messages.preOrderNotFound).required(messages.preOrderNotFound),
  address_id: id(messages.addressNotFound).optional(),
});
export type PayPreOrderInput = InferType<typeof payPreOrderSchema>;

/** Operator: frames of a product arrived (api/admin/wholesale/arrive, `npm run wholesale -- arrive`). */
export const arrivalSchema = object({
  goods_id: id(messages.goodsNotFound).required(messages.goodsNotFound),
  qty: qty(1, 1_000_000, messages.invalidInput),
});
export type ArrivalInput = InferType<typeof arrivalSchema>;

/** POST api/goods/replenishIndex {keywords?}: the colours the buyer bought before, as they are now. */
export const replenishIndexSchema = object({ keywords: string().trim().max(60, messages.fieldTooLong).default('') });
export type ReplenishIndexInput = InferType<typeof replenishIndexSchema>;

/** POST api/users/reorder {lines}: those colours into the cart in one step. */
export const reorderSchema = object({
  lines: array(
    object({
      variant_id: id(messages.invalidInput).required(messages.invalidInput),
      qty: qty(1, 9999, messages.quantityInvalid),
    }),
  )
    .min(1, messages.reorderNothing)
    .max(200, messages.invalidInput)
    .required(messages.reorderNothing),
});
export type ReorderInput = InferType<typeof reorderSchema>;

/**
 * POST api/orders/customerLogo?chosed={id}: the logo chosen for the next order; with
 * &order_id={id}, also printed on that order (/custom-logo?chosed={order id}).
 */
export const logoChoiceQuerySchema = object({
  chosed: id(messages.logoNotFound).optional(),
  order_id: id(messages.orderNotFound).optional(),
});
export type LogoChoiceQuery = InferType<typeof logoChoiceQuerySchema>;
export const logoIdParamsSchema = object({ id: id(messages.logoNotFound).required(messages.logoNotFound) });

/** POST api/orders/createLogo: a logo printed on an order's frames. */
export const createLogoSchema = object({
  order_id: id(messages.orderNotFound).required(messages.orderNotFound),
  logo_id: id(messages.logoNotFound).required(messages.logoNotFound),
  qty: number()
    .typeError(messages.logoMinQty)
    .integer(messages.logoMinQty)
    .min(LOGO_MIN_QTY, messages.logoMinQty)
    .max(100_000, messages.logoOverOrder)
    .required(messages.logoMinQty),
  placement: string()
    .oneOf([...LOGO_PLACEMENTS], messages.invalidInput)
    .default('temple'),
});
export type CreateLogoInput = InferType<typeof createLogoSchema>;

/** The OEM/ODM request form (POST api/contractUs/odm, multipart: these fields and up to 3 files). */
export const odmSchema = object({
  kind: string()
    .oneOf([...ODM_KINDS], messages.odmKindInvalid)
    .required(messages.odmKindInvalid),
  name: string().trim().required(messages.inquiryNameRequired).max(INQUIRY_NAME_MAX, messages.fieldTooLong),
  email: emailField(),
  company: string().trim().max(120, messages.fieldTooLong).default(''),
  quantity: number()
    .typeError(messages.odmQtyMin)
    .integer(messages.odmQtyMin)
    .min(ODM_MIN_QTY, messages.odmQtyMin)
    .max(10_000_000, messages.odmQtyMin)
    .required(messages.odmQtyMin),
  message: string().trim().required(messages.inquiryMessageRequired).max(ODM_MESSAGE_MAX, messages.inquiryMessageTooLong),
});
export type OdmInput = InferType<typeof odmSchema>;

/** The end customer of a drop-shipping order: an address as the book takes it, with an e-mail. */
export const endCustomerSchema = addressSchema.omit(['is_default']).shape({
  email: optionalEmailField(),
});
export type EndCustomerForm = InferType<typeof endCustomerSchema>;

/** POST api/dropshipping/createShipping: one of the buyer's unshipped orders sent to their customer. */
export const createShippingSchema = endCustomerSchema.shape({
  order_id: id(messages.orderNotFound).required(messages.dropShipChooseOrder),
  blind_packaging: boolean().default(true),
});
export type CreateShippingInput = InferType<typeof createShippingSchema>;

/** POST api/orders/updateCustomer: the end customer of an unshipped drop-shipping order. */
export const updateCustomerSchema = endCustomerSchema.shape({
  order_id: id(messages.orderNotFound).required(messages.orderNotFound),
});
export type UpdateCustomerInput = InferType<typeof updateCustomerSchema>;

/** POST api/users/rebateAgreement {version}: accepting the agreement's text of that version. */
export const acceptRebateSchema = object({
  version: number().typeError(messages.invalidInput).integer(messages.invalidInput).min(1, messages.invalidInput).required(messages.invalidInput),
});
export type AcceptRebateInput = InferType<typeof acceptRebateSchema>;
