import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { keyframes, styled } from '../../styles/theme';

export type TransitionKind = 'none' | 'forward' | 'back' | 'fade';

/** How a location change came: a link or navigate(), or the browser's Back or Forward. */
export type HistoryMove = 'push' | 'back' | 'forward';

/** The key under which each history entry keeps its position in the tab's history. */
const INDEX_KEY = 'opticHistoryIndex';

function indexIn(state: unknown): number | undefined {
  const at = state && typeof state === 'object' ? (state as Record<string, unknown>)[INDEX_KEY] : undefined;
  return typeof at === 'number' ? at : undefined;
}

function withIndex(state: unknown, at: number): unknown {
  if (state == null) return { [INDEX_KEY]: at };
  return typeof state === 'object' ? { ...(state as object), [INDEX_KEY]: at } : state;
}

/**
 * Each history entry carries its position (a new entry is one past the current one, a replaced
 * entry keeps its position), so a popstate tells Back (to a lower position) from Forward (to a
 * higher one). The browser's back/forward arrives as popstate before the router re-renders: the
 * path it went to is kept, so a press that only changed the search (a step of the lens
 * configurator) does not make the next page change look like one.
 */
let current = 0;
let popped: { pathname: string; move: HistoryMove } | null = null;
if (typeof window !== 'undefined' && typeof history !== 'undefined') {
  current = indexIn(history.state) ?? 0;
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  replace(withIndex(history.state, current), '');
  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    current += 1;
    push(withIndex(state, current), unused, url);
  };
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    replace(withIndex(state, current), unused, url);
  };
  window.addEventListener('popstate', (event) => {
    const to = indexIn(event.state);
    // An entry without a position (made before this script ran) is taken as Back, as before.
    const move: HistoryMove = to !== undefined && to > current ? 'forward' : 'back';
    if (to !== undefined) current = to;
    popped = { pathname: window.location.pathname, move };
  });
}

/** Which way a location change slides: a link, navigate() or Forward slides forward, Back slides back. */
export function transitionFor(pathname: string, move: HistoryMove): TransitionKind {
  if (pathname === '/search-result') return 'fade';
  return move === 'back' ? 'back' : 'forward';
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
    const move = popped?.pathname === pathname ? popped.move : 'push';
    last.current = { pathname, kind: transitionFor(pathname, move), pop: move !== 'push' };
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
 * Slides pages in by the direction of the history move and fades in search results (none when motion is reduced).
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
