import { Component, type ReactNode } from 'react';
import { PAGE_PART_TIMEOUT_MS } from '../../contract/constants';
import { useTranslation } from '../i18n/react';
import { Button } from '../components/button';
import { styled } from '../styles/theme';

/** Calls `giveUp` after `ms` unless cancelled (the answer). The browser's timer; tests give their own. */
export type PartTimer = (giveUp: () => void, ms: number) => () => void;

export const browserTimer: PartTimer = (giveUp, ms) => {
  const id = setTimeout(giveUp, ms);
  return () => clearTimeout(id);
};

/** How long a lazily loaded page or part may take (spec section 8: 120 s), and the timer that counts it. */
export interface PartTiming {
  timeoutMs?: number;
  timer?: PartTimer;
}

/** A page or part whose code did not come: it took longer than the timeout, or its request failed. */
export class PagePartError extends Error {
  constructor(
    readonly reason: 'timeout' | 'failed',
    override readonly cause?: unknown,
  ) {
    super(reason === 'timeout' ? 'A part of the page did not arrive in time' : 'A part of the page could not be loaded');
    this.name = 'PagePartError';
  }
}

/** The part's code, or a PagePartError: `failed` when the load fails, `timeout` when it has not come in time. */
export function arriveWithin<T>(load: () => Promise<T>, { timeoutMs = PAGE_PART_TIMEOUT_MS, timer = browserTimer }: PartTiming = {}): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = timer(() => reject(new PagePartError('timeout')), timeoutMs);
    load().then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(new PagePartError('failed', error));
      },
    );
  });
}

const Notice = styled('div', {
  flex: 1,
  minHeight: '50vh',
  display: 'grid',
  placeContent: 'center',
  justifyItems: 'center',
  gap: '$3',
  padding: '$4',
  textAlign: 'center',
  '& p': { margin: 0, color: '$inkSoft' },
});

/** In an overlay's layer: a card in the middle, as the overlay would have been. */
const OverlayNotice = styled(Notice, {
  position: 'fixed',
  inset: 'auto $4',
  top: '30vh',
  minHeight: 0,
  backgroundColor: '$surface',
  borderRadius: '$lg',
  // The page dimmed behind it, as behind the overlay it stands for.
  boxShadow: '0 0 0 100vmax rgb(0 0 0 / 0.45)',
  pointerEvents: 'auto',
});

function PartFailed({ reason, onRetry, onClose }: { reason: PagePartError['reason']; onRetry(): void; onClose?: () => void }) {
  const { t } = useTranslation();
  const Box = onClose ? OverlayNotice : Notice;
  return (
    <Box role="alert" data-page-part-failed={reason}>
      <p>{reason === 'timeout' ? t('pagePart.timeout') : t('pagePart.failed')}</p>
      <Button onClick={onRetry}>{t('retry')}</Button>
      {onClose && (
        <Button tone="ghost" onClick={onClose}>
          {t('close')}
        </Button>
      )}
    </Box>
  );
}

interface BoundaryProps {
  children?: ReactNode;
  /** Called by Retry before the part draws again (a new load). */
  onRetry(): void;
  /** An overlay's: the notice offers Close too (and sits as a card in the overlay's layer). */
  onClose?: () => void;
}

/**
 * Around a lazily loaded page or part: when its code does not come (PagePartError) it says so, with
 * Retry, instead of spinning on. Any other error is not its business and goes on up.
 */
export class PagePartBoundary extends Component<BoundaryProps, { error: PagePartError | null }> {
  override state = { error: null as PagePartError | null };

  static getDerivedStateFromError(error: unknown) {
    if (error instanceof PagePartError) return { error };
    throw error;
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    return error ? <PartFailed reason={error.reason} onRetry={this.retry} onClose={this.props.onClose} /> : this.props.children;
  }
}
