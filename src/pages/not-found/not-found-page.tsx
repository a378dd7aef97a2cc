import { useTranslation } from '../../i18n/react';
import { Link } from 'wouter';
import { styled } from '../../styles/theme';
import { FrameArt } from '../../components/frame-art';
import { SearchIcon } from '../../components/icons';
import { routes } from '../../app/paths';
import { useOverlays } from '../../app/overlays/selectors';

const Wrap = styled('section', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  padding: '$7 $5',
  '& > svg': { width: '5rem', height: 'auto', marginBottom: '$5' },
  '& h1, & h2': { margin: '0 0 $3', fontSize: '$xl' },
  '& p': { margin: '0 0 $6', color: '$inkSoft', maxWidth: '7.6rem' },
});

const Actions = styled('div', { display: 'flex', flexDirection: 'column', gap: '$3', width: '100%', maxWidth: '6.4rem' });

const HomeLink = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$tap',
  borderRadius: '$md',
  backgroundColor: '$brand',
  color: '$brandInk',
  fontWeight: 600,
  textDecoration: 'none',
});

const SearchButton = styled('button', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  minHeight: '$tap',
  borderRadius: '$md',
  border: '1px solid $brand',
  backgroundColor: '$surface',
  color: '$brand',
  fontWeight: 600,
  cursor: 'pointer',
});

/**
 * /404: a friendly way back home or into search. Inside another page (an unknown category under
 * the list's own h1) its heading is an h2, so the page keeps one h1.
 */
export default function NotFoundPage({ level = 1 }: { level?: 1 | 2 }) {
  const { t } = useTranslation('shell');
  const { open } = useOverlays();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Wrap aria-labelledby="not-found-title">
      <FrameArt shape="round" color="#8a909c" tint="rgba(138,144,156,.08)" />
      <Heading id="not-found-title">{t('notFound.title')}</Heading>
      <p>{t('notFound.text')}</p>
      <Actions>
        <HomeLink href={routes.home}>{t('notFound.home')}</HomeLink>
        <SearchButton type="button" aria-haspopup="dialog" onClick={() => open('search')}>
          <SearchIcon size="0.4rem" />
          {t('notFound.search')}
        </SearchButton>
      </Actions>
    </Wrap>
  );
}
