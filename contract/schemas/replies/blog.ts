import { POST_KINDS, type PostDetail, type PostLikeState, type PostPage, type PostSummary } from '../../blog';
import { goodsCardReply } from './catalog';
import { bool, int, listOf, obj, str, word, type Agrees, type Assert } from './shape';

const summary = {
  id: int(),
  kind: word(POST_KINDS),
  title: str(),
  excerpt: str(),
  cover: str(),
  cover_alt: str(),
  tags: listOf(str()),
  published_at: str(),
  reading_minutes: int(),
  like_count: int(),
  content_lang: str(),
};

export const postSummaryReply = obj(summary);
type _Summary = Assert<Agrees<typeof postSummaryReply, PostSummary>>;

/** GET api/blog/getList */
export const postPageReply = obj({ items: listOf(postSummaryReply), page: int(), page_size: int(), total: int() });
type _Page = Assert<Agrees<typeof postPageReply, PostPage>>;

const link = () => obj({ id: int(), title: str(), content_lang: str() }).nullable();

/** GET api/blog/getOne */
export const postDetailReply = obj({
  ...summary,
  html: str(),
  author: str(),
  is_like: bool(),
  previous: link(),
  next: link(),
  related: listOf(goodsCardReply),
});
type _Detail = Assert<Agrees<typeof postDetailReply, PostDetail>>;

/** POST api/blog/like, api/blog/del_like */
export const postLikeReply = obj({ blog_id: int(), is_like: bool(), like_count: int() });
type _Like = Assert<Agrees<typeof postLikeReply, PostLikeState>>;
