import { Link } from 'wouter';
import { styled } from '../styles/theme';

const Bar = styled('nav', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  fontSize: '$sm',
  '& a': { display: 'inline-flex', alignItems: 'center', minHeight: '$tap', color: '$brand', fontWeight: 600 },
});

/**
 * Pages of a list kept in the address (`?page=`), from the server's total and page size: newer and
 * older links around "page N of M"; nothing when there is one page. The words are the page's
 * (`position` gets the page and the number of pages).
 */
export function Pager({
  page,
  total,
  pageSize,
  href,
  label,
  newer,
  older,
  position,
}: {
  page: number;
  total: number;
  pageSize: number;
  href: (page: number) => string;
  label: string;
  newer: string;
  older: string;
  position(page: number, pages: number): string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <Bar aria-label={label}>
      {page > 1 ? <Link href={href(page - 1)}>{newer}</Link> : <span />}
      <span>{position(page, pages)}</span>
      {page < pages ? <Link href={href(page + 1)}>{older}</Link> : <span />}
    </Bar>
  );
}

/** The page a list's address asks for (`?page=`, 1 when none or not a page). */
export function pageOf(search: string): number {
  const n = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
