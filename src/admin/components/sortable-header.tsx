import { Link } from 'wouter';
import type { AriaSort } from './url-query';

/** A sortable column's header: a link to the list sorted by it, its sort said to assistive tech (aria-sort) and drawn as an arrow. */
export function SortableHeader({ label, sort, href, className }: { label: string; sort: AriaSort; href: string; className?: string }) {
  return (
    <th scope="col" aria-sort={sort} className={className}>
      <Link href={href}>
        {label}
        <span aria-hidden="true">{sort === 'ascending' ? ' ▲' : sort === 'descending' ? ' ▼' : ''}</span>
      </Link>
    </th>
  );
}
