import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createI18n } from './i18n';
import { storage } from './app/storage';
import { globalStyles } from './styles/theme';
import { preloadPage } from './app/pages';

globalStyles();

async function start() {
  preloadPage(location.pathname);
  const i18n = await createI18n(storage.get('language'));
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
