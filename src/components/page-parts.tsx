import type { Loaded } from './use-load';
import { useTranslation } from '../i18n/react';
import { styled } from '../styles/theme';
import { Button } from './button';

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
  variants: {
    tone: { success: { backgroundColor: '$successSoft', color: '$success' }, danger: { backgroundColor: '$dangerSoft', color: '$danger' } },
  },
});

/**
 * A loaded list's waiting and failed states: the loading line (announced), or the failure with a
 * Try again that loads it again; nothing once it is ready (the page draws the list).
 */
export function LoadStates({ loaded, loading, failed }: { loaded: Loaded<unknown> & { retry(): void }; loading: string; failed: string }) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') {
    return (
      <CentredState role="status">
        <p>{loading}</p>
      </CentredState>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <CentredState role="alert">
        <p>{failed}</p>
        <Button onClick={loaded.retry}>{t('common:retry')}</Button>
      </CentredState>
    );
  }
  return null;
}
