import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { loadStrings } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { EDGE_TARGET, styled } from '../../styles/theme';
import type { IndexBlock } from '../../../contract/catalog';
import { GoodsCard } from '../catalog/goods-card';
import { Section } from './home-section';

const RowHead = styled('div', {
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: '$3',
  paddingInline: '$1',
  marginBlockEnd: '$3',
  '& h2': { margin: 0, fontSize: '$lg' },
  '& p': { margin: 0, fontSize: '$xs', color: '$inkSoft' },
  // Thumb-sized and clear of the floating chat button (EDGE_TARGET); the margins keep the row's layout.
  '& a': { ...EDGE_TARGET, fontSize: '$sm', color: '$brand', fontWeight: 600, whiteSpace: 'nowrap', minHeight: 44, marginBlock: -10 },
});

/** Card rows scroll sideways; their height is reserved before the goods arrive. */
const Scroller = styled('ul', {
  listStyle: 'none',
  margin: '0 -$4',
  padding: '0 $4 $3',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '4.1rem',
  gap: '$3',
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  minHeight: '4.7rem',
  '& > li': { scrollSnapAlign: 'start', display: 'flex' },
  '& > li > article': { flex: 1 },
});
/** The sale's countdown and link, above the sale row: its code and words come with that row only. */
const SaleTimer = lazy(() => Promise.all([import('./sale-timer'), loadStrings('sale').catch(() => {})]).then(([m]) => m));

/** A row of goods on the home page (a block of kind goods_row), scrolling sideways. */
export default function GoodsRow({ block }: { block: IndexBlock }) {
  const { t } = useTranslation('home');
  const id = `home-row-${block.id}`;
  return (
    <Section aria-labelledby={id}>
      <RowHead>
        <div>
          <h2 id={id}>{block.title}</h2>
          {block.subtitle && (
            <p>
              <bdi>{block.subtitle}</bdi>
            </p>
          )}
        </div>
        {block.link && (
          <Link href={block.link} aria-label={t('rows.seeAllNamed', { name: block.title })}>
            {t('rows.seeAll')}
          </Link>
        )}
      </RowHead>
      {block.tab === 'sale' && (
        <Suspense fallback={null}>
          <SaleTimer />
        </Suspense>
      )}
      <Scroller aria-label={block.title}>
        {block.goods.map((g) => (
          <li key={g.id}>
            <GoodsCard goods={g} />
          </li>
        ))}
      </Scroller>
    </Section>
  );
}
