import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { Z_POPUP } from '../../contract/constants';
import { useTranslation } from '../i18n/react';
import { keyframes, styled } from '../styles/theme';
import { CloseIcon } from './icons';
import { IconButton } from './icon-button';
import { useDialogFocus } from './use-dialog-focus';

const rise = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

const Scrim = styled('div', {
  position: 'fixed',
  inset: 0,
  backgroundColor: '$scrim',
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
});
const Panel = styled('div', {
  width: '100%',
  maxWidth: '$page',
  maxHeight: '88vh',
  display: 'flex',
  flexDirection: 'column',
  backgroundColor: '$surface',
  borderStartStartRadius: '$lg',
  borderStartEndRadius: '$lg',
  boxShadow: '$sheet',
  animation: `${rise} .22s ease-out`,
  '@reduceMotion': { animation: 'none' },
  outline: 'none',
});
const Head = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$3 $4',
  borderBlockEnd: '1px solid $line',
  '& h2': { margin: 0, fontSize: '$lg' },
});
const Body = styled('div', { overflowY: 'auto', flex: 1, minHeight: 0 });

export interface SheetProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  /** Under the title, outside the scrolling part (e.g. a search field). */
  top?: ReactNode;
  footer?: ReactNode;
  /** The element to focus first; defaults to the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  zIndex?: number;
}

/**
 * A slide-up sheet (spec: "a slide-up sheet"): a modal dialog anchored to the bottom, its body
 * scrolling. Escape, the scrim and the close button close it; focus stays inside meanwhile.
 */
export function Sheet({ title, onClose, children, top, footer, initialFocus, zIndex = Z_POPUP }: SheetProps) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onKeyDown = useDialogFocus(panel, onClose, initialFocus);
  return (
    <Scrim style={{ zIndex }} onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <IconButton type="button" tone="soft" aria-label={t('close')} onClick={onClose}>
            <CloseIcon size="0.48rem" />
          </IconButton>
        </Head>
        {top}
        <Body>{children}</Body>
        {footer}
      </Panel>
    </Scrim>
  );
}
