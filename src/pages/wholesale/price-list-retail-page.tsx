import { PriceList } from '../../features/wholesale/price-list';

/** /catalog-price-list-v: the retail price list. */
export default function PriceListRetailPage() {
  return <PriceList kind="v" />;
}
