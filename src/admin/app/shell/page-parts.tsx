import type { ReactNode } from 'react';
import { styled } from '../../../styles/theme';

/** A console page's title row: its h1 and, at the inline end, the page's own actions. */
export function PageHead({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Head>
      <h1>{title}</h1>
      {children && <Actions>{children}</Actions>}
    </Head>
  );
}
const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: '$3',
  marginBottom: '$4',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: 1.2 },
});
const Actions = styled('div', { display: 'flex', gap: '$2', flexWrap: 'wrap', alignItems: 'center' });

/** A block of a page: a white card with its heading. */
export const Panel = styled('section', {
  backgroundColor: '$surface',
  border: '1px solid $line',
  borderRadius: '$lg',
  padding: '$4',
  marginBottom: '$4',
  minWidth: 0,
  '& h2': { margin: '0 0 $3', fontSize: '$lg' },
  '& h3': { margin: '$4 0 $2', fontSize: '$md' },
  '& h2 + h3, & h3:first-child': { marginTop: 0 },
});

/** A short note: done (success), refused (danger), or neutral. */
export const Note = styled('p', {
  margin: '0 0 $3',
  padding: '$2 $3',
  borderRadius: '$md',
  fontSize: '$sm',
  variants: {
    tone: {
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
      info: { backgroundColor: '$brandSoft', color: '$ink' },
    },
  },
  defaultVariants: { tone: 'info' },
});

/** A form's fields side by side where there is room. */
export const FieldRow = styled('div', {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(5rem, 1fr))',
  gap: '0 $4',
  alignItems: 'start',
});

/** A table that scrolls sideways rather than squeezing its columns. */
export const TableWrap = styled('div', { overflowX: 'auto', border: '1px solid $line', borderRadius: '$lg', backgroundColor: '$surface' });
export const Table = styled('table', {
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '$sm',
  '& th, & td': { padding: '$2 $3', textAlign: 'start', borderBottom: '1px solid $line', verticalAlign: 'top' },
  '& th': { fontWeight: 700, color: '$inkSoft', whiteSpace: 'nowrap', backgroundColor: '$canvas' },
  '& tbody tr:last-child td': { borderBottom: 0 },
  '& td.num, & th.num': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  '& a': { color: '$brand', fontWeight: 600 },
});

/** Definitions: a label and its value, in two columns. */
export const Facts = styled('dl', {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '$1 $4',
  margin: 0,
  fontSize: '$sm',
  '& dt': { color: '$inkSoft', fontWeight: 600 },
  '& dd': { margin: 0, overflowWrap: 'anywhere' },
});

export const Badge = styled('span', {
  display: 'inline-block',
  padding: '0 $2',
  borderRadius: '$pill',
  fontSize: '$xs',
  fontWeight: 700,
  lineHeight: 1.8,
  whiteSpace: 'nowrap',
  backgroundColor: '$brandSoft',
  color: '$ink',
  variants: {
    tone: {
      success: { backgroundColor: '$successSoft', color: '$success' },
      danger: { backgroundColor: '$dangerSoft', color: '$danger' },
      neutral: { backgroundColor: '$canvas', color: '$inkSoft' },
    },
  },
});
