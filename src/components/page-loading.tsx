import { useTranslation } from '../i18n/react';
import { styled, keyframes } from '../styles/theme';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const Spinner = styled('span', {
  display: 'inline-block',
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: '50%',
  border: '3px solid $line',
  borderTopColor: '$brand',
  animation: `${spin} 0.8s linear infinite`,
  '@reduceMotion': { animationDuration: '2s' },
});

const Wrap = styled('div', {
  flex: 1,
  minHeight: '50vh',
  display: 'grid',
  placeItems: 'center',
});

/** Shown while a page's code or first data loads (`data-page-loading`: the e2e accessibility gate waits for it to go). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Wrap role="status" aria-live="polite" data-page-loading="">
      <Spinner aria-hidden />
      <span className="visually-hidden">{t('loading')}</span>
    </Wrap>
  );
}
