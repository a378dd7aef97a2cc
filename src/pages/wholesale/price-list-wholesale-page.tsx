import { PriceList } from '../../features/wholesale/price-list';

/** /catalog-price-list-w: the wholesale price list (tiers and MOQ for business buyers). */
export default function PriceListWholesalePage() {
  return <PriceList kind="w" />;
}
