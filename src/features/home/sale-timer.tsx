import { Link } from 'wouter';
import type { Sale } from '../../../contract/sale';
import { saleApi } from '../sale/sale.api';
import { routes } from '../../app/paths';
import { useLoad } from '../../components/use-load';
import { SaleCountdown } from '../sale/sale-countdown';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Box = styled('div', {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  marginBlockEnd: '$3',
  padding: '$3 $4',
  borderRadius: '$lg',
  background: 'linear-gradient(160deg, #8c1d3f 0%, #5a1029 100%)',
  color: '#fff',
  '& p': { margin: '0 0 $1', fontSize: '$xs', fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$tap',
    paddingInline: '$4',
    borderRadius: '$pill',
    backgroundColor: '#fff',
    color: '#5a1029',
    fontWeight: 700,
    textDecoration: 'none',
  },
});

/**
 * The home page's sale row: how long the sale on now has left (its countdown) and the way to its
 * page. Loaded with the row, below the fold; nothing when no sale is on (or it cannot be read).
 */
export default function SaleTimer() {
  const { t } = useTranslation('sale');
  const sale = useLoad<Sale>('sale', (signal) => saleApi.banner(signal));
  if (sale.status !== 'ready' || Date.parse(sale.data.ends_at) <= Date.now()) return null;
  return (
    <Box>
      <div>
        <p>{t('home.endsIn')}</p>
        <SaleCountdown key={sale.data.ends_at} endTime={sale.data.ends_at} tone="dark" />
      </div>
      <Link href={routes.sale}>{t('home.cta')}</Link>
    </Box>
  );
}
