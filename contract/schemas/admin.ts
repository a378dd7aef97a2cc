import { mixed, number, object, string, type InferType } from 'yup';
import { messages } from '../messages';
import { ORDER_STATUSES } from '../orders';

/**
 * The operator's calls (api/admin/orders/{id}/status and /adjust, bearer ADMIN_TOKEN), also used
 * by `npm run orders`. Shipping needs a carrier and its tracking number.
 */
const shippedNeeds = (max: number) =>
  string()
    .trim()
    .max(max, messages.fieldTooLong)
    .default('')
    .when('status', { is: 'shipped', then: (s) => s.required(messages.invalidInput) });

export const adminOrderStatusSchema = object({
  status: string()
    .trim()
    .oneOf([...ORDER_STATUSES], messages.orderStatusConflict)
    .required(messages.orderStatusConflict),
  carrier: shippedNeeds(40),
  tracking_no: shippedNeeds(60),
  location: string().trim().max(120, messages.fieldTooLong).default(''),
});
export type AdminOrderStatusInput = InferType<typeof adminOrderStatusSchema>;

/** A new amount for the order (USD); a raise after payment becomes a price difference to pay. */
export const adminOrderAdjustSchema = object({
  total: number()
    .typeError(messages.invalidInput)
    .min(0, messages.invalidInput)
    .max(9_999_999, messages.invalidInput)
    .required(messages.invalidInput),
});
export type AdminOrderAdjustInput = InferType<typeof adminOrderAdjustSchema>;

export const adminOrderParamsSchema = object({
  id: number()
    .typeError(messages.orderNotFound)
    .integer(messages.orderNotFound)
    .positive(messages.orderNotFound)
    .max(2_147_483_647, messages.orderNotFound)
    .required(messages.orderNotFound),
});

/** api/admin/orders/{id}/lines/{line}/prescription */
export const adminReadPrescriptionParamsSchema = adminOrderParamsSchema.shape({
  line: number()
    .typeError(messages.notFound)
    .integer(messages.notFound)
    .positive(messages.notFound)
    .max(2_147_483_647, messages.notFound)
    .required(messages.notFound),
});
export type AdminReadPrescriptionParams = InferType<typeof adminReadPrescriptionParamsSchema>;

/**
 * The prescription read from a line's photo, as the configurator's form sends it; checked against
 * the line's usage by the service (prescriptionSchema), its messages on `prescription.<field>`.
 */
export const adminReadPrescriptionSchema = object({
  prescription: mixed<Record<string, unknown>>().required(messages.rxRequired),
});
export type AdminReadPrescriptionInput = InferType<typeof adminReadPrescriptionSchema>;

/** api/admin/prescription-photos/{id} */
export const adminPrescriptionPhotoParamsSchema = object({
  id: number()
    .typeError(messages.rxPhotoUnknown)
    .integer(messages.rxPhotoUnknown)
    .positive(messages.rxPhotoUnknown)
    .max(2_147_483_647, messages.rxPhotoUnknown)
    .required(messages.rxPhotoUnknown),
});
