import { CONTENT_STATUSES, CONTENT_TYPES, type AdminContent, type AdminContentRow, type ContentPicture } from '../../admin-content';
import { POST_KINDS } from '../../blog';
import { shopImageReply } from './admin-photos';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

// The console's pages and posts (contract/admin-content.ts).

const rowFields = {
  type: word(CONTENT_TYPES),
  id: int(),
  kind: word(['page', ...POST_KINDS] as const),
  title: str(),
  slug: str(),
  status: word(CONTENT_STATUSES),
  publish_at: str().nullable(),
  version: int(),
  address: str(),
};

/** GET api/admin/content (a list) */
export const adminContentRowReply = obj(rowFields);
type _Row = Assert<Agrees<typeof adminContentRowReply, AdminContentRow>>;

/** GET api/admin/content/{type}/{id} and every change of one */
export const adminContentReply = obj({
  ...rowFields,
  description: str(),
  body: str(),
  related_goods_ids: listOf(int()),
  cover: str(),
  cover_alt: str(),
  fixed: bool(),
});
type _Content = Assert<Agrees<typeof adminContentReply, AdminContent>>;

/** POST api/admin/content/pictures */
export const contentPictureReply = obj({ image: shopImageReply, markdown: str() });
type _Picture = Assert<Agrees<typeof contentPictureReply, ContentPicture>>;

export const adminContentListReply = listOf(adminContentRowReply);
