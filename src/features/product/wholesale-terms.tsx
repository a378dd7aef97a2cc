import type { GoodsWholesaleTerms } from '../../../contract/wholesale';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { TierTable } from './tier-table';

const Box = styled('section', {
  marginTop: '$4',
  padding: '$3',
  borderRadius: '$md',
  border: '1px solid $line',
  backgroundColor: '$surface',
  '& h2': { margin: 0, fontSize: '$sm', fontWeight: 700 },
  '& table': { marginTop: '$2' },
});
const Minimum = styled('p', { margin: '$2 0 0', fontSize: '$sm', fontWeight: 700 });

/**
 * A signed-in business buyer's terms of the product (GET api/goods/wholesaleTerms): the wholesale
 * tiers with the tier of the chosen quantity marked, and the minimum order quantity. Visitors and
 * retail customers never see it.
 */
export function WholesaleTerms({ terms, qty }: { terms: GoodsWholesaleTerms; qty: number }) {
  const { t } = useTranslation('product');
  return (
    <Box aria-labelledby="wholesale-terms-title">
      <h2 id="wholesale-terms-title">{t('wholesale.title')}</h2>
      {terms.tiers.length > 0 && <TierTable tiers={terms.tiers} qty={qty} caption={t('wholesale.tiers')} />}
      {terms.moq > 1 && <Minimum>{t('wholesale.minimum', { count: terms.moq })}</Minimum>}
    </Box>
  );
}
