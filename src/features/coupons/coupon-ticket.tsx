import { styled } from '../../styles/theme';

/** A coupon as a ticket: its terms beside, its action (GET/SAVED, Apply) at the end. */
export const Ticket = styled('li', {
  display: 'flex',
  alignItems: 'center',
  gap: '$3',
  padding: '$3',
  borderRadius: '$md',
  border: '1px dashed $line',
  backgroundColor: '$surface',
  fontSize: '$sm',
  '& > div': { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' },
  '& strong': { fontSize: '$md', color: '$accent' },
  '& button': { flex: 'none', minHeight: '0.88rem' },
});
