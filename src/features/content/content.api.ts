import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { ContentPage, InquiryReceipt } from '../../../contract/content';
import type { ArrivalNotificationInput, InquiryInput } from '../../../contract/schemas/content';

/** The shop's texts (information pages, agreements) and its contact forms. */
export const contentApi = {
  /** GET api/pages/{slug} -> the page's title, description and sanitized HTML; unknown: 404. */
  page: (slug: string, signal?: AbortSignal) => http<ContentPage>('get', paths.page(slug), { signal }),
  /** GET api/getAgreement?key= -> an agreement's text (the Annual Rebate Reward one by default). */
  agreement: (key?: string, signal?: AbortSignal) => http<ContentPage>('get', paths.getAgreement, { query: { key }, signal }),
  /** POST api/contractUs/addInquiry: the contact form (stored, mailed to the shop, confirmed to the sender). */
  addInquiry: (input: InquiryInput) => http<InquiryReceipt>('post', paths.addInquiry, { form: { ...input } }),
  /** POST api/contractUs/arrivalNotification: e-mail me when the coming collection arrives. */
  arrivalNotification: (input: Partial<ArrivalNotificationInput> & { email: string }) =>
    http<null>('post', paths.arrivalNotification, { form: { ...input } }),
};
