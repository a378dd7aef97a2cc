import { Link } from 'wouter';
import { styled } from '../styles/theme';

const Tabs = styled('nav', {
  marginInline: '-$4',
  overflowX: 'auto',
  borderBlockEnd: '1px solid $line',
  '& ul': { listStyle: 'none', margin: 0, padding: '0 $4', display: 'flex', gap: '$4' },
  '& a': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '$tap',
    color: '$inkSoft',
    textDecoration: 'none',
    fontSize: '$sm',
    fontWeight: 600,
    whiteSpace: 'nowrap',
    borderBlockEnd: '3px solid transparent',
  },
  '& a[aria-current="page"]': { color: '$brand', borderColor: '$brand' },
});

/**
 * A page's tabs kept in its address (`?tab=`): links, the current one marked `aria-current`, so
 * Back and a reload keep the tab and a screen reader hears which one is shown.
 */
export function TabLinks<T extends string>({
  label,
  tabs,
  current,
  href,
  text,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  href: (tab: T) => string;
  text: (tab: T) => string;
}) {
  return (
    <Tabs aria-label={label}>
      <ul>
        {tabs.map((id) => (
          <li key={id}>
            <Link href={href(id)} replace aria-current={id === current ? 'page' : undefined}>
              {text(id)}
            </Link>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
