import { useTranslation } from '../../i18n/react';
import { FLOATING_BOTTOM, styled } from '../../styles/theme';
import { ChatIcon } from '../../components/icons';

const Launcher = styled('button', {
  position: 'fixed',
  insetInlineEnd: '$3',
  bottom: FLOATING_BOTTOM,
  zIndex: 90,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '$tap',
  height: '$tap',
  border: 0,
  borderRadius: '$pill',
  backgroundColor: '$brand',
  color: '$brandInk',
  boxShadow: '$sheet',
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid $ink', outlineOffset: 2 },
  '&[aria-expanded="true"]': { display: 'none' },
  // Never over a popup (the live room's, the sign-in dialog...) nor its backdrop.
  'body:has([aria-modal="true"]) &': { display: 'none' },
});

/** The chat's round button; its words ship with the shell so the widget's own code loads only on a tap. */
export function SupportLauncher({ expanded, onOpen, controls }: { expanded: boolean; onOpen(): void; controls?: string }) {
  const { t } = useTranslation('shell');
  return (
    <Launcher type="button" aria-label={t('support.open')} aria-expanded={expanded} aria-controls={controls} onClick={onOpen}>
      <ChatIcon size="0.5rem" />
    </Launcher>
  );
}
