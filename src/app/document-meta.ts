import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description: string;
  /** The page's path (`/privacy`); the link is made absolute on the current origin. */
  canonicalPath: string;
}

const SHOP = 'Optic Shop';

function tag<T extends HTMLElement>(selector: string, create: () => T): { el: T; created: boolean } {
  const found = document.head.querySelector<T>(selector);
  if (found) return { el: found, created: false };
  const el = create();
  document.head.appendChild(el);
  return { el, created: true };
}

/**
 * For search engines and tabs: while the page is shown, the document's title, meta description
 * and `<link rel="canonical">` are the page's; when it goes, the shop's own come back (those the
 * server keeps in `data-default` when it served the page with its head, else those there were).
 */
export function useDocumentMeta(meta: DocumentMeta | null): void {
  const title = meta?.title;
  const description = meta?.description;
  const canonicalPath = meta?.canonicalPath;
  useEffect(() => {
    if (title === undefined || description === undefined || canonicalPath === undefined) return;
    const titleEl = document.head.querySelector('title');
    const before = titleEl?.dataset.default ?? document.title;
    document.title = `${title} · ${SHOP}`;
    const desc = tag('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
    const beforeDescription = desc.el.dataset.default ?? desc.el.getAttribute('content') ?? '';
    desc.el.setAttribute('content', description);
    const link = tag('link[rel="canonical"]', () => Object.assign(document.createElement('link'), { rel: 'canonical' }));
    link.el.setAttribute('href', new URL(canonicalPath, window.location.origin).href);
    return () => {
      document.title = before;
      if (desc.created) desc.el.remove();
      else desc.el.setAttribute('content', beforeDescription);
      // Only the information pages name a canonical link.
      link.el.remove();
    };
  }, [title, description, canonicalPath]);
}
