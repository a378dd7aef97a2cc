import type { ContentPage, InquiryReceipt } from '../../content';
import { int, obj, str, type Agrees, type Assert } from './shape';

/** GET api/pages/{slug} and GET api/getAgreement */
export const contentPageReply = obj({
  slug: str(),
  title: str(),
  description: str(),
  html: str(),
  updated_at: str(),
  version: int(),
  content_lang: str(),
});
type _ContentPage = Assert<Agrees<typeof contentPageReply, ContentPage>>;

/** POST api/contractUs/addInquiry */
export const inquiryReceiptReply = obj({ id: int() });
type _InquiryReceipt = Assert<Agrees<typeof inquiryReceiptReply, InquiryReceipt>>;
