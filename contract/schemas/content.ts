import { object, string, type InferType } from 'yup';
import {
  AGREEMENT_KEYS,
  DEFAULT_AGREEMENT,
  DEFAULT_COLLECTION,
  INQUIRY_MESSAGE_MAX,
  INQUIRY_NAME_MAX,
  INQUIRY_SUBJECT_MAX,
  ORDER_NO_MAX,
  SLUG_MAX,
  SLUG_PATTERN,
} from '../content';
import { messages } from '../messages';
import { emailField } from './email';

/** GET api/pages/{slug}: any slug that is not a page's is a 404 (the service says so). */
export const pageParamsSchema = object({
  slug: string().required(messages.pageNotFound).max(SLUG_MAX, messages.pageNotFound),
});
export type PageParams = InferType<typeof pageParamsSchema>;

/** GET api/getAgreement?key= (the Annual Rebate Reward agreement when no key is given). */
export const agreementQuerySchema = object({
  key: string()
    .trim()
    .oneOf([...AGREEMENT_KEYS], messages.agreementNotFound)
    .default(DEFAULT_AGREEMENT),
});
export type AgreementQuery = InferType<typeof agreementQuerySchema>;

/** POST api/contractUs/addInquiry: the contact form. */
export const inquirySchema = object({
  name: string().trim().required(messages.inquiryNameRequired).max(INQUIRY_NAME_MAX, messages.fieldTooLong),
  email: emailField(),
  subject: string().trim().required(messages.inquirySubjectRequired).max(INQUIRY_SUBJECT_MAX, messages.fieldTooLong),
  message: string().trim().required(messages.inquiryMessageRequired).max(INQUIRY_MESSAGE_MAX, messages.inquiryMessageTooLong),
  /** Optional: the order the question is about. */
  order_no: string()
    .trim()
    .default('')
    .max(ORDER_NO_MAX, messages.orderNoInvalid)
    .matches(/^[A-Za-z0-9-]*$/, { message: messages.orderNoInvalid }),
});
export type InquiryInput = InferType<typeof inquirySchema>;

/** POST api/contractUs/arrivalNotification: e-mail me when the coming collection arrives (the catalogue form's messages). */
export const arrivalNotificationSchema = object({
  email: emailField({ words: 'catalogue' }),
  collection: string()
    .trim()
    .default(DEFAULT_COLLECTION)
    .max(SLUG_MAX, messages.collectionUnknown)
    .matches(SLUG_PATTERN, { message: messages.collectionUnknown, excludeEmptyString: true }),
});
export type ArrivalNotificationInput = InferType<typeof arrivalNotificationSchema>;
