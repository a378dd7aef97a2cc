import { styled } from '../styles/theme';

/** A page of the account area: its title, then blocks one under the other. */
export const PageColumn = styled('section', {
  padding: '$4 $4 $7',
  display: 'flex',
  flexDirection: 'column',
  gap: '$4',
  '& h1': { margin: 0, fontSize: '$xl', lineHeight: 1.2 },
});

/** A list's loading, empty or failed state, centred, with its action under it. */
export const CentredState = styled('div', {
  padding: '$6 0',
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '$3',
  '& p': { margin: 0, color: '$inkSoft' },
});

/** A short note about what just happened: done (success) or refused (danger). */
export const Notice = styled('p', {
  margin: 0,
  padding: '$3',
  borderRadius: '$md',
  fontSize: '$sm',
  variants: { tone: { success: { backgroundColor: '$successSoft', color: '$success' }, danger: { backgroundColor: '$dangerSoft', color: '$danger' } } },
});
