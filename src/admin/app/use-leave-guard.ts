import { useEffect } from 'react';

/**
 * While `active` (a form holds changes not saved), leaving the page asks first: a link followed in
 * this tab asks `message` (window.confirm; Cancel stays), and closing or reloading the tab gets the
 * browser's own question (beforeunload). A link opened elsewhere (new tab, modifier keys) leaves
 * nothing, so it asks nothing. The browser's Back cannot be held this way; the form is then gone,
 * as in any web page.
 */
export function useLeaveGuard(active: boolean, message: string, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  useEffect(() => {
    if (!active) return;
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (confirm(message)) return;
      // Before the router's own handler (this listens on the document, in the capture phase).
      e.preventDefault();
      e.stopPropagation();
    };
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers ask only when a value is returned.
      e.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, message, confirm]);
}
