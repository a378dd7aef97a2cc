import type { CountDown, Sale, SaleCategory } from '../../sale';
import { int, listOf, obj, str, type Agrees, type Assert } from './shape';

/** api/eyeGlasses/getBanner */
export const saleReply = obj({
  id: int(),
  title: str(),
  subtitle: str(),
  starts_at: str(),
  ends_at: str(),
  banners: listOf(obj({ img: str(), alt: str() })),
});
type _Sale = Assert<Agrees<typeof saleReply, Sale>>;

/** api/eyeGlasses/getCategory */
export const saleCategoryReply = obj({ id: int(), name: str(), count: int() });
type _SaleCategory = Assert<Agrees<typeof saleCategoryReply, SaleCategory>>;

/** ios/others/countDown */
export const countDownReply = obj({ seconds_left: int() });
type _CountDown = Assert<Agrees<typeof countDownReply, CountDown>>;
