import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from '../styles/theme';
import { Spinner } from './page-loading';

const Base = styled('button', {
  appearance: 'none',
  border: '1px solid transparent',
  borderRadius: '$md',
  minHeight: '$tap',
  padding: '0 $4',
  fontSize: '$md',
  fontWeight: 600,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '$2',
  cursor: 'pointer',
  transition: 'background-color .15s, opacity .15s',
  '&:disabled, &[aria-busy="true"]': { cursor: 'default', opacity: 0.6 },
  variants: {
    tone: {
      primary: { backgroundColor: '$brand', color: '$brandInk' },
      secondary: { backgroundColor: '$surface', color: '$brand', borderColor: '$brand' },
      ghost: { backgroundColor: 'transparent', color: '$ink', padding: '0 $2' },
      danger: { backgroundColor: '$danger', color: '#fff' },
    },
    block: { true: { width: '100%' } },
  },
  defaultVariants: { tone: 'primary' },
});

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: 'primary' | 'secondary' | 'ghost' | 'danger';
  block?: boolean;
  /** Shows a spinner and ignores clicks (spec: buttons ignore clicks while loading). */
  loading?: boolean;
}

/** A real <button>. While disabled or loading it ignores clicks. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { loading = false, disabled, onClick, children, type = 'button', ...rest },
  ref,
) {
  return (
    <Base
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading || disabled) {
          e.preventDefault();
          return;
        }
        onClick?.(e);
      }}
      {...rest}
    >
      {loading && <Spinner aria-hidden css={{ width: '0.36rem', height: '0.36rem', borderWidth: 2 }} />}
      {children}
    </Base>
  );
});

/** A button that looks like a link, for secondary actions in forms. */
export const LinkButton = styled('button', {
  appearance: 'none',
  background: 'none',
  border: 0,
  padding: 0,
  color: '$brand',
  fontSize: '$sm',
  textDecoration: 'underline',
  cursor: 'pointer',
});
