import { Link } from 'wouter';
import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { SearchIcon } from '../../components/icons';
import { hotSearchResource, useResource } from '../../app/shell/resources';
import { Section, SectionNote, SectionTitle } from './home-section';

const Chips = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '$2',
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '$2',
    minHeight: '0.84rem',
    paddingInline: '$4',
    borderRadius: '$pill',
    border: '1px solid $line',
    color: '$ink',
    fontSize: '$sm',
    textDecoration: 'none',
  },
  '& a:hover': { borderColor: '$brand', color: '$brand' },
});

/** The shop's popular searches (api/index/getHotSearch) as links to their results. */
export function PopularSearches() {
  const { t } = useTranslation('home');
  const hot = useResource(hotSearchResource);
  return (
    <Section aria-labelledby="home-popular" css={{ paddingBottom: '$7' }}>
      <SectionTitle id="home-popular">{t('popular.title')}</SectionTitle>
      {hot.status === 'failed' && (
        <SectionNote>
          {t('popular.failed')}{' '}
          <Button tone="ghost" onClick={hot.retry}>
            {t('common:retry')}
          </Button>
        </SectionNote>
      )}
      {hot.status === 'ready' && (
        <Chips>
          {hot.data.map((item) => (
            <li key={item.url}>
              <Link href={item.url}>
                <SearchIcon size="0.32rem" />
                {item.name}
              </Link>
            </li>
          ))}
        </Chips>
      )}
    </Section>
  );
}
