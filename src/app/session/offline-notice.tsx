import { useTranslation } from '../../i18n/react';
import { styled } from '../../styles/theme';
import { Button } from '../../components/button';
import { useIsOffline, useSessionActions } from './selectors';

const Bar = styled('div', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '$3',
  padding: '$2 $4',
  backgroundColor: '$dangerSoft',
  color: '$danger',
  fontSize: '$sm',
});

/** Shown while the shop cannot be reached for a visitor token; it retries by itself too. */
export function OfflineNotice() {
  const offline = useIsOffline();
  const { retry } = useSessionActions();
  const { t } = useTranslation();
  if (!offline) return null;
  return (
    <Bar role="alert">
      <span>{t('messages:requestFailed')}</span>
      <Button tone="ghost" onClick={retry}>
        {t('retry')}
      </Button>
    </Bar>
  );
}
