import { array, mixed, number, object, string, type InferType } from 'yup';
import { ADMIN_LIMITS, ADMIN_ORDER_SORTS } from '../admin';
import { messages } from '../messages';
import { consoleMessages } from '../console-messages';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../orders';
import { toCents } from '../rounding';
import { pageQuery, rowId, sortQuery } from './list-query';

/**
 * The operator's calls (api/admin/orders/{id}/status and /adjust, a staff token with orders.fulfil), also used
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
  id: rowId(messages.orderNotFound).required(messages.orderNotFound),
});

/** api/admin/orders/{id}/lines/{line}/prescription */
export const adminReadPrescriptionParamsSchema = adminOrderParamsSchema.shape({
  line: rowId(messages.notFound).required(messages.notFound),
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
  id: rowId(messages.rxPhotoUnknown).required(messages.rxPhotoUnknown),
});

// ---- the console's orders (api/admin/orders...); contract/admin.ts has the paths and shapes

/** A day as yyyy-mm-dd that exists in the calendar (2026-02-30 does not). */
const isoDay = () =>
  string()
    .trim()
    .matches(/^\d{4}-\d{2}-\d{2}$/, consoleMessages.dateInvalid)
    .test('day', consoleMessages.dateInvalid, (v) => {
      if (v == null) return true;
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(v);
    })
    .optional();

/** GET api/admin/orders and orders.csv: the list's filters as they travel in the query string. */
export const adminOrderQuerySchema = object({
  status: string()
    .oneOf([...ORDER_STATUSES], consoleMessages.listQueryInvalid)
    .optional(),
  payment_method: string()
    .oneOf([...PAYMENT_METHODS], consoleMessages.listQueryInvalid)
    .optional(),
  from: isoDay(),
  to: isoDay(),
  /** An order number, or the start of a customer's e-mail. */
  q: string().trim().max(254, messages.fieldTooLong).optional(),
  ...sortQuery(ADMIN_ORDER_SORTS, 'created_at', consoleMessages.listQueryInvalid),
  ...pageQuery(consoleMessages.listQueryInvalid),
});
export type AdminOrderQueryInput = InferType<typeof adminOrderQuerySchema>;

/** The order's version the member saw (AdminOrderDetail.version): every action sends it back. */
const version = () =>
  number()
    .typeError(consoleMessages.orderChanged)
    .integer(consoleMessages.orderChanged)
    .min(1, consoleMessages.orderChanged)
    .max(2_147_483_647, consoleMessages.orderChanged)
    .required(consoleMessages.orderChanged);

/** An amount of money (USD) above zero, at most two decimals counted (rounded half-up to cents). */
const positiveAmount = () =>
  number()
    .typeError(consoleMessages.amountInvalid)
    .nonNullable(consoleMessages.amountInvalid)
    .test('cents', consoleMessages.amountInvalid, (v) => v == null || (Number.isFinite(v) && toCents(v) > 0))
    .max(9_999_999, consoleMessages.amountInvalid);

const reason = () => string().trim().required(consoleMessages.reasonRequired).max(ADMIN_LIMITS.reasonMax, consoleMessages.reasonTooLong);

/** POST api/admin/orders/{id}/processing and /deliver. */
export const adminVersionSchema = object({ version: version() });
export type AdminVersionInput = InferType<typeof adminVersionSchema>;

/** POST api/admin/orders/{id}/ship */
export const adminShipSchema = object({
  version: version(),
  carrier: string().trim().required(consoleMessages.carrierRequired).max(ADMIN_LIMITS.carrierMax, consoleMessages.carrierTooLong),
  tracking_no: string().trim().required(consoleMessages.trackingNoRequired).max(ADMIN_LIMITS.trackingNoMax, consoleMessages.trackingNoTooLong),
});
export type AdminShipInput = InferType<typeof adminShipSchema>;

/** POST api/admin/orders/{id}/cancel */
export const adminCancelSchema = object({ version: version(), reason: reason() });
export type AdminCancelInput = InferType<typeof adminCancelSchema>;

/**
 * POST api/admin/orders/{id}/refund: an amount, or lines, or neither (everything still refundable);
 * the key makes a repeated request answer the first refund.
 */
export const adminRefundSchema = object({
  version: version(),
  idempotency_key: string()
    .trim()
    .required(consoleMessages.requestKeyInvalid)
    .min(8, consoleMessages.requestKeyInvalid)
    .max(80, consoleMessages.requestKeyInvalid)
    .matches(/^[\w.:-]+$/, consoleMessages.requestKeyInvalid),
  reason: reason(),
  amount: positiveAmount().optional(),
  lines: array(
    object({
      line_id: rowId(consoleMessages.refundLinesInvalid).required(consoleMessages.refundLinesInvalid),
      qty: number()
        .typeError(consoleMessages.refundLinesInvalid)
        .integer(consoleMessages.refundLinesInvalid)
        .positive(consoleMessages.refundLinesInvalid)
        .max(10_000, consoleMessages.refundLinesInvalid)
        .required(consoleMessages.refundLinesInvalid),
    }),
  )
    .typeError(consoleMessages.refundLinesInvalid)
    .max(200, consoleMessages.refundLinesInvalid)
    .optional()
    .test('amount-or-lines', consoleMessages.refundAmountOrLines, function (lines) {
      return !(lines?.length && this.parent.amount != null);
    }),
});
export type AdminRefundInput = InferType<typeof adminRefundSchema>;

/** POST api/admin/orders/{id}/price-difference: the order's total rises by `amount`. */
export const adminPriceDifferenceSchema = object({ version: version(), amount: positiveAmount().required(consoleMessages.amountInvalid) });
export type AdminPriceDifferenceInput = InferType<typeof adminPriceDifferenceSchema>;

/** POST api/admin/orders/{id}/notes */
export const adminNoteSchema = object({
  text: string().trim().required(consoleMessages.noteRequired).max(ADMIN_LIMITS.noteMax, consoleMessages.noteTooLong),
});
export type AdminNoteInput = InferType<typeof adminNoteSchema>;
