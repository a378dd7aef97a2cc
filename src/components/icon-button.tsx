import { styled } from '../styles/theme';

/** A round, tap-sized button holding one icon; it needs an aria-label. */
export const IconButton = styled('button', {
  position: 'relative',
  flex: 'none',
  width: '$tap',
  height: '$tap',
  display: 'grid',
  placeItems: 'center',
  padding: 0,
  border: 0,
  borderRadius: '$pill',
  background: 'none',
  color: '$ink',
  cursor: 'pointer',
  textDecoration: 'none',
  '&:hover': { backgroundColor: '$canvas' },
  variants: {
    tone: {
      ink: {},
      brand: { color: '$brand' },
      soft: { color: '$inkSoft' },
    },
  },
  defaultVariants: { tone: 'ink' },
});
