import { useTranslation } from '../../i18n/react';
import { Link, useLocation } from 'wouter';
import { styled } from '../../styles/theme';
import { navigationResource, useResource } from './resources';

const Nav = styled('nav', {
  borderBottom: '1px solid $line',
  backgroundColor: '$surface',
});

const List = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '0 $3',
  display: 'flex',
  gap: '$1',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  minHeight: '0.96rem',
  alignItems: 'stretch',
});

const Item = styled(Link, {
  display: 'flex',
  alignItems: 'center',
  height: '0.96rem',
  paddingInline: '$3',
  whiteSpace: 'nowrap',
  fontSize: '$sm',
  fontWeight: 600,
  color: '$inkSoft',
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  '&[aria-current="page"]': { color: '$brand', borderBottomColor: '$brand' },
});

/** The top category bar: the navigation column's top level, scrolling sideways. */
export function CategoryBar() {
  const { t } = useTranslation('shell');
  const nav = useResource(navigationResource);
  const [pathname] = useLocation();
  if (nav.status !== 'ready' || nav.data.length === 0)
    return (
      <Nav aria-label={t('categoryBar.label')} aria-busy={nav.status === 'loading' || undefined}>
        <List />
      </Nav>
    );
  return (
    <Nav aria-label={t('categoryBar.label')}>
      <List>
        {nav.data.map((item) => (
          <li key={item.id}>
            <Item href={item.url} aria-current={pathname === item.url ? 'page' : undefined}>
              {item.name}
            </Item>
          </li>
        ))}
      </List>
    </Nav>
  );
}
