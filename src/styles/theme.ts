import { createStitches } from '@stitches/react';

/**
 * One theme for the whole app. Sizes are in rem where 1rem = a tenth of the viewport width
 * (the spec's layout), capped at 54px so a desktop window shows a phone-width shop, centred.
 */
export const { styled, css, keyframes, globalCss, theme, getCssText } = createStitches({
  theme: {
    // WCAG AA (4.5:1): ink, inkSoft, inkFaint, brand, success, danger and warning on surface, canvas
    // and the -Soft backgrounds; accent on surface; white on brand, accent, success and danger.
    colors: {
      ink: '#1b1d21',
      inkSoft: '#5b616e',
      inkFaint: '#676d7a',
      line: '#e6e8ec',
      surface: '#ffffff',
      canvas: '#f5f6f8',
      brand: '#0f5c8c',
      brandInk: '#ffffff',
      brandSoft: '#e7f1f8',
      accent: '#d63b40',
      success: '#1c7d45',
      successSoft: '#e6f4ec',
      danger: '#c9302c',
      dangerSoft: '#fdecec',
      warning: '#a16100',
      scrim: 'rgba(17, 19, 23, 0.5)',
    },
    fontSizes: {
      xs: '0.28rem',
      sm: '0.32rem',
      md: '0.36rem',
      lg: '0.42rem',
      xl: '0.5rem',
      xxl: '0.62rem',
    },
    space: {
      1: '0.08rem',
      2: '0.16rem',
      3: '0.24rem',
      4: '0.32rem',
      5: '0.4rem',
      6: '0.56rem',
      7: '0.8rem',
    },
    radii: { sm: '0.08rem', md: '0.16rem', lg: '0.26rem', pill: '999px' },
    sizes: { header: '1.28rem', promo: '0.9rem', tap: '1.1rem', page: '10rem' },
    fonts: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", Arial, sans-serif',
    },
    shadows: {
      card: '0 1px 3px rgba(0,0,0,.08), 0 1px 2px rgba(0,0,0,.04)',
      sheet: '0 0 24px rgba(0,0,0,.18)',
    },
  },
  media: {
    wide: '(min-width: 540px)',
    reduceMotion: '(prefers-reduced-motion: reduce)',
  },
});

/**
 * The floating buttons (the support chat's launcher, the small live player) sit this far above the
 * bottom of the screen, clear of a phone's home indicator (viewport-fit=cover gives env() its value).
 */
export const FLOATING_BOTTOM = 'calc($space$4 + env(safe-area-inset-bottom, 0px))';
/** Room left at the end of every page so its last links are never under a floating button. */
export const FLOATING_CLEARANCE = 'calc($sizes$tap + $space$4 * 2 + env(safe-area-inset-bottom, 0px))';
/**
 * A link or button at a row's inline end (a "See all") scrolls beneath the floating chat button,
 * which sits at that edge: the target reaches this far in from the edge, its words at the edge, so
 * a strip of 24 px or more beside the button (one $tap wide) is always still the target (WCAG 2.2
 * target size).
 */
export const EDGE_TARGET = { display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', minWidth: 'calc($sizes$tap + 24px)' } as const;

export const globalStyles = globalCss({
  '*, *::before, *::after': { boxSizing: 'border-box' },
  html: {
    fontSize: 'min(10vw, 54px)',
    WebkitTextSizeAdjust: '100%',
    height: '100%',
    // What the browser scrolls up to (a keyboard focus, a link to #main, "scroll into view") stops
    // below the sticky header and promo banner, never under them. (The floating buttons' room at the end of every
    // page is FLOATING_CLEARANCE, on the footer or a bare page.)
    scrollPaddingTop: 'calc($sizes$header + $sizes$promo)',
  },
  body: {
    margin: 0,
    minHeight: '100%',
    fontFamily: '$body',
    fontSize: '$md',
    lineHeight: 1.45,
    color: '$ink',
    backgroundColor: '$canvas',
    WebkitFontSmoothing: 'antialiased',
  },
  '#root': {
    maxWidth: '$page',
    minHeight: '100vh',
    margin: '0 auto',
    backgroundColor: '$surface',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
  },
  'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
  a: { color: 'inherit' },
  img: { maxWidth: '100%', display: 'block' },
  ':focus-visible': { outline: '2px solid $brand', outlineOffset: '2px' },
  '.visually-hidden': {
    position: 'absolute',
    width: 1,
    height: 1,
    padding: 0,
    margin: -1,
    overflow: 'hidden',
    clip: 'rect(0,0,0,0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});
