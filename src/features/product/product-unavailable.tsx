import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { GlassesIcon, SearchIcon } from '../../components/icons';
import { routes } from '../../app/paths';

const Wrap = styled('section', {
  padding: '$7 $5',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& h1': { margin: 0, fontSize: '$xl' },
  '& p': { margin: 0, color: '$inkSoft', fontSize: '$sm' },
  '& > svg': { width: '1.6rem', height: '1.6rem', color: '$inkFaint' },
});
const Links = styled('div', { display: 'flex', flexWrap: 'wrap', gap: '$3', justifyContent: 'center', marginTop: '$3' });
const Action = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '$2',
  minHeight: '$tap',
  paddingInline: '$5',
  borderRadius: '$pill',
  fontWeight: 600,
  textDecoration: 'none',
  border: '1px solid $brand',
  color: '$brand',
  '&[data-primary]': { backgroundColor: '$brand', color: '$brandInk' },
  '& svg': { width: '0.4rem', height: '0.4rem' },
});

/** An unknown or removed product: a friendly page with a way on (home, search). */
export function ProductUnavailable() {
  const { t } = useTranslation('product');
  return (
    <Wrap aria-labelledby="unavailable-title">
      <GlassesIcon />
      <h1 id="unavailable-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Links>
        <Action href={routes.home} data-primary="">
          {t('notFound.home')}
        </Action>
        <Action href={routes.searchResult('')}>
          <SearchIcon />
          {t('notFound.search')}
        </Action>
      </Links>
    </Wrap>
  );
}
