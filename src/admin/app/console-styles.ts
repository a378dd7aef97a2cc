import { globalCss } from '../../styles/theme';

/**
 * The console is laid out for a desktop or a tablet (1280×800, 768×1024): the theme's rem is a
 * fixed 40px here (the shop's follows a phone's width), so $md is 14.4px and a tap target 44px, and
 * the root takes the whole window.
 */
export const consoleStyles = globalCss({
  html: { fontSize: '40px', scrollPaddingTop: 0 },
  '#root': { maxWidth: 'none', backgroundColor: '$canvas' },
  // A short form laid out in a row (the staff invitation: Email, Role, Invite).
  'form.console-inline-form': {
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 2fr) minmax(4rem, 1fr) auto',
    gap: '0 $3',
    alignItems: 'start',
    '& > button': { marginTop: 'calc($fontSizes$sm * 1.45 + $space$1)', order: 1 },
    // The refusal or the done note under the row, whatever its place among the form's children.
    '& > p': { gridColumn: '1 / -1', order: 2 },
  },
});
