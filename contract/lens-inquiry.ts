import { object, string, type InferType } from 'yup';
import { INQUIRY_MESSAGE_MAX, INQUIRY_NAME_MAX } from './content';
import { messages } from './messages';
import { ranged, type RxRange } from './prescription';
import { emailField } from './schemas/email';

/**
 * The lens enquiry (spec: addLensInquiry, lens_enquiry): a shopper whose prescription is outside
 * what the lens configurator offers, or who wants a special lens, writes to the shop. Its values
 * may lie beyond RX_RANGES (that is why they write), so they have their own, wider, bounds.
 */

/** What the enquiry is about. */
export const LENS_INQUIRY_NEEDS = ['outside_range', 'prism', 'special_lens', 'other'] as const;
export type LensInquiryNeed = (typeof LENS_INQUIRY_NEEDS)[number];

/** The values an enquiry may carry (wider than RX_RANGES: a prescription we do not make yet). */
export const LENS_INQUIRY_RANGES = {
  sph: { min: -30, max: 30, step: 0.25 },
  cyl: { min: -10, max: 10, step: 0.25 },
  add: { min: 0.25, max: 5, step: 0.25 },
  pd: { min: 40, max: 85, step: 0.5 },
} as const satisfies Record<string, RxRange>;

/** The prescription fields of the form, in its order (each optional). */
export const LENS_INQUIRY_RX_FIELDS = ['right_sph', 'right_cyl', 'left_sph', 'left_cyl', 'add', 'pd'] as const;
export type LensInquiryRxField = (typeof LENS_INQUIRY_RX_FIELDS)[number];

const optional = (range: RxRange, message: string) => ranged(range, message).nullable().default(null);

/** POST api/contractUs/addLensInquiry */
export const lensInquirySchema = object({
  name: string().trim().required(messages.inquiryNameRequired).max(INQUIRY_NAME_MAX, messages.fieldTooLong),
  email: emailField(),
  need: string<LensInquiryNeed>()
    .trim()
    .required(messages.lensInquiryNeedRequired)
    .oneOf([...LENS_INQUIRY_NEEDS], messages.lensInquiryNeedRequired),
  right_sph: optional(LENS_INQUIRY_RANGES.sph, messages.lensInquirySph),
  right_cyl: optional(LENS_INQUIRY_RANGES.cyl, messages.lensInquiryCyl),
  left_sph: optional(LENS_INQUIRY_RANGES.sph, messages.lensInquirySph),
  left_cyl: optional(LENS_INQUIRY_RANGES.cyl, messages.lensInquiryCyl),
  add: optional(LENS_INQUIRY_RANGES.add, messages.lensInquiryAdd),
  pd: optional(LENS_INQUIRY_RANGES.pd, messages.lensInquiryPd),
  message: string().trim().required(messages.inquiryMessageRequired).max(INQUIRY_MESSAGE_MAX, messages.inquiryMessageTooLong),
});
export type LensInquiryInput = InferType<typeof lensInquirySchema>;

/** What an enquiry keeps beside the contact fields. */
export type LensInquiryDetails = { need: LensInquiryNeed } & Record<LensInquiryRxField, number | null>;

/** One of the customer's lens enquiries (POST api/customer/lens_enquiry). */
export interface LensInquirySummary {
  id: number;
  need: LensInquiryNeed;
  message: string;
  status: 'open' | 'answered';
  answer: string | null;
  created_at: string;
  answered_at: string | null;
}
