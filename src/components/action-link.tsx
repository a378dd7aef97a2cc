import { Link } from 'wouter';
import { styled } from '../styles/theme';

/** A link that looks like a button (secondary, or `primary`): "Pay now", "Track", "Browse". */
export const ActionLink = styled(Link, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '$tap',
  paddingInline: '$4',
  borderRadius: '$md',
  border: '1px solid $brand',
  color: '$brand',
  fontWeight: 600,
  textDecoration: 'none',
  fontSize: '$sm',
  whiteSpace: 'nowrap',
  variants: { primary: { true: { backgroundColor: '$brand', color: '$brandInk' } } },
});
