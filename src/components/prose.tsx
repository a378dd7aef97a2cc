import { styled } from '../styles/theme';

/** A text of the server's (sanitized HTML: information pages, posts), set for reading on a phone. */
export const Prose = styled('div', {
  fontSize: '$md',
  lineHeight: 1.6,
  overflowWrap: 'anywhere',
  '& > :first-child': { marginTop: 0 },
  '& h2': { margin: '$6 0 $3', fontSize: '$lg', lineHeight: 1.25 },
  '& h3, & h4, & h5, & h6': { margin: '$5 0 $2', fontSize: '$md', lineHeight: 1.3 },
  '& p': { margin: '0 0 $4' },
  '& ul, & ol': { margin: '0 0 $4', paddingInlineStart: '$6' },
  '& li': { marginBottom: '$2' },
  '& li::marker': { color: '$brand' },
  '& a': { color: '$brand', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& strong': { fontWeight: 700 },
  '& em': { color: '$inkSoft' },
  '& blockquote': { margin: '0 0 $4', padding: '$2 $4', borderInlineStart: '3px solid $brand', backgroundColor: '$brandSoft' },
  '& hr': { border: 0, borderTop: '1px solid $line', margin: '$5 0' },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: '$md' },
  '& code': { fontSize: '$sm', backgroundColor: '$canvas', padding: '0 $1', borderRadius: '$sm' },
  // Tables scroll sideways rather than squeeze.
  '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', margin: '0 0 $4', fontSize: '$sm', maxWidth: '100%' },
  // A cell's words are never cut in the middle ("Product|ion"): the table scrolls instead.
  '& th, & td': { border: '1px solid $line', padding: '$2 $3', textAlign: 'start', verticalAlign: 'top', overflowWrap: 'normal' },
  '& th': { backgroundColor: '$canvas', fontWeight: 600 },
  // FAQ: each question a disclosure a finger can open.
  '& details': { borderBottom: '1px solid $line' },
  '& details:first-of-type': { borderTop: '1px solid $line' },
  '& summary': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '$3',
    minHeight: '$tap',
    padding: '$2 0',
    fontWeight: 600,
    cursor: 'pointer',
    listStyle: 'none',
  },
  '& summary::-webkit-details-marker': { display: 'none' },
  '& summary::after': { content: '"+"', flexShrink: 0, fontSize: '$lg', color: '$brand', lineHeight: 1 },
  '& details[open] > summary::after': { content: '"−"' },
  '& details > p': { margin: '0 0 $4', color: '$ink' },
  '& details[hidden]': { display: 'none' },
});
