import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { keyframes, styled } from '../../styles/theme';

export type TransitionKind = 'none' | 'forward' | 'back' | 'fade';

// A back/forward button press arrives as popstate before the router re-renders: the path it went
// to is kept, so a press that only changed the search (a step of the lens configurator) does not
// make the next page change look like one.
let popped: string | null = null;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    popped = window.location.pathname;
  });
}

/** Which way the last location change went: a link or navigate() is forward, history back is back. */
export function transitionFor(pathname: string, wasPop: boolean): TransitionKind {
  if (pathname === '/search-result') return 'fade';
  return wasPop ? 'back' : 'forward';
}

interface PageChange {
  pathname: string;
  kind: TransitionKind;
  /** Came from history back/forward (the browser restores its scroll), not a link or navigate(). */
  pop: boolean;
}

function usePageChange(pathname: string): PageChange {
  const last = useRef<PageChange>({ pathname, kind: 'none', pop: false });
  if (last.current.pathname !== pathname) {
    const pop = popped === pathname;
    last.current = { pathname, kind: transitionFor(pathname, pop), pop };
    popped = null;
  }
  return last.current;
}

// --dir-sign (1 in LTR, -1 in RTL, set by the shell) turns "from the end" into the right side.
const fromEnd = keyframes({ from: { opacity: 0.4, transform: 'translateX(calc(var(--dir-sign, 1) * 32%))' }, to: { opacity: 1, transform: 'none' } });
const fromStart = keyframes({
  from: { opacity: 0.4, transform: 'translateX(calc(var(--dir-sign, 1) * -32%))' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const Page = styled('div', {
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '&[data-transition="forward"]': { animation: `${fromEnd} .28s cubic-bezier(.2,.7,.3,1)` },
  '&[data-transition="back"]': { animation: `${fromStart} .28s cubic-bezier(.2,.7,.3,1)` },
  '&[data-transition="fade"]': { animation: `${fade} .25s ease-out` },
  '@reduceMotion': { animation: 'none !important' },
});

/**
 * Slides pages in by history direction and fades in search results (none when motion is reduced).
 * A new page opened by a link or navigate() starts at its top, as a page load would; history
 * back/forward leaves the scroll to the browser.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { kind, pop } = usePageChange(pathname);
  useLayoutEffect(() => {
    // jsdom has no Element.scrollTo: tests skip it.
    if (kind !== 'none' && !pop) document.scrollingElement?.scrollTo?.(0, 0);
  }, [pathname, kind, pop]);
  return (
    <Page key={pathname} data-transition={kind}>
      {children}
    </Page>
  );
}
