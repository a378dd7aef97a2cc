import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n, isLanguage } from './i18n';
import { storage } from './app/storage';
import { globalStyles } from './styles/theme';
import { preloadPage } from './app/page-table';
import { LANGUAGE_COOKIE } from '../contract/first-screen';
import { DEFAULT_LANGUAGE } from '../contract/constants';
import { keepFirstScreenIn } from './api/first-screen';

globalStyles();

/** The server draws the first screen's words in this language (server/services/catalog/first-screen.ts). */
function keepLanguageCookie(lng: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(lng)}; path=/; max-age=31536000; samesite=lax`;
}

async function start() {
  // The stored language is the shopper's: every request from the first one carries it, and a first
  // screen the server drew in another language is not taken over.
  const stored = storage.get('language');
  const lng = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  keepLanguageCookie(lng);
  keepFirstScreenIn(lng);
  // The page's code loads alongside the catalogues; the first render waits for it, so the first
  // screen the server drew (or the header bar) stays until the page itself replaces it, with no
  // loading state in between.
  const page = preloadPage(location.pathname);
  const i18n = await createI18n(lng);
  keepLanguageCookie(i18n.language);
  i18n.subscribe(keepLanguageCookie);
  await page;
  const root = createRoot(document.getElementById('root')!);
  // A transition lets React render the first screen in small slices instead of one long task.
  startTransition(() => root.render(<App i18n={i18n} />));
  if (import.meta.env.DEV && new URLSearchParams(location.search).has('inspect')) {
    // Attaches the Stately inspector to every actor (development only, never in the build).
    const { attachInspector } = await import('./app/inspect');
    await attachInspector();
  }
}

void start();
