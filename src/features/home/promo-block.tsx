import { Link } from 'wouter';
import type { IndexBlock } from '../../../contract/catalog';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';

const Promo = styled('section', {
  margin: '$6 $4 0',
  padding: '$5',
  borderRadius: '$lg',
  background: 'linear-gradient(160deg, #fff4e5 0%, #fde7cf 100%)',
  '& h2': { margin: '0 0 $2', fontSize: '$lg' },
  '& > p': { margin: '0 0 $4', fontSize: '$sm', color: '$inkSoft' },
  '& ul': { listStyle: 'none', margin: '0 0 $4', padding: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '$2' },
  '& li': { backgroundColor: 'rgba(255,255,255,.7)', borderRadius: '$md', padding: '$2 $3', fontSize: '$xs' },
  '& li strong': { display: 'block', fontSize: '$sm' },
  '& a.cta': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$tap',
    paddingInline: '$5',
    borderRadius: '$pill',
    backgroundColor: '$ink',
    color: '#fff',
    fontWeight: 700,
    textDecoration: 'none',
  },
});

// The rows of goods are below the fold: their code (the goods card, its heart, price and stars)

/** The operator's promo block: a title, a sentence, tiers and a link. */
export function PromoBlock({ block }: { block: IndexBlock }) {
  const { t } = useTranslation('home');
  const id = `home-promo-${block.id}`;
  return (
    <Promo aria-labelledby={id}>
      <h2 id={id}>{block.title}</h2>
      {/* The operator's sentences keep their own direction (<bdi>): an English one on an Arabic page ends with its full stop. */}
      <p>
        <bdi>{block.subtitle}</bdi>
      </p>
      {block.items.length > 0 && (
        <ul>
          {block.items.map((item) => (
            <li key={item.id}>
              <strong>
                <bdi>{item.title}</bdi>
              </strong>
              <bdi>{item.subtitle}</bdi>
            </li>
          ))}
        </ul>
      )}
      {block.link && (
        <Link className="cta" href={block.link}>
          {t('promo.cta')}
        </Link>
      )}
    </Promo>
  );
}
