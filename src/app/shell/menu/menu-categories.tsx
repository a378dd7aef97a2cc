import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { Link } from 'wouter';
import type { NavItem } from '../../../../contract/entities';
import { styled } from '../../../styles/theme';
import { ChevronDownIcon, ChevronIcon } from '../../../components/icons';
import { Button } from '../../../components/button';
import { navigationResource, useResource } from '../resources';

const List = styled('ul', { listStyle: 'none', margin: 0, padding: 0 });

const rowStyle = {
  width: '100%',
  minHeight: '$tap',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$2',
  paddingInline: '$5',
  border: 0,
  background: 'none',
  fontSize: '$md',
  fontWeight: 600,
  color: '$ink',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '$canvas' },
  '& svg': { flex: 'none', color: '$inkFaint', transition: 'transform .2s' },
  '[dir="rtl"] & .chevron': { transform: 'scaleX(-1)' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
} as const;

const RowLink = styled(Link, rowStyle);
const RowButton = styled('button', rowStyle);

const Children = styled('ul', {
  listStyle: 'none',
  margin: 0,
  padding: '0 0 $2',
  backgroundColor: '$canvas',
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '0.96rem',
    paddingInlineStart: '$7',
    paddingInlineEnd: '$5',
    fontSize: '$sm',
    color: '$inkSoft',
    textDecoration: 'none',
  },
  '& a:hover': { color: '$brand' },
});

const Note = styled('p', { margin: 0, padding: '$3 $5', color: '$inkSoft', fontSize: '$sm' });

/** Categories of the navigation column; ones with children expand in place. */
export function MenuCategories() {
  const { t } = useTranslation('shell');
  const nav = useResource(navigationResource);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  if (nav.status === 'failed') {
    return (
      <Note>
        {t('menu.categoriesFailed')}{' '}
        <Button tone="ghost" onClick={nav.retry}>
          {t('common:retry')}
        </Button>
      </Note>
    );
  }
  if (nav.status !== 'ready') return <Note role="status">{t('common:loading')}</Note>;
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <List>
      {nav.data.map((item) => (
        <Category key={item.id} item={item} open={expanded.has(item.id)} onToggle={() => toggle(item.id)} />
      ))}
    </List>
  );
}

function Category({ item, open, onToggle }: { item: NavItem; open: boolean; onToggle(): void }) {
  const { t } = useTranslation('shell');
  if (item.children.length === 0) {
    return (
      <li>
        <RowLink href={item.url}>
          {item.name}
          <ChevronIcon size="0.4rem" className="chevron" />
        </RowLink>
      </li>
    );
  }
  const listId = `menu-category-${item.id}`;
  return (
    <li>
      <RowButton type="button" aria-expanded={open} aria-controls={listId} onClick={onToggle}>
        {item.name}
        <ChevronDownIcon size="0.4rem" />
      </RowButton>
      <Children id={listId} hidden={!open}>
        <li>
          <Link href={item.url}>{t('menu.shopAll', { name: item.name })}</Link>
        </li>
        {item.children.map((child) => (
          <li key={child.id}>
            <Link href={child.url}>{child.name}</Link>
          </li>
        ))}
      </Children>
    </li>
  );
}
