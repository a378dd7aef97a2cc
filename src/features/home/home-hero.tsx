import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { FrameArt } from '../../components/frame-art';
import { SearchIcon, TruckIcon, ChevronIcon } from '../../components/icons';

const Hero = styled('section', {
  position: 'relative',
  overflow: 'hidden',
  padding: '$6 $5 $6',
  background: 'linear-gradient(160deg, #0f5c8c 0%, #0b3f61 100%)',
  color: '#fff',
});

const Eyebrow = styled('p', { margin: 0, fontSize: '$xs', fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', opacity: 0.8 });
const Title = styled('h1', { margin: '$2 0 $3', fontSize: '0.72rem', lineHeight: 1.15, maxWidth: '7rem' });
const Lead = styled('p', { margin: '0 0 $5', fontSize: '$sm', opacity: 0.9, maxWidth: '6.6rem' });
const Actions = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', position: 'relative', zIndex: 1 });

const HeroArt = styled('div', {
  position: 'absolute',
  insetInlineEnd: '-0.9rem',
  top: '0.2rem',
  width: '3.6rem',
  transform: 'rotate(-12deg)',
  opacity: 0.9,
  pointerEvents: 'none',
  '& svg': { width: '100%', height: 'auto', display: 'block' },
});

const PrimaryLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  paddingInline: '$5',
  borderRadius: '$pill',
  backgroundColor: '#fff',
  color: '$brand',
  fontWeight: 700,
  textDecoration: 'none',
  '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
});

const GhostButton = styled('button', {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  paddingInline: '$4',
  borderRadius: '$pill',
  border: '1px solid rgba(255,255,255,.5)',
  background: 'none',
  color: '#fff',
  fontWeight: 600,
  cursor: 'pointer',
});

const Perks = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '$4 $5',
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: '$2',
  backgroundColor: '$brandSoft',
  color: '$brand',
  fontSize: '$xs',
  fontWeight: 700,
  textAlign: 'center',
  '& li': { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '$1' },
});

const ReturnIcon = () => (
  <svg
    width="0.44rem"
    height="0.44rem"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M9 14 4 9l5-5" />
    <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
  </svg>
);

const BusinessIcon = () => (
  <svg
    width="0.44rem"
    height="0.44rem"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
  </svg>
);

/** The home page's hero: its words from the catalogue, so the largest paint needs no data. */
export function HomeHero({ shopLink, onSearch }: { shopLink: string | undefined; onSearch(): void }) {
  const { t } = useTranslation('home');
  return (
    <Hero>
      <Eyebrow>{t('hero.eyebrow')}</Eyebrow>
      <Title>{t('hero.title')}</Title>
      <Lead>{t('hero.text')}</Lead>
      <Actions>
        {shopLink && (
          <PrimaryLink href={shopLink}>
            {t('hero.shop')}
            <ChevronIcon size="0.36rem" />
          </PrimaryLink>
        )}
        <GhostButton type="button" aria-haspopup="dialog" onClick={onSearch}>
          <SearchIcon size="0.4rem" />
          {t('hero.search')}
        </GhostButton>
      </Actions>
      <HeroArt>
        <FrameArt shape="cat-eye" color="rgba(255,255,255,.22)" tint="rgba(255,255,255,.06)" />
      </HeroArt>
    </Hero>
  );
}

/** The shop's three promises under the hero. */
export function HomePerks() {
  const { t } = useTranslation('home');
  return (
    <Perks aria-label={t('perks.label')}>
      <li>
        <TruckIcon size="0.44rem" />
        {t('perks.shipping')}
      </li>
      <li>
        <ReturnIcon />
        {t('perks.returns')}
      </li>
      <li>
        <BusinessIcon />
        {t('perks.business')}
      </li>
    </Perks>
  );
}
