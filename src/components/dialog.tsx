import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/react';
import { styled, keyframes } from '../styles/theme';
import { Z_POPUP } from '../../contract/constants';
import { CloseIcon } from './icons';
import { useDialogFocus } from './use-dialog-focus';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { transform: 'translateY(12px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

const Scrim = styled('div', {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$scrim',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '$4',
  animation: `${fadeIn} .2s ease-out`,
  '@reduceMotion': { animation: 'none' },
});

const Panel = styled('div', {
  position: 'relative',
  width: '100%',
  maxWidth: '9.2rem',
  maxHeight: '90vh',
  overflowY: 'auto',
  backgroundColor: '$surface',
  borderRadius: '$lg',
  boxShadow: '$sheet',
  padding: '$5',
  animation: `${rise} .2s ease-out`,
  '@reduceMotion': { animation: 'none' },
});

const Title = styled('h2', { margin: '0 0 $4', fontSize: '$lg', paddingInlineEnd: '$6' });

const Close = styled('button', {
  position: 'absolute',
  insetInlineEnd: '$2',
  top: '$2',
  width: '$tap',
  height: '$tap',
  display: 'grid',
  placeItems: 'center',
  border: 0,
  background: 'none',
  cursor: 'pointer',
  color: '$inkSoft',
});

export interface DialogProps {
  /** Accessible name, shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  onClose(): void;
  children: ReactNode;
  zIndex?: number;
  /** The element to focus first; defaults to the first focusable element. */
  initialFocus?: React.RefObject<HTMLElement | null>;
  /** 'alertdialog' for a confirmation that interrupts (e.g. "Delete this order?"). */
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal dialog: role=dialog with aria-modal, Escape and the scrim close it, focus moves in and
 * is kept inside, and returns to where it was when the dialog closes.
 */
export function Dialog({ title, hideTitle, onClose, children, zIndex = Z_POPUP, initialFocus, role = 'dialog' }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = useDialogFocus(panel, onClose, initialFocus);

  return (
    <Scrim
      style={{ zIndex }}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <Panel ref={panel} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Title id={titleId} className={hideTitle ? 'visually-hidden' : undefined}>
          {title}
        </Title>
        <Close type="button" aria-label={t('close')} onClick={onClose}>
          <CloseIcon />
        </Close>
        {children}
      </Panel>
    </Scrim>
  );
}
