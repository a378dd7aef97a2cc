import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation } from 'wouter';
import { FLOATING_CLEARANCE, globalCss, styled } from '../../styles/theme';
import { hidesHeader, showsCategoryBar } from '../paths';
import { OverlayHost } from '../overlays/overlays-provider';
import { useOpenOverlay, useOverlayClosing } from '../overlays/selectors';
import { Header } from './header';
import { PromoBanner } from './promo-banner';
import { CategoryBar } from './category-bar';
import { PageTransition } from './page-transition';
import { LiveEntry } from '../../features/live/live-entry';
import { LiveLobby } from '../../features/live/live-lobby';
import { SupportEntry } from '../../features/support/support-entry';

// Below the fold on every page: loaded after the first screen, so it costs the first paint nothing.
const Footer = lazy(() => import('./footer').then((m) => ({ default: m.Footer })));

const shellGlobals = globalCss({
  // Used by slide animations so "from the end" means the right in LTR and the left in RTL.
  ':root': { '--dir-sign': '1' },
  '[dir="rtl"]': { '--dir-sign': '-1' },
  '#root': { overflowX: 'clip' },
});

const SkipLink = styled('a', {
  position: 'absolute',
  insetInlineStart: '$2',
  top: '-2rem',
  zIndex: 60,
  padding: '$2 $3',
  backgroundColor: '$brand',
  color: '$brandInk',
  borderRadius: '$md',
  '&:focus': { top: '$2' },
});

// At least a screen tall, so the footer starts below the fold and never jumps while a page loads.
const Main = styled('main', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  minHeight: '100vh',
  // A page without the footer keeps the floating buttons' room itself.
  variants: { bare: { true: { paddingBottom: FLOATING_CLEARANCE } } },
});

/**
 * Everything around the page: header, promo banner and category bar where the spec shows them,
 * the page with its transition, the footer, the live lobby and entry (src/features/live/: which room is live, its badges, the player), the support chat's
 * launcher (src/features/support/) and the overlay host.
 */
export function Shell({ children }: { children: ReactNode }) {
  shellGlobals();
  const { t } = useTranslation('shell');
  const [pathname] = useLocation();
  const chrome = !hidesHeader(pathname);
  // While an overlay is up, the page behind it is inert: no focus, no clicks, not read out.
  const overlay = useOpenOverlay();
  const closing = useOverlayClosing();
  const covered = overlay !== null && !closing;
  return (
    <LiveLobby>
      <div style={{ display: 'contents' }} inert={covered || undefined}>
        <SkipLink href="#main">{t('skipToContent')}</SkipLink>
        {chrome && <Header />}
        {chrome && <PromoBanner />}
        {showsCategoryBar(pathname) && <CategoryBar />}
        <Main id="main" tabIndex={-1} bare={!chrome}>
          <PageTransition>{children}</PageTransition>
        </Main>
        {chrome && (
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        )}
      </div>
      <LiveEntry />
      <SupportEntry />
      <OverlayHost />
    </LiveLobby>
  );
}
