import { LENS_PRICE_LIST_KINDS, type LensPriceList } from '../../lens-price-list';
import { LENS_COATING_KINDS } from '../../prescription';
import { ladderPriceReply } from './catalog';
import { bool, int, listOf, num, obj, str, word, type Agrees, type Assert } from './shape';

/** api/customer/lensPriceList */
export const lensPriceListReply = obj({
  kind: word(LENS_PRICE_LIST_KINDS),
  wholesale_hidden: bool(),
  series: listOf(obj({ code: str(), name: str(), description: str() })),
  rows: listOf(
    obj({
      series: str(),
      series_name: str(),
      index: str(),
      index_name: str(),
      material: str(),
      max_power: int(),
      price: num(),
      wholesale_price: listOf(ladderPriceReply),
    }),
  ),
  extras: listOf(
    obj({ code: str(), kind: word(LENS_COATING_KINDS), name: str(), description: str(), price: num(), wholesale_price: listOf(ladderPriceReply) }),
  ),
});
type _List = Assert<Agrees<typeof lensPriceListReply, LensPriceList>>;
