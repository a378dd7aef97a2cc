import { Link } from 'wouter';
import type { IndexBlock } from '../../../contract/catalog';
import type { NavItem } from '../../../contract/entities';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { FrameArt, artForCategory } from '../../components/frame-art';
import { Button } from '../../components/button';
import type { ResourceState } from '../../app/shell/resources';
import { Section, SectionNote, SectionTitle } from './home-section';

const Tiles = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: '$3',
});

const Tile = styled(Link, {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  borderRadius: '$lg',
  overflow: 'hidden',
  backgroundColor: '$canvas',
  color: '$ink',
  textDecoration: 'none',
  boxShadow: '$card',
  '&:hover': { boxShadow: '0 4px 14px rgba(0,0,0,.12)' },
});

const TileArt = styled('div', {
  aspectRatio: '16 / 10',
  display: 'grid',
  placeItems: 'center',
  padding: '$3',
  background: 'linear-gradient(180deg, #ffffff 0%, #eef1f5 100%)',
  '& svg': { width: '88%', height: 'auto' },
});

const TileText = styled('span', {
  display: 'flex',
  flexDirection: 'column',
  padding: '$3',
  '& strong': { fontSize: '$sm' },
  '& small': { fontSize: '$xs', color: '$inkSoft' },
});

const TileImg = styled('img', { display: 'block', width: '100%', height: 'auto', aspectRatio: '2 / 1' });
const Skeleton = styled('li', { height: '3.4rem', borderRadius: '$lg', backgroundColor: '$canvas' });

/**
 * The category tiles: the operator's block when there is one, else the navigation's categories
 * drawn as frames (skeletons while either is loading, a retry when the navigation failed).
 */
export function CategoryTiles({
  tiles,
  nav,
  blocksPending,
}: {
  tiles: IndexBlock | undefined;
  nav: ResourceState<NavItem[]> & { retry(): void };
  blocksPending: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <Section aria-labelledby="home-categories">
      <SectionTitle id="home-categories">{tiles?.title ?? t('categories.title')}</SectionTitle>
      {tiles ? (
        <Tiles>
          {tiles.items.map((item) => (
            <li key={item.id}>
              <Tile href={item.link}>
                <TileImg src={item.img} alt="" width={240} height={120} loading="lazy" decoding="async" />
                <TileText>
                  <strong>{item.title}</strong>
                </TileText>
              </Tile>
            </li>
          ))}
        </Tiles>
      ) : nav.status === 'failed' ? (
        <SectionNote>
          {t('categories.failed')}{' '}
          <Button tone="ghost" onClick={nav.retry}>
            {t('common:retry')}
          </Button>
        </SectionNote>
      ) : (
        <Tiles aria-busy={nav.status !== 'ready' || blocksPending || undefined}>
          {nav.status === 'ready' && !blocksPending
            ? nav.data.map((item, i) => (
                <li key={item.id}>
                  <Tile href={item.url}>
                    <TileArt>
                      <FrameArt {...artForCategory(item.name, i)} />
                    </TileArt>
                    <TileText>
                      <strong>{item.name}</strong>
                      {item.children.length > 0 && <small>{t('categories.count', { count: item.children.length })}</small>}
                    </TileText>
                  </Tile>
                </li>
              ))
            : [0, 1, 2, 3].map((i) => <Skeleton key={i} aria-hidden="true" />)}
        </Tiles>
      )}
    </Section>
  );
}
