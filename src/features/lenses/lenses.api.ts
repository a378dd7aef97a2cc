import { http } from '../../api/http';
import { paths } from '../../../contract/endpoints';
import type { LensCatalogue, SphRanges } from '../../../contract/prescription';
import type { InquiryReceipt } from '../../../contract/content';
import type { CartLine } from '../../../contract/entities';
import type { LensInquirySummary } from '../../../contract/lens-inquiry';

/** The lens catalogue calls. */
export const lensApi = {
  /** POST api/customer/lens_list: usages, indices, coatings and tints with their prices. */
  lensList: () => http<LensCatalogue>('post', paths.lensList),
  /** GET api/goods/sphRange?goods_id=: the SPH range the frame can be made in with each lens index. */
  sphRange: (goodsId: number, signal?: AbortSignal) => http<SphRanges>('get', paths.sphRange, { query: { goods_id: goodsId }, signal }),
  /** POST api/contractUs/addLensInquiry: the lens enquiry form's fields as typed (the server checks them with lensInquirySchema). */
  addLensInquiry: (fields: Record<string, string>) => http<InquiryReceipt>('post', paths.addLensInquiry, { form: { ...fields } }),
  /** POST api/customer/lens_enquiry: the signed-in customer's lens enquiries with the shop's answers. */
  /** POST api/customer/replenish: the same glasses as a paid order's line into the cart -> the cart's lines. */
  replenish: (orderId: number, lineId: number) => http<CartLine[]>('post', paths.replenish, { json: { order_id: orderId, line_id: lineId } }),
  lensEnquiries: (signal?: AbortSignal) => http<{ list: LensInquirySummary[] }>('post', paths.lensEnquiry, { signal }),
};
